-- Breakthrough: the rules over the State, in the order of the rulebook:
-- equipment, set up, moving and capturing, winning.
local rb = require "rulebook"

-- Equipment -----------------------------------------------------------------------------

local WIDTH, HEIGHT = rb.param("width"), rb.param("height")
local PAWNS = 2 * WIDTH  -- each

local function square(column, row) return rb.space(string.char(96 + column) .. row) end
local START = {{}, {}}  -- START[p]: the squares of p's pawns
for c = 1, WIDTH do
  START[1][c], START[1][WIDTH + c] = square(c, 1), square(c, 2)
  START[2][c], START[2][WIDTH + c] = square(c, HEIGHT), square(c, HEIGHT - 1)
end

-- Each player's pawns in play are consecutive component ids FIRST[p]..LAST[p].
local FIRST, LAST = {}, {}
for p, colour in ipairs{"white", "black"} do
  local pawns = rb.components{set = "pawn", owner = p}
  FIRST[p], LAST[p] = pawns[1], pawns[PAWNS]
  assert(rb.name(FIRST[p]) == colour .. "_1" and LAST[p] - FIRST[p] == PAWNS - 1)
end

-- Set up: two rows of pawns each; white starts --------------------------------------------------

function setup(s)
  for p = 1, 2 do
    for i = 1, PAWNS do s:put(FIRST[p] + i - 1, START[p][i]) end
  end
  s:set_turn(1)
end

-- Moving, capturing and winning are declared in game.yaml: a pawn steps one square forward,
-- straight onto an empty square or diagonally onto an empty or enemy square (capturing the
-- pawn there into the mover's `captured` zone); reaching the far row or taking every enemy
-- pawn wins. The runtime lists and applies these moves itself.
