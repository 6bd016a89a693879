-- Tic-tac-toe: the rules over the State, in the order of the rulebook:
-- equipment, the turn, three in a row, a full board.
local rb = require "rulebook"

-- Equipment -----------------------------------------------------------------------------

local MISERE = rb.param("misere")
local MARK = rb.action("mark")
local CENTRE = rb.space("b2")
-- One step from the centre in the eight directions reaches every other square.
local AROUND = rb.directions{"n", "ne", "e", "se", "s", "sw", "w", "nw"}
local EMPTY = rb.filter{empty = true}

local MARK_AT = {}  -- ply (from 0) -> the mark laid then: x_1, o_1, x_2, o_2 ...
for p, set in ipairs{"x", "o"} do
  for i, c in ipairs(rb.components{set = set}) do MARK_AT[2 * (i - 1) + p - 1] = c end
end

-- A player's marks are kept as bits too (square id k is bit k - 1), so that
-- WIN[marks] answers "do these marks hold a line?" with one lookup.
local function bit(name) return 1 << (rb.space(name) - 1) end
local LINES = {}
for _, line in ipairs{{"a1", "b1", "c1"}, {"a2", "b2", "c2"}, {"a3", "b3", "c3"},  -- rows
                      {"a1", "a2", "a3"}, {"b1", "b2", "b3"}, {"c1", "c2", "c3"},  -- columns
                      {"a1", "b2", "c3"}, {"a3", "b2", "c1"}} do                   -- diagonals
  LINES[#LINES + 1] = bit(line[1]) | bit(line[2]) | bit(line[3])
end
local WIN = {}
for marks = 0, 511 do
  WIN[marks] = false
  for _, line in ipairs(LINES) do
    if marks & line == line then WIN[marks] = true end
  end
end

-- Player 1 (x) starts ---------------------------------------------------------------------

function setup(s)
  s:set_turn(1)
end

-- The turn: mark any empty square ----------------------------------------------------------

function moves(s, _, list)
  if s:count(CENTRE) == 0 then list:add(MARK, CENTRE) end
  list:rays(MARK, CENTRE, AROUND, 1, 1, nil, EMPTY)
end

-- Three in a row wins (loses, misere); the ninth mark fills the board: a draw.
function apply(s, p, _, square)
  local ply = s:ply()
  s:put(MARK_AT[ply], square)
  local marks = s:pget(p, "marks") | 1 << (square - 1)
  s:pset(p, "marks", marks)
  if WIN[marks] then
    s:win(MISERE and 3 - p or p, "three in a row")
  elseif ply == 8 then
    s:end_ranked({{0}, {0}}, "full board")  -- a draw (s:draw() is shadowed by the chance draw for now)
  else
    s:set_turn(3 - p)
  end
end
