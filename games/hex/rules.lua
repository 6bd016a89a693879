-- Hex: the rules over the State, in the order of the rulebook: the board, placing, the swap,
-- winning. game.yaml declares placing a stone; the connection and the swap are written here.
local rb = require "rulebook"

-- The board: a rhombus of hexagons on a square grid --------------------------------------------

local SIZE = rb.param("size")
local SPACES = rb.spaces()
local HEX_DIRECTIONS = {"e", "w", "n", "s", "se", "nw"}  -- the six neighbours of a hexagon
local NEIGHBOURS = {}  -- NEIGHBOURS[sp]: the hexagons next to sp
for _, sp in ipairs(SPACES) do
  NEIGHBOURS[sp] = {}
  for _, d in ipairs(HEX_DIRECTIONS) do
    local next_to = rb.step(sp, rb.relation(d))
    if next_to then table.insert(NEIGHBOURS[sp], next_to) end
  end
end
local COLUMN, ROW, AT = {}, {}, {}  -- sp -> column, row; AT[column][row] -> sp
for c = 1, SIZE do AT[c] = {} end
for _, sp in ipairs(SPACES) do
  COLUMN[sp], ROW[sp] = rb.attribute(sp, "x"), rb.attribute(sp, "y")
  AT[COLUMN[sp]][ROW[sp]] = sp
end

-- Red (player 1) joins rows 1 and SIZE, blue (player 2) columns a and the last.
local FIRST_EDGE, LAST_EDGE = {{}, {}}, {{}, {}}  -- FIRST_EDGE[p][sp]: sp lies on p's first edge
for _, sp in ipairs(SPACES) do
  FIRST_EDGE[1][sp], LAST_EDGE[1][sp] = ROW[sp] == 1, ROW[sp] == SIZE
  FIRST_EDGE[2][sp], LAST_EDGE[2][sp] = COLUMN[sp] == 1, COLUMN[sp] == SIZE
end

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

-- Stones q still needs to join its edges: a 0-1 breadth-first search over `owner` (the board
-- read once), entering q's stone costs 0, an empty hexagon 1, the opponent's is a wall.
local function distance(owner, q)
  local dist, queue, head, tail = {}, {}, 1, 0
  local function reach(sp, d)
    local o = owner[sp]
    if o == 3 - q then return end
    if o == 0 then d = d + 1 end
    if dist[sp] and dist[sp] <= d then return end
    dist[sp] = d
    if o == q then head = head - 1; queue[head] = sp else tail = tail + 1; queue[tail] = sp end
  end
  for _, sp in ipairs(SPACES) do
    if FIRST_EDGE[q][sp] then reach(sp, 0) end
  end
  while head <= tail do
    local sp = queue[head]
    head = head + 1
    if LAST_EDGE[q][sp] then return dist[sp] end
    for _, next_to in ipairs(NEIGHBOURS[sp]) do reach(next_to, dist[sp]) end
  end
  return math.huge  -- walled off: the opponent has joined their edges
end

function evaluate(s, p)
  local owner = {}
  for _, sp in ipairs(SPACES) do
    local c = top(s, sp)
    owner[sp] = c and OWNER[c] or 0
  end
  local need = {distance(owner, 1), distance(owner, 2)}
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
