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

-- For the search agents (not in the rules) ------------------------------------------------
-- What a good position is: more pawns than the opponent, and pawns farther up the board (the
-- square of the rows made, so a runner counts most); the player to move with a pawn one step
-- from the far row wins, and one who cannot take the enemy pawn one step from theirs loses.
-- What a good move is: reaching the far row, a capture (the more advanced the pawn taken, the
-- better), a step forward; never onto a square an enemy pawn attacks and no pawn of ours
-- guards. Weights in game.yaml's data.bots.

local W = rb.data.bots  -- the weights (game.yaml)
local COL, ROW, AT = {}, {}, {}  -- square -> column, row; AT[column][row] -> square
for c = 1, WIDTH do
  AT[c] = {}
  for r = 1, HEIGHT do
    local sq = square(c, r)
    COL[sq], ROW[sq], AT[c][r] = c, r, sq
  end
end
local FORWARD = {1, -1}  -- the row step of each player's pawns
assert(LAST[1] < FIRST[2])  -- white ids come first
local function owner(c) return c and (c <= LAST[1] and 1 or 2) or 0 end
local function made(p, r) return p == 1 and r - 1 or HEIGHT - r end  -- rows made from home

-- Does a pawn of q stand diagonally behind (col, row), as q moves: attacking it for q?
local function attacked_by(s, q, col, row)
  local r = row - FORWARD[q]
  if r < 1 or r > HEIGHT then return false end
  for _, c in ipairs{col - 1, col + 1} do
    if c >= 1 and c <= WIDTH and owner(s:top(AT[c][r])) == q then return true end
  end
  return false
end

-- A pawn one step from the far row wins on its player's turn; on the opponent's turn too,
-- unless the opponent can take it (runner[q] counts those no enemy pawn attacks).
function evaluate(s, p)
  local value, near, runner = {0, 0}, {false, false}, {false, false}
  for q = 1, 2 do
    for c = FIRST[q], LAST[q] do
      local sq = s:space(c)
      if sq then
        local m = made(q, ROW[sq])
        value[q] = value[q] + W.pawn + W.advance * (m / (HEIGHT - 1)) ^ 2
        if m == HEIGHT - 2 then
          near[q] = true
          if not attacked_by(s, 3 - q, COL[sq], ROW[sq]) then runner[q] = true end
        end
      end
    end
  end
  local mover = s:turn()
  if mover and near[mover] then return mover == p and W.sure or 1 - W.sure end
  if mover and runner[3 - mover] then return mover == p and 1 - W.sure or W.sure end
  return 1 / (1 + math.exp(-(value[p] - value[3 - p]) / W.scale))
end

function prior(s, p, _, from, to)
  local made_to = made(p, ROW[to])
  if made_to == HEIGHT - 1 then return W.prior_win end
  local taken = s:top(to)
  local o = 3 - p
  local value = 1 + W.prior_advance * made_to / (HEIGHT - 1)
  if taken then value = value + W.prior_capture * (1 + made(o, ROW[to]) / (HEIGHT - 1)) end
  if attacked_by(s, o, COL[to], ROW[to]) then
    local guarded = false
    for _, c in ipairs{COL[to] - 1, COL[to] + 1} do
      local sq = AT[c] and AT[c][ROW[to] - FORWARD[p]]
      if sq and sq ~= from and owner(s:top(sq)) == p then guarded = true end
    end
    if not guarded then value = value * W.prior_en_prise end
  end
  return value
end
