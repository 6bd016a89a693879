local rb = require "rulebook"

local CASE = rb.param("case")
local KING = {"n", "ne", "e", "se", "s", "sw", "w", "nw"}
local MINE = rb.filter{props = {mark = "self"}}
local THEIRS = rb.filter{props = {mark = "opponent"}}
local EMPTY = rb.filter{props = {mark = 0}}
local NEXT_TO_THEIRS = rb.flank{dirs = KING, run = THEIRS, max = 1}
local NEXT_TO_MINE = rb.filter{props = {mark = 0}, flanks = rb.flank{dirs = KING, run = MINE, max = 1}}
local HOPS = rb.directions{"nne", "ene", "e2"}
local HOPS_TWICE = rb.directions{"nne", "e2", "ee", "ene"}  -- e2 and ee land on the same square
-- Walks of several steps: a draughts jump (two steps over an enemy mark onto an empty
-- square), a queen's slide over empty squares, and e with e2, whose walks meet (e twice, e2 once).
local WALKS = {
  walk_jump = {rb.directions{"ne", "nw", "se", "sw"}, 2, 2, THEIRS, EMPTY},
  walk_queen = {rb.directions(KING), 1, 4, EMPTY, EMPTY},
  walk_meet = {rb.directions{"e", "e2"}, 1, 2, nil, EMPTY},
}
local BY_RAYS = rb.param("by_rays")

local function walks(s, list, walk)
  if not BY_RAYS then return list:slides_from("hop", MINE, walk[1], walk[2], walk[3], walk[4], walk[5]) end
  local sq = s:first(MINE)
  while sq do
    list:rays("hop", sq, walk[1], walk[2], walk[3], walk[4], walk[5])
    sq = s:first(MINE, sq)
  end
end

function setup(s)
  for name, p in pairs{a1 = 1, c3 = 0, b2 = 2, c4 = 2, d3 = 2, e3 = 2, d4 = 2, e5 = 2, c1 = 1} do
    s:set_prop(rb.space(name), "mark", p)
  end
  s:set_turn(1)
end

function moves(s, _, list)
  if WALKS[CASE] then walks(s, list, WALKS[CASE])
  elseif CASE == "places" then list:places("place", NEXT_TO_MINE)
  elseif CASE == "jumps" then list:slides_from("hop", MINE, HOPS, 1, 1, nil, EMPTY)
  elseif CASE == "jumps_twice" then list:slides_from("hop", MINE, HOPS_TWICE, 1, 1, nil, EMPTY)
  else list:places("place", EMPTY) end
end

function apply(s, p, action, a, b)
  local at = action == "hop" and b or a
  s:set_prop(at, "mark", p)
  s:set("n", s:flip(at, NEXT_TO_THEIRS, "mark", p))
  s:set("reach", s:tally(NEXT_TO_MINE))
  s:set_turn(3 - p)
end
