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

-- The stone goes back to red's supply; blue's goes on its mirror image, so blue's position is
-- red's turned to blue's edges, and red moves again.
local function swap(s)
  local sp = first_stone(s)
  s:remove(s:top(sp))
  s:put(next_stone(s, 2), AT[ROW[sp]][COLUMN[sp]])
  s:set_turn(1)
end

-- Winning: a chain of one's stones from one of one's edges to the other -----------------------------

-- Flood fill from the stone just placed over the same player's stones: does it reach both edges?
local top = rb.state_methods().top  -- the busiest call, kept in a local
local function connects(s, p, start)
  local seen, stack, n = {[start] = true}, {start}, 1
  local first, last = false, false
  while n > 0 do
    local sp = stack[n]
    n = n - 1
    first, last = first or FIRST_EDGE[p][sp], last or LAST_EDGE[p][sp]
    if first and last then return true end
    for _, next_to in ipairs(NEIGHBOURS[sp]) do
      local c = not seen[next_to] and top(s, next_to)
      if c and OWNER[c] == p then
        seen[next_to] = true
        n = n + 1
        stack[n] = next_to
      end
    end
  end
  return false
end

function apply(s, p, action, at)
  if action == "swap" then return swap(s) end
  -- A chain from edge to edge holds SIZE stones at least; p has laid at most (ply + 2) / 2.
  if (s:ply() + 2) // 2 >= SIZE and connects(s, p, at) then return s:win(p, "connected") end
  s:set_turn(s:next_player(p))
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
