-- Connect Four: the rules over the State, in the order of the rulebook:
-- equipment, the turn (drop a disc), four in a row, a full grid.
local rb = require "rulebook"

-- Equipment -----------------------------------------------------------------------------

local COLUMNS, ROWS, CONNECT = rb.param("columns"), rb.param("rows"), rb.param("connect")
local CELLS = COLUMNS * ROWS
local DROP = rb.action("drop")

local function square(column, row) return rb.space(string.char(96 + column) .. row) end
local BOTTOM, TOP = {}, {}  -- column -> its bottom and top square
for c = 1, COLUMNS do BOTTOM[c], TOP[c] = square(c, 1), square(c, ROWS) end

-- A relation as a table: STEP[sq] is the next square that way, nil off the grid.
local function steps(name)
  local rel, t = rb.relation(name), {}
  for _, sq in ipairs(rb.spaces()) do t[sq] = rb.step(sq, rel) end
  return t
end
local UP = steps("n")

-- Discs are dropped in order: red_1, yellow_1, red_2 ...
local DISC_AT = {}  -- ply (from 0) -> the disc dropped then
for p, colour in ipairs{"red", "yellow"} do
  for i, disc in ipairs(rb.components{set = colour}) do DISC_AT[2 * (i - 1) + p - 1] = disc end
end

-- Player 1 (red) starts ---------------------------------------------------------------------

function setup(s)
  s:set_turn(1)
end

-- The turn: drop a disc into any column that is not full --------------------------------------

function moves(s, _, list)
  local full, add = s:get("full"), list.add
  for c = 1, COLUMNS do
    if full & (1 << c) == 0 then add(list, DROP, c) end
  end
end

-- The disc falls to the lowest empty square of its column.
local function landing(s, column)
  local sq, count = BOTTOM[column], s.count
  while count(s, sq) > 0 do sq = UP[sq] end
  return sq
end

-- Four in a row: CONNECT discs of the mover's in a line through the new disc.
local AXES = rb.axes{{"e", "w"}, {"n", "s"}, {"ne", "sw"}, {"nw", "se"}}
local MINE = rb.filter{has = {owner = "self"}}

local function connects(s, sq)
  return s:line(sq, AXES, MINE) >= CONNECT
end

-- The last disc fills the grid: a draw unless it connected.
function apply(s, p, _, column)
  local ply = s:ply()
  local sq = landing(s, column)
  s:put(DISC_AT[ply], sq)
  if sq == TOP[column] then s:set("full", s:get("full") | 1 << column) end
  if connects(s, sq) then
    s:win(p, "four in a row")
  elseif ply + 1 == CELLS then
    s:end_draw("full board")
  else
    s:set_turn(3 - p)
  end
end
