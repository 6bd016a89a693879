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
local UP, DOWN, EAST, WEST = steps("n"), steps("s"), steps("e"), steps("w")
local NE, SW, NW, SE = steps("ne"), steps("sw"), steps("nw"), steps("se")

-- Discs are dropped in order: red_1, yellow_1, red_2 ...
local DISC_AT, OWNER = {}, {}  -- ply (from 0) -> the disc dropped then; disc -> player
for p, colour in ipairs{"red", "yellow"} do
  for i, disc in ipairs(rb.components{set = colour}) do
    DISC_AT[2 * (i - 1) + p - 1] = disc
    OWNER[disc] = p
  end
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

-- p's discs in a row from sq (not counted) along one direction.
local function run(s, p, sq, step)
  local top, n = s.top, 0
  sq = step[sq]
  while sq and OWNER[top(s, sq)] == p do
    n = n + 1
    sq = step[sq]
  end
  return n
end

-- Four in a row: CONNECT discs in a line through the new disc (none lies above it).
local function connects(s, p, sq)
  return 1 + run(s, p, sq, EAST) + run(s, p, sq, WEST) >= CONNECT
      or 1 + run(s, p, sq, DOWN) >= CONNECT
      or 1 + run(s, p, sq, NE) + run(s, p, sq, SW) >= CONNECT
      or 1 + run(s, p, sq, NW) + run(s, p, sq, SE) >= CONNECT
end

-- The last disc fills the grid: a draw unless it connected.
function apply(s, p, _, column)
  local ply = s:ply()
  local sq = landing(s, column)
  s:put(DISC_AT[ply], sq)
  if sq == TOP[column] then s:set("full", s:get("full") | 1 << column) end
  if connects(s, p, sq) then
    s:win(p)
  elseif ply + 1 == CELLS then
    s:end_ranked{{0}, {0}}  -- a draw (s:draw() is shadowed by the chance draw for now)
  else
    s:set_turn(3 - p)
  end
end
