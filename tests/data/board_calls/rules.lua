-- What each case lays out (setup) and does (apply); see game.yaml.
local rb = require "rulebook"

local CASE = rb.param("case")
local E = rb.relation("e")
local NE = rb.relation("ne")
local ORTHO = rb.directions{"n", "e", "s", "w"}
local ALL = rb.directions{"n", "ne", "e", "se", "s", "sw", "w", "nw"}
local MINE = rb.filter{props = {mark = "self"}}
local THEIRS = rb.filter{props = {mark = "opponent"}}
local UNMARKED = rb.filter{props = {mark = 0}}
local HIGH = rb.filter{props = {mark = {min = 2}}}
local OUTFLANK = rb.flank{dirs = ALL, run = THEIRS, close = MINE}  -- a directions handle; CUSTODY names its own
local STONE_THEIRS = rb.filter{has = {kind = "stone", owner = "opponent"}}
local STONE_MINE = rb.filter{has = {kind = "stone", owner = "self"}}
local CUSTODY = rb.flank{dirs = {"n", "e", "s", "w"}, run = STONE_THEIRS, close = STONE_MINE, max = 2}
local CAN_PLACE = rb.filter{props = {mark = 0}, empty = true}
local EMPTY_SPACE = rb.filter{empty = true}
local PLACE = rb.action("place")
-- The player's own row (y is 1 for player 1, 2 for player 2), columns d and e, unmarked.
local HOME_EAST = rb.filter{attrs = {y = "self", x = {min = 4}}, props = {mark = 0}}
if CASE == "bad_key" then rb.filter{emtpy = true} end
if CASE == "bad_attr" then rb.filter{attrs = {colour = 1}} end
if CASE == "bad_attr_key" then rb.filter{attrs = {1}} end
if CASE == "bad_prop_test" then rb.filter{props = {mark = "mine"}} end
if CASE == "prop_test_too_big" then rb.filter{props = {mark = 4294967296}} end  -- would read as 0 cut to 32 bits
if CASE == "prop_test_empty_range" then rb.filter{props = {mark = {min = 3, max = 2}}} end
if CASE == "attr_test_empty_range" then rb.filter{attrs = {y = {min = 5, max = 1}}} end
if CASE == "prop_test_range_beyond" then rb.filter{props = {mark = {min = 4294967296}}} end
-- Bounds past what a space holds are no bound on that side: every mark passes.
local EVERY_MARK = rb.filter{props = {mark = {min = -1099511627776, max = 1099511627776}}}
if CASE == "bad_flank_run" then rb.flank{dirs = {"e"}, run = E} end  -- a relation, not a filter
if CASE == "bad_flank_dirs" then rb.flank{dirs = "e", run = MINE} end
if CASE == "flank_too_far" then rb.flank{dirs = {"e"}, run = MINE, max = 4294967297} end  -- would read as 1 cut to 32 bits
if CASE == "flank_dirs_relation" then rb.flank{dirs = E, run = MINE} end

if CASE == "except_with_min" then rb.filter{props = {mark = {except = 1, min = 0}}} end
if CASE == "except_nested" then rb.filter{props = {mark = {except = {except = 1}}}} end
if CASE == "except_everything" then rb.filter{props = {mark = {except = {min = -1099511627776}}}} end
local LINES = rb.axes{{"e", "w"}, {"n", "s"}, {"ne", "sw"}, {"nw", "se"}}
local LEVELLED = rb.filter{props = {level = {except = 0}}}
local NOT_MINE, MARKED = rb.filter{props = {mark = {except = "self"}}}, rb.filter{props = {mark = {except = 0}}}

local FIRST_ROW, LAST_ROW, ANY = rb.filter{attrs = {y = 1}}, rb.filter{attrs = {y = 5}}, rb.filter{}

local function sq(name) return rb.space(name) end
local function mark(s, names, v) for _, n in ipairs(names) do s:set_prop(sq(n), "mark", v) end end
local function stone(colour, k) return rb.component(colour .. "_" .. k) end

