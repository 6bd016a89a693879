-- Hex: the rules over the State, in the order of the rulebook: the board, placing, the swap,
-- winning. game.yaml declares placing a stone; the connection and the swap are written here.
local rb = require "rulebook"

-- The board: a rhombus of hexagons on a square grid --------------------------------------------

local SIZE = rb.param("size")
local SPACES = rb.spaces()
local HEX_DIRECTIONS = {"e", "w", "n", "s", "se", "nw"}  -- the six neighbours of a hexagon
local COLUMN, ROW, AT = {}, {}, {}  -- sp -> column, row; AT[column][row] -> sp
for c = 1, SIZE do AT[c] = {} end
for _, sp in ipairs(SPACES) do
  COLUMN[sp], ROW[sp] = rb.attribute(sp, "x"), rb.attribute(sp, "y")
  AT[COLUMN[sp]][ROW[sp]] = sp
end

-- Red (player 1) joins rows 1 and SIZE, blue (player 2) columns a and the last (the bots'
-- FIRST_SIDE and LAST_SIDE below).

local OWNER = {}  -- component -> player
for _, c in ipairs(rb.components{kind = "stone"}) do OWNER[c] = rb.owner(c) end
local STONES = {rb.components{owner = 1}, rb.components{owner = 2}}  -- in the order they are laid

-- Red starts ------------------------------------------------------------------------------------

function setup(s)
  s:set_turn(1)
end

-- The swap: blue's first move, when the parameter is on -------------------------------------------

local SWAP = rb.param("swap")

local function may_swap(s, p)
  return SWAP and p == 2 and s:ply() == 1
end

function moves(s, p, list)
  if may_swap(s, p) then list:add("swap") end
end

-- The hexagon holding red's first stone (the only stone on the board at blue's first move).
local function first_stone(s)
  for _, sp in ipairs(SPACES) do
    if s:top(sp) then return sp end
  end
end

local function next_stone(s, p)
  for _, c in ipairs(STONES[p]) do
    if not s:zone(c) then return c end
  end
end

-- Red's stone is taken off (red lays it again later) and blue's goes on its mirror image, so
-- blue holds red's opening turned to blue's edges; red moves next.
local function swap(s)
  local sp = first_stone(s)
  s:remove(s:top(sp))
  s:put(next_stone(s, 2), AT[ROW[sp]][COLUMN[sp]])
  s:set_turn(1)
end

-- Winning is declared in game.yaml: a `connect` ending joins the mover's two sides through the
-- six hexagon directions, and `turn: next` passes the turn, so placing never calls Lua.
-- Only the swap reaches apply.
local top = rb.state_methods().top  -- the busiest call of the bots' hooks, kept in a local

function apply(s)
  swap(s)
end

-- Why a move is not legal, for `rulebook why`.
function explain(s, p, action, at)
  if action == "swap" then
    if not SWAP then return "the swap rule is off (swap=false)" end
    if not may_swap(s, p) then return "only blue may swap, and only on the second move of the game" end
  elseif s:count(at) > 0 then
    return rb.space_name(at) .. " is taken"
  end
end

-- For the search agents (not in the rules) ------------------------------------------------------
-- What a good position is: needing fewer stones than the opponent to join one's edges (the
-- shortest chain over one's own stones and empty hexagons, stones counting 0); the player to
-- move who needs one stone all but wins. What a good move is: near the centre, next to one's
-- own stones or a bridge away from one (two hexagons apart, with both hexagons between empty),
-- next to the opponent's; the swap when red's first stone is central. Weights in game.yaml.

local W = rb.data.bots
local line = rb.state_methods().line
local HEX_AXES = rb.axes{{"e", "w"}, {"n", "s"}, {"se", "nw"}}
local STONE_OF = {rb.filter{has = {owner = 1}}, rb.filter{has = {owner = 2}}}

-- The two-step offsets of a bridge and the two hexagons between: {column, row} steps.
local BRIDGE_STEPS = {
  {{1, 1}, {1, 0}, {0, 1}}, {{-1, -1}, {-1, 0}, {0, -1}}, {{2, -1}, {1, 0}, {1, -1}},
  {{-2, 1}, {-1, 0}, {-1, 1}}, {{1, -2}, {0, -1}, {1, -1}}, {{-1, 2}, {0, 1}, {-1, 1}},
}
local function at(c, r) return AT[c] and AT[c][r] end
local BRIDGES = {}  -- BRIDGES[sp]: {far end, between, between} for each bridge on the board
for _, sp in ipairs(SPACES) do
  BRIDGES[sp] = {}
  for _, b in ipairs(BRIDGE_STEPS) do
    local c, r = COLUMN[sp], ROW[sp]
    local far, x, y = at(c + b[1][1], r + b[1][2]), at(c + b[2][1], r + b[2][2]), at(c + b[3][1], r + b[3][2])
    if far then table.insert(BRIDGES[sp], {far, x, y}) end
  end
end

-- 1 at the centre, 0 at the acute corners (hexagonal distance: neighbours differ by (1, -1)).
local CENTRE, MIDDLE = {}, (SIZE + 1) / 2
for _, sp in ipairs(SPACES) do
  local dc, dr = COLUMN[sp] - MIDDLE, ROW[sp] - MIDDLE
  CENTRE[sp] = 1 - (math.abs(dc) + math.abs(dr) + math.abs(dc + dr)) / 2 / (SIZE - 1)
end

-- Stones q still needs to join its edges: the fewest empty hexagons on a chain from one of
-- q's edges to the other over q's stones (counting 0) and empty hexagons (1), the opponent's
-- a wall (s:join_cost, a breadth-first search in the runtime); none left: the opponent has
-- joined their edges.
local HEX = rb.directions(HEX_DIRECTIONS)
local EMPTY = rb.filter{empty = true}
local FIRST_SIDE = {rb.filter{attrs = {y = 1}}, rb.filter{attrs = {x = 1}}}
local LAST_SIDE = {rb.filter{attrs = {y = SIZE}}, rb.filter{attrs = {x = SIZE}}}
local join_cost = rb.state_methods().join_cost
local function distance(s, q)
  return join_cost(s, FIRST_SIDE[q], LAST_SIDE[q], HEX, STONE_OF[q], EMPTY) or math.huge
end

function evaluate(s, p)
  local need = {distance(s, 1), distance(s, 2)}
  local mover = s:turn()
  if mover and need[mover] <= 1 then return mover == p and W.sure or 1 - W.sure end
  local edge = need[3 - p] - need[p]
  return 1 / (1 + math.exp(-edge / W.scale))
end

local function bridges_to_own(s, p, sp)
  for _, b in ipairs(BRIDGES[sp]) do
    local c = top(s, b[1])
    if c and OWNER[c] == p and not top(s, b[2]) and not top(s, b[3]) then return true end
  end
  return false
end

function prior(s, p, action, sp)
  if action == "swap" then return W.prior_swap * CENTRE[first_stone(s)] end
  local value = 1 + W.prior_centre * CENTRE[sp]
  if line(s, sp, HEX_AXES, STONE_OF[p]) > 1 then value = value + W.prior_own
  elseif bridges_to_own(s, p, sp) then value = value + W.prior_bridge end
  if line(s, sp, HEX_AXES, STONE_OF[3 - p]) > 1 then value = value + W.prior_block end
  return value
end
