-- Reversi: a disc is placed so that it outflanks enemy discs in a straight line; they turn
-- over. A player who cannot outflank passes; when neither can, most discs wins.
local rb = require "rulebook"

local ALL = {"n", "ne", "e", "se", "s", "sw", "w", "nw"}
local THEIRS = rb.filter{props = {disc = "opponent"}}
local MINE = rb.filter{props = {disc = "self"}}
-- From an empty square: a run of enemy discs closed by one's own, in any direction.
local OUTFLANK = rb.flank{dirs = ALL, run = THEIRS, close = MINE}
local LEGAL = rb.filter{props = {disc = 0}, flanks = OUTFLANK}
local PLACE = rb.action("place")
local SIZE = rb.param("size")

local function square(x, y) return rb.space(string.char(96 + x) .. y) end

function setup(s)
  assert(SIZE % 2 == 0, "size must be even: the four discs start on the centre squares")
  local m = SIZE // 2
  s:set_prop(square(m, m), "disc", 2)          -- white on d4 and e5 (8x8), black on d5 and e4
  s:set_prop(square(m + 1, m + 1), "disc", 2)
  s:set_prop(square(m, m + 1), "disc", 1)
  s:set_prop(square(m + 1, m), "disc", 1)
  s:pset(1, "discs", 2)
  s:pset(2, "discs", 2)
  s:set_turn(1)
end

function moves(_, _, list)
  list:places(PLACE, LEGAL)
end

-- apply runs every ply, so the State methods it calls are kept in locals (the guide's "Making
-- rules fast"): set_prop(s, ...) is s:set_prop(...) without looking the method up each time.
local state = rb.state_methods()
local set_prop, flip, padd, has_moves, set_turn = state.set_prop, state.flip, state.padd, state.has_moves, state.set_turn

function apply(s, p, _, at)
  set_prop(s, at, "disc", p)
  local turned = flip(s, at, OUTFLANK, "disc", p)
  local q = 3 - p
  padd(s, p, "discs", turned + 1)
  padd(s, q, "discs", -turned)
  if has_moves(s, q) then
    set_turn(s, q)
  elseif has_moves(s, p) then
    set_turn(s, p)                              -- q passes
  else                                          -- most discs wins, the discs the scores (no table to make)
    local black, white = s:pget(1, "discs"), s:pget(2, "discs")
    s:set_score(1, black)
    s:set_score(2, white)
    if black == white then s:end_draw("neither player can move") else s:win(black > white and 1 or 2, "neither player can move") end
  end
end

function invariant(s)
  local count = {0, 0}
  for _, sq in ipairs(rb.spaces()) do
    local d = s:prop(sq, "disc")
    if d > 0 then count[d] = count[d] + 1 end
  end
  for p = 1, 2 do
    if count[p] ~= s:pget(p, "discs") then return "player " .. p .. " shows " .. count[p] .. " discs but counts " .. s:pget(p, "discs") end
  end
end

-- For the search agents: the weight of each square's kind (game.yaml's data.bots) --------------

local W = rb.data.bots
local SPACES = rb.spaces()
local KIND = {}                 -- space -> "corner", "x_square", "c_square", "edge", "inner"
local CORNER_OF = {}            -- an x or c square -> the corner it touches
for _, sq in ipairs(SPACES) do
  local x, y = rb.attribute(sq, "x"), rb.attribute(sq, "y")
  local ex, ey = (x == 1 or x == SIZE), (y == 1 or y == SIZE)
  local cx, cy = (x <= 2 and 1 or x >= SIZE - 1 and SIZE), (y <= 2 and 1 or y >= SIZE - 1 and SIZE)
  if ex and ey then KIND[sq] = "corner"
  elseif cx and cy and not ex and not ey then KIND[sq] = "x_square"
  elseif cx and cy then KIND[sq] = "c_square"
  elseif ex or ey then KIND[sq] = "edge"
  else KIND[sq] = "inner" end
  if cx and cy then CORNER_OF[sq] = square(cx, cy) end
end

-- A square's worth to whoever holds it: next to an occupied corner an x or c square is an edge.
local function worth(s, sq, prefix)
  local kind = KIND[sq]
  if CORNER_OF[sq] and kind ~= "corner" and s:prop(CORNER_OF[sq], "disc") ~= 0 then kind = "edge" end
  return W[prefix .. kind]
end

function evaluate(s, p)
  if s:over() then
    local mine, theirs = s:pget(p, "discs"), s:pget(3 - p, "discs")
    return mine > theirs and 1 or mine < theirs and 0 or 0.5
  end
  local diff = 0
  for _, sq in ipairs(SPACES) do
    local d = s:prop(sq, "disc")
    if d ~= 0 then diff = diff + (d == p and 1 or -1) * worth(s, sq, "") end
  end
  return 1 / (1 + math.exp(-diff / W.scale))
end

function prior(s, _, _, at)
  return worth(s, at, "prior_")
end