local LAYOUT = {
  walk = function(s) mark(s, {"b1", "c1"}, 2) mark(s, {"d1"}, 1) end,
  walk_edge = function(s) mark(s, {"b1", "c1", "d1", "e1"}, 2) end,
  walk_max = function(s) mark(s, {"b1", "c1", "d1", "e1"}, 2) end,
  walk_bad_max = function(s) mark(s, {"b1", "c1", "d1", "e1"}, 2) end,
  except = function(s) mark(s, {"b1", "c1"}, 2) mark(s, {"d1"}, 1) end,
  first = function(s) mark(s, {"b4", "c2"}, 1) end,
  -- through c3: a3, b3, e3 on its row; c1, c5 on its column; a1, e5 and e1 on its diagonals
  line_counts = function(s) mark(s, {"a3", "b3", "c1", "c5", "a1"}, 1) mark(s, {"e3", "e5", "e1"}, 2) end,
  -- the same squares as levels, a property kept as masks: the lines read from them
  line_counts_masked = function(s)
    for _, n in ipairs{"a3", "b3", "c1", "c5", "a1", "e3", "e5", "e1"} do s:set_prop(sq(n), "level", 2) end
  end,
  group = function(s) mark(s, {"b1", "b2", "c3", "e5"}, 1) end,
  liberties = function(s) mark(s, {"b1", "b2"}, 1) mark(s, {"c1"}, 2) end,
  -- around c3: the opponent's c1-c2-b2-b3 (next to c3 twice) and c4 walled in, d3-e3 free at e2
  surrounded = function(s)
    mark(s, {"b1", "d1", "d2", "a2", "a3", "b4", "d4", "c5"}, 1)
    mark(s, {"c1", "c2", "b2", "b3", "c4", "d3", "e3"}, 2)
  end,
  surrounded_capture = function(s)
    s:put(stone("white", 1), sq("a1")) s:put(stone("white", 2), sq("b1"))
    s:put(stone("black", 1), sq("c1")) s:put(stone("black", 2), sq("b2"))
  end,
  flip = function(s) mark(s, {"c2", "d3", "e3", "b4"}, 2) mark(s, {"c1", "a5"}, 1) end,
  capture = function(s)
    s:put(stone("white", 1), sq("b1")) s:put(stone("white", 2), sq("c1")) s:put(stone("black", 1), sq("d1"))
    s:put(stone("white", 3), sq("a2")) s:put(stone("white", 4), sq("a3")) s:put(stone("white", 5), sq("a4"))
    s:put(stone("black", 2), sq("a5"))
  end,
  has_moves = function(s) mark(s, {"a1", "b1", "c1", "d1", "e1"}, 1) end,
  join = function(s) mark(s, {"b2", "b3", "b4"}, 1) end,
}

function setup(s)
  if LAYOUT[CASE] then LAYOUT[CASE](s) end
  s:set_turn(1)
end

-- recall_nested: moves() asks s:has_moves for the other player, three deep (depth is back at
-- 0 once a listing ends)
local depth = 0
local function nested(s, p)
  depth = depth + 1
  if depth < 3 then s:has_moves(3 - p) end
  depth = depth - 1
end

