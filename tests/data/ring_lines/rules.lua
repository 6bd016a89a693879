-- What apply asks in each case (game.yaml).
local rb = require "rulebook"

local CASE = rb.param("case")
local LINES = rb.axes{{"e", "w"}, {"n", "s"}, {"ne", "sw"}, {"nw", "se"}, {"next", "prev"}}
local AROUND = rb.directions{"e", "w", "next", "prev"}
local MARKED = rb.filter{props = {mark = {except = 0}}}
local MINE = rb.filter{props = {mark = "self"}}
local UNMARKED = rb.filter{props = {mark = 0}}
local NOT_SECOND = rb.filter{props = {top = {except = 2147483645}}}
local ANY = rb.filter{}
local PLACE = rb.action("place")

local function mark(s, names, v) for _, n in ipairs(names) do s:set_prop(rb.space(n), "mark", v) end end

-- Every space marked, then the counts of the five axes from `at` (the ring's row is a ring:
-- each space once; the track has only next/prev): n the first, other the last.
local function counts(s, at)
  for _, sp in ipairs(rb.spaces()) do s:set_prop(sp, "mark", 1) end
  local found = table.pack(s:line_counts(at, LINES, MARKED))
  s:set("results", found.n)
  s:set("n", found[1])
  s:set("other", found[found.n])
end

local DO = {
  ring = counts,
  track = counts,
  -- a1 and b1 are the mover's with the opponent on c1, d1, e1 (round to a1): the group
  -- holding a1 is a1's own, not one next to it, with a neighbour of the group or alone
  own_group = function(s)
    mark(s, {"a1", "b1"}, 1)
    mark(s, {"c1", "d1", "e1"}, 2)
    s:set("n", s:flip_surrounded(rb.space("a1"), AROUND, MINE, UNMARKED, "mark", 0))
    mark(s, {"b1"}, 2)
    s:set("other", s:flip_surrounded(rb.space("a1"), AROUND, MINE, UNMARKED, "mark", 0))
  end,
  -- marks on the ring's last space and the track's second: from one board to the next
  first_across = function(s)
    mark(s, {"e1", "t2"}, 1)
    s:set("n", s:first(MARKED, rb.space("e1")))
    s:set("other", s:first(MARKED, rb.space("t2")) or 0)
  end,
  -- every space holds the least value, then one the second: all but that one pass
  top_values = function(s)
    s:set_prop(rb.space("c1"), "top", 2147483645)
    s:set("n", s:tally(NOT_SECOND))
  end,
}

function setup(s) s:set_turn(1) end
function moves(_, _, list) list:places(PLACE, ANY) end
function apply(s, p, _, at)
  DO[CASE](s, at)
  s:set_turn(3 - p)
end
