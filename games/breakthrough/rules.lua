-- Breakthrough: the rules over the State, in the order of the rulebook:
-- equipment, set up, moving and capturing, winning.
local rb = require "rulebook"

-- Equipment -----------------------------------------------------------------------------

local WIDTH, HEIGHT = rb.param("width"), rb.param("height")
local PAWNS = 2 * WIDTH  -- each

local function square(column, row) return rb.space(string.char(96 + column) .. row) end
local START, GOAL = {{}, {}}, {{}, {}}  -- START[p]: squares of p's pawns; GOAL[p][sq]: p wins there
for c = 1, WIDTH do
  START[1][c], START[1][WIDTH + c] = square(c, 1), square(c, 2)
  START[2][c], START[2][WIDTH + c] = square(c, HEIGHT), square(c, HEIGHT - 1)
  GOAL[1][square(c, HEIGHT)], GOAL[2][square(c, 1)] = true, true
end

-- Each player's pawns in play are consecutive component ids FIRST[p]..LAST[p].
local FIRST, LAST, CAPTURED = {}, {}, {}
for p, colour in ipairs{"white", "black"} do
  local pawns = rb.components{set = "pawn", owner = p}
  FIRST[p], LAST[p] = pawns[1], pawns[PAWNS]
  assert(rb.name(FIRST[p]) == colour .. "_1" and LAST[p] - FIRST[p] == PAWNS - 1)
  CAPTURED[p] = rb.zone("captured", p)
end

-- Set up: two rows of pawns each; white starts --------------------------------------------------

function setup(s)
  for p = 1, 2 do
    for i = 1, PAWNS do s:put(FIRST[p] + i - 1, START[p][i]) end
  end
  s:set_turn(1)
end

-- Moving: one square forward to an empty square, or diagonally forward to a square
-- that is empty or holds an enemy pawn, capturing it. game.yaml declares these as the
-- move action's patterns, so the runtime lists the moves and there is no moves() here.

-- Winning: reach the far row, or capture every enemy pawn -------------------------------------

function apply(s, p, _, from, to)
  local victim = s:top(to)
  if victim then s:put(victim, CAPTURED[p]) end
  s:put(s:top(from), to)
  if GOAL[p][to] then
    s:win(p, "a pawn reached the far row")
  elseif victim and s:count(CAPTURED[p]) == PAWNS then
    s:win(p, "every enemy pawn taken")
  else
    s:set_turn(3 - p)
  end
end