-- rays: a1 two squares east and north (an action of from and to), e5 one square west and
-- south (an action of one space)
local EAST_NORTH, WEST_SOUTH = rb.directions{"e", "n"}, rb.directions{"w", "s"}
local RAYS = {
  rays = function(list)
    list:rays(rb.action("slide"), sq("a1"), EAST_NORTH, 2, 2)
    list:rays(PLACE, sq("e5"), WEST_SOUTH, 1, 1)
  end,
  -- a move already listed, by list:add or an earlier call, is not listed again; each call
  -- counts every destination it found, listed before or not (added last as bids: 8 2 4 2)
  rays_merge = function(list)
    local SLIDE, BID = rb.action("slide"), rb.action("bid")
    list:add(PLACE, sq("c3"))
    list:add(SLIDE, sq("c3"), sq("c5"))
    list:add(SLIDE, sq("a1"), sq("a2"))
    local found = {list:rays(PLACE, sq("c3"), ALL, 1, 1),           -- the 8 around c3, c3 itself not
                   list:rays(PLACE, sq("a3"), EAST_NORTH, 1, 1),    -- b3 (listed already) and a4
                   list:rays(SLIDE, sq("a1"), EAST_NORTH, 1, 2),    -- b1 c1, a2 (listed already) a3
                   list:rays(SLIDE, sq("a1"), EAST_NORTH, 2, 2)}    -- c1 a3, both listed already
    for _, n in ipairs(found) do list:add(BID, n) end
  end,
  rays_wrong_action = function(list) list:rays(rb.action("bid"), sq("a1"), EAST_NORTH, 1, 1) end,
  rays_extra = function(list) list:rays(PLACE, sq("a1"), EAST_NORTH, 1, 1, nil, nil, 5) end,
  -- b2 three squares or more east and north (to e2 and b5): a max of nil goes to the edge; a
  -- negative max and a min past 32 bits are errors
  rays_to_edge = function(list) list:rays(rb.action("slide"), sq("b2"), EAST_NORTH, 3, nil) end,
  rays_negative = function(list) list:rays(rb.action("slide"), sq("a1"), EAST_NORTH, 1, -1) end,
  rays_too_far = function(list) list:slides_from(rb.action("slide"), MINE, EAST_NORTH, 4294967297, 1) end,
}

-- words_moves: a filter asked before and after an s:has_moves for the other player, whose
-- moves() asks the same filter (listing a move only when that player has a mark): each
-- answer is of its own player and of the State as it is (bids 0, 5 and 8 after c3; the
-- first ply places)
local function words_moves(s, p, list)
  if s:ply() == 0 then return list:places(PLACE, CAN_PLACE) end
  local BID = rb.action("bid")
  local before = s:tally(MINE)
  if depth > 0 then
    if before > 0 then list:add(BID, 9) end
    return
  end
  depth = depth + 1
  local other_moves = s:has_moves(3 - p)
  depth = depth - 1
  list:add(BID, before)
  list:add(BID, 5 + s:tally(MINE))
  list:add(BID, other_moves and 8 or 7)
end

-- words_nested: a bid once the player has two marks (apply asks, marks, asks again)
local function words_nested(s, p, list)
  local mine = s:tally(MINE)
  if mine == 0 then return list:places(PLACE, CAN_PLACE) end
  if mine >= 2 then list:add(rb.action("bid"), 1) end
end

function moves(s, p, list)
  if RAYS[CASE] then return RAYS[CASE](list) end
  if CASE == "words_moves" then return words_moves(s, p, list) end
  if CASE == "words_nested" then return words_nested(s, p, list) end
  if CASE == "recall_ply" and s:ply() % 2 == 1 then return end  -- moves that depend on the ply
  if CASE == "recall_nested" then nested(s, p) end
  list:places(PLACE, CASE == "attrs" and HOME_EAST or CAN_PLACE)
end

local function id(space) return space or 0 end

local DO = {
  walk = function(s, p, at) local n, after = s:walk(at, E, THEIRS) s:set("n", n) s:set("after", id(after)) end,
  walk_edge = function(s, p, at) local n, after = s:walk(at, E, THEIRS) s:set("n", n) s:set("after", id(after)) end,
  -- max: nil walks to the edge, 2 stops after two, 0 takes no step; a negative or a larger
  -- max than a State word holds is an error
  walk_max = function(s, p, at)
    local n, after = s:walk(at, E, THEIRS, nil)
    s:set("n", n) s:set("after", id(after))
    s:set("lo", s:walk(at, E, THEIRS, 2)) s:set("hi", s:walk(at, E, THEIRS, 0))
    s:set("other", s:walk(at, E, THEIRS, (1 << 31) - 1))
    local said = {}
    for _, max in ipairs{-1, 1 << 31, math.mininteger} do said[#said + 1] = select(2, pcall(function() return s:walk(at, E, THEIRS, max) end)) end
    if CASE == "walk_bad_max" then error(table.concat(said, "\n")) end
  end,
  -- the first of the mover's marks in space order (c2 before b4), then of marks of 2 or
  -- more (none: 0), the mark after c2 (b4), after b4 (none: 0); the unmarked empty square
  -- after b4 (c4); whether b4 and b5 are the mover's (10: b4 only), b5 a square to place on (100)
  first = function(s, p, at)
    s:set("n", s:first(MINE))
    s:set("other", s:first(HIGH) or 0)
    s:set("after", s:first(MINE, s:first(MINE)))
    s:set("lo", s:first(MINE, rb.space("b4")) or 0)
    s:set("hi", s:first(CAN_PLACE, rb.space("b4")))  -- a filter of two tests, asked a space at a time
    s:set("other", s:get("other") + (s:passes(sq("b4"), MINE) and 10 or 0) + (s:passes(sq("b5"), MINE) and 1 or 0) +
                   (s:passes(sq("b5"), CAN_PLACE) and 100 or 0))
  end,
  -- a piece of three properties (mark p, level 3, rest 5) moves from the square placed on to
  -- c3: n, lo, hi what c3 then holds, other what is left behind (rest back at 2: 100 * mark
  -- + 10 * level + rest); after: whether moving c3 onto itself kept it (1)
  move_props = function(s, p, at)
    s:set_prop(at, "mark", p) s:set_prop(at, "level", 3) s:set_prop(at, "rest", 5)
    local c3 = sq("c3")
    s:move_props(at, c3, "mark", "level", "rest")
    s:set("n", s:prop(c3, "mark")) s:set("lo", s:prop(c3, "level")) s:set("hi", s:prop(c3, "rest"))
    s:set("other", 100 * s:prop(at, "mark") + 10 * s:prop(at, "level") + s:prop(at, "rest"))
    s:move_props(c3, c3, "mark", "level")
    s:set("after", (s:prop(c3, "mark") == p and s:prop(c3, "level") == 3) and 1 or 0)
  end,
  move_props_unnamed = function(s, p, at) s:move_props(at, sq("c3")) end,
  move_props_twice = function(s, p, at) s:move_props(at, sq("c3"), "mark", "level", "mark") end,
  -- the marks on c3's row, column and diagonals (lo, hi, other, after), then with c3 marked
  -- the sum of the four
  line_counts = function(s, p, at)
    local row, column, rising, falling = s:line_counts(at, LINES, MARKED)
    s:set("lo", row) s:set("hi", column) s:set("other", rising) s:set("after", falling)
    s:set_prop(at, "mark", p)
    local a, b, c, d = s:line_counts(at, LINES, MARKED)
    s:set("n", a + b + c + d)
  end,
  line_counts_masked = function(s, p, at)
    local row, column, rising, falling = s:line_counts(at, LINES, LEVELLED)
    s:set("lo", row) s:set("hi", column) s:set("other", rising) s:set("after", falling)
    s:set_prop(at, "level", 1)
    local a, b, c, d = s:line_counts(at, LINES, LEVELLED)
    s:set("n", a + b + c + d)
  end,
  -- from a1 east: over what is not the mover's (b1, c1) to d1, then over every mark to e1
  except = function(s, p, at)
    local n, after = s:walk(at, E, NOT_MINE)
    s:set("n", n) s:set("after", id(after))
    local marked, stop = s:walk(at, E, MARKED)
    s:set("other", marked) s:set("lo", id(stop))
  end,
  -- a1's group {a1, b1, b2} touches a2, c2, b3 unmarked and c1 the opponent's
  liberties = function(s, p, at)
    s:set_prop(at, "mark", p)
    local free, size = s:liberties(at, ORTHO, MINE, UNMARKED)
    s:set("n", free) s:set("other", size)
    s:set("lo", (s:liberties(at, ORTHO, MINE, THEIRS)))
    local none, empty = s:liberties(sq("c5"), ORTHO, MINE, UNMARKED)
    s:set("hi", none * 10 + empty)
  end,
  -- n: the spaces the opponent's walled-in groups held; other: the same call again (none
  -- left); lo: d3's mark (kept); hi: the mover's own groups next to c3 with no unmarked space
  -- next to them (none: c3 touches only the opponent's)
  surrounded = function(s, p, at)
    s:set_prop(at, "mark", p)
    s:set("n", s:flip_surrounded(at, ORTHO, THEIRS, UNMARKED, "mark", 0))
    s:set("other", s:flip_surrounded(at, ORTHO, THEIRS, UNMARKED, "mark", 0))
    s:set("lo", s:prop(sq("d3"), "mark"))
    s:set("hi", s:flip_surrounded(at, ORTHO, MINE, UNMARKED, "mark", "self"))
  end,
  -- black's stone on a2 leaves white's a1-b1 nothing empty next to it: both to `captured`
  surrounded_capture = function(s, p, at)
    s:put(stone("black", 3), at)
    s:set("n", s:capture_surrounded(at, ORTHO, STONE_THEIRS, EMPTY_SPACE, rb.zone("captured")))
    s:set("other", s:count(rb.zone("captured")))
  end,
  surrounded_no_around = function(s, p, at) s:flip_surrounded(at, ORTHO, THEIRS, nil, "mark", 0) end,
  group = function(s, p, at)
    s:set_prop(at, "mark", 1)
    local n, lo, hi = s:group(at, ORTHO, MINE, "y")
    s:set("n", n) s:set("lo", lo) s:set("hi", hi)
    local size, extra = s:group(at, ALL, MINE)  -- without an attribute: the size alone, a number
    s:set("other", math.type(size) == "integer" and extra == nil and size or -1)
    s:set("after", s:group(sq("c5"), ALL, MINE))       -- c5 has no mark: an empty group
  end,
  flip = function(s, p, at)
    s:set("other", s:flanked(at, OUTFLANK))
    s:set_prop(at, "mark", p)
    s:set("n", s:flip(at, OUTFLANK, "mark", "self"))
  end,
  capture = function(s, p, at) s:set("n", s:capture(at, CUSTODY, rb.zone("captured"))) end,
  has_moves = function(s, p, at)
    s:set("n", s:has_moves(2) and 1 or 0)
    mark(s, {"a2", "b2", "c2", "d2", "e2", "a3", "b3", "c3", "d3", "e3", "a4", "b4", "c4", "d4", "e4",
             "a5", "b5", "c5", "d5", "e5"}, 1)
    s:set("other", s:has_moves(2) and 1 or 0)
  end,
  -- s:has_moves for the next player, then nothing more (recall) or one more mark (recall_changed)
  recall = function(s, p, at) s:set_prop(at, "mark", p) s:has_moves(3 - p) end,
  recall_nested = function(s, p, at) s:set_prop(at, "mark", p) s:has_moves(3 - p) end,
  recall_ply = function(s, p, at) s:set_prop(at, "mark", p) s:has_moves(3 - p) end,
  recall_changed = function(s, p, at) s:set_prop(at, "mark", p) s:has_moves(3 - p) s:set_prop(sq("a1"), "mark", p) end,
  too_big = function(s) s:set("n", 1 << 40) end,
  add_too_big = function(s) s:set("n", 2147483647) s:add("n", 1) end,
  score_too_big = function(s) s:set_score(1, -(1 << 33)) end,
  late_handle = function(s) rb.filter{empty = true} end,
  -- a value outside level's min and max (0 to 3), set or flipped
  level_outside = function(s, p, at) s:set_prop(at, "level", 4) end,
  flip_outside = function(s, p, at) s:flip(at, OUTFLANK, "level", -1) end,
  places = function(s) end,
  -- a filter asked, the State changed, the filter asked again: the second answer sees the change
  words_apply = function(s, p, at)
    local before = s:tally(MINE)
    s:set_prop(at, "mark", p)
    s:set("n", before)
    s:set("after", s:tally(MINE))
  end,
  words_moves = function(s, p, at) s:set_prop(at, "mark", p) end,
  -- s:has_moves, a mark more, s:has_moves again: the second moves() sees two marks
  words_nested = function(s, p, at)
    s:set_prop(at, "mark", p)
    local before = s:has_moves(p)
    s:set_prop(sq("a1"), "mark", p)
    s:set("n", before and 1 or 0)
    s:set("after", s:has_moves(p) and 1 or 0)
  end,
  -- marks at both ends of what a space holds, then how many spaces the widest range passes
  wide_range = function(s, p, at)
    s:set_prop(sq("a2"), "mark", -2147483648)
    s:set_prop(sq("b2"), "mark", 2147483647)
    s:set("n", s:tally(EVERY_MARK))
  end,
  attrs = function(s, p, at)  -- the walk east from a1 over the row's spaces in d and e
    s:set("n", s:walk(rb.space("c1"), E, HOME_EAST))
  end,
  -- rows 1 to 5 over one's marks (free) and unmarked squares (paid), the opponent's a wall
  join = function(s)
    local function cost(dirs, paid) return s:join_cost(FIRST_ROW, LAST_ROW, dirs, MINE, paid or UNMARKED) or -1 end
    s:set("n", cost(ORTHO))
    s:set("after", s:join_cost(FIRST_ROW, FIRST_ROW, ORTHO, MINE, UNMARKED))
    s:set("other", cost(ORTHO, ANY))  -- b2 .. b4 pass both: free counts first
    -- to no space at all (no mark of 2 or more yet): nil, as -1 + 1
    s:set("other", s:get("other") * 10 + (s:join_cost(FIRST_ROW, HIGH, ORTHO, MINE, UNMARKED) or -1) + 1)
    mark(s, {"b1", "b5"}, 2)
    s:set("lo", cost(ORTHO))
    s:set("hi", cost(ALL))
    mark(s, {"a3", "b3", "c3", "d3", "e3"}, 2)
    s:set("hi", s:get("hi") * 10 + cost(ALL) + 1)  -- walled off: -1
  end,
  bad_join = function(s) s:join_cost(FIRST_ROW, nil, ORTHO, MINE, UNMARKED) end,
  -- each handle where another kind is needed, and a number no maker gave: the errors, one per
  -- call, joined into the error apply ends with
  handle_kinds = function(s)
    local a1, said = sq("a1"), {}
    local function try(f) local ok, e = pcall(f) said[#said + 1] = ok and "no error" or e end
    try(function() s:walk(a1, E, E) end)             -- a relation for a filter
    try(function() s:walk(a1, ORTHO, MINE) end)      -- a set of directions for a relation
    try(function() rb.step(a1, PLACE) end)           -- an action for a relation
    try(function() s:group(a1, MINE, MINE) end)      -- a filter for directions
    try(function() s:walk(a1, E, 3) end)             -- a number no maker gave
    try(function() s:walk(a1, E, math.mininteger) end)  -- nor this one
    try(function() s:flanked(a1, THEIRS) end)        -- a filter for a flank
    error(table.concat(said, "\n"))
  end,
  -- ids of spaces, pieces and players out of range, one per call, joined into the error
  bad_ids = function(s)
    local said = {}
    local function try(f) local ok, e = pcall(f) said[#said + 1] = ok and "no error" or e end
    try(function() return s:prop(0, "mark") end)
    try(function() return s:prop(26, "mark") end)
    try(function() return rb.step((1 << 32) + 1, E) end)  -- 1 if cut to 32 bits
    try(function() return s:space(11) end)
    try(function() return s:pget(3, "n") end)
    error(table.concat(said, "\n"))
  end,
  bits = function(s)
    s:set("n", rb.popcount(0xF0 | (1 << 63)))
    s:set("after", rb.shift(1, E))                          -- a1 -> b1: bit 1
    s:set("lo", rb.shift((1 << 4) | (1 << 9), E))           -- e1 and e2 step off the board
    s:set("hi", rb.shift((1 << 0) | (1 << 6), NE))          -- a1 -> b2 (bit 6), b2 -> c3 (bit 12)
  end,
}

DO.walk_bad_max = DO.walk_max

function apply(s, p, action, at)
  DO[CASE](s, p, at)
  s:set_turn(3 - p)
end
