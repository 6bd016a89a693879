-- Gomoku: the rules over the State. game.yaml declares the whole turn (a stone onto an empty
-- point, five in a row, or exactly five with `exact`, a full board); only the start is here.
local rb = require "rulebook"

local LINE = rb.param("line")
local EXACT = rb.param("exact")

-- Black (player 1) starts ---------------------------------------------------------------------

function setup(s)
  s:set_turn(1)
end

-- For the bots' prior below: whether a stone makes a line of exactly `line`, each axis on its
-- own, so that a six on one axis cannot hide a five on another.
local AXES = {
  rb.axes{{"e", "w"}}, rb.axes{{"n", "s"}}, rb.axes{{"ne", "sw"}}, rb.axes{{"nw", "se"}},
}
local STONE_OF = {rb.filter{has = {owner = 1}}, rb.filter{has = {owner = 2}}}

local function makes_exact_line(s, p, point)
  for _, axis in ipairs(AXES) do
    if s:line(point, axis, STONE_OF[p]) == LINE then return true end
  end
  return false
end

-- Why a move is not legal, for `rulebook why`.
function explain(s, _, _, point)
  if s:count(point) > 0 then return rb.space_name(point) .. " is taken" end
end

-- For the search agents (not in the rules) ------------------------------------------------------
-- stdlib's rulebook.lines scans every window of five on the board, 572 on 15 x 15: it made a search
-- iteration about ten times slower (README, "Bots"). These hooks look at the runs of stones instead.
-- What a good position is: runs of one's stones with an open end, worth more the longer; the player
-- to move with a four (a line one stone short, gaps of one included) wins, and one facing an open
-- four or two fours loses. What a good move is: a win, a block, else one next to the stones that
-- lengthens one's own run or cuts the opponent's, nearer the centre. Weights in game.yaml's data.bots.

local W = rb.data.bots
local top = rb.state_methods().top
local line = rb.state_methods().line
local SPACES = rb.spaces()
local OWNER = {}  -- component -> player
for _, c in ipairs(rb.components{kind = "stone"}) do OWNER[c] = rb.owner(c) end
local ALL_AXES = rb.axes{{"e", "w"}, {"n", "s"}, {"ne", "sw"}, {"nw", "se"}}
local OCCUPIED = rb.filter{empty = false}
local VALUE = {}  -- VALUE[k]: a run of k stones with one open end
for k = 1, LINE do VALUE[k] = W.line_growth ^ (k - 1) end

-- AHEAD[i][sp], BEHIND[i][sp]: the next point along axis i each way (false off the board).
local AHEAD, BEHIND = {}, {}
for i, pair in ipairs{{"e", "w"}, {"n", "s"}, {"ne", "sw"}, {"nw", "se"}} do
  AHEAD[i], BEHIND[i] = {}, {}
  for _, sp in ipairs(SPACES) do
    AHEAD[i][sp] = rb.step(sp, rb.relation(pair[1])) or false
    BEHIND[i][sp] = rb.step(sp, rb.relation(pair[2])) or false
  end
end
local CENTRE = {}  -- 1 at the centre, 0 at a corner
local HALF = (rb.param("size") - 1) / 2
for _, sp in ipairs(SPACES) do
  local x, y = rb.attribute(sp, "x") - 1, rb.attribute(sp, "y") - 1
  CENTRE[sp] = HALF > 0 and 1 - (math.abs(x - HALF) + math.abs(y - HALF)) / (2 * HALF) or 1
end

-- A four: a line one stone short of `line` (exactly, with `exact`), whose last point is empty.
local function is_four(k)
  if EXACT then return k == LINE - 1 end
  return k >= LINE - 1
end

-- The run of q's stones starting at sp along axis i: its length, its open ends, and whether
-- one stone in the empty point after it would make a line with the run beyond (k + gap + k2).
local function run(board, q, i, sp)
  local ahead, behind = AHEAD[i], BEHIND[i]
  local k, at = 1, ahead[sp]
  while at and board[at] == q do k, at = k + 1, ahead[at] end
  local before = behind[sp]
  local open = (at and board[at] == 0 and 1 or 0) + (before and board[before] == 0 and 1 or 0)
  local k2, beyond = 0, at and board[at] == 0 and ahead[at]
  while beyond and board[beyond] == q do k2, beyond = k2 + 1, ahead[beyond] end
  return k, open, k2 > 0 and is_four(k + k2)
end

-- Each player's runs: value, fours (threats to complete next move) and open fours.
local function survey(s)
  local board = {}
  for _, sp in ipairs(SPACES) do
    local c = top(s, sp)
    board[sp] = c and OWNER[c] or 0
  end
  local value, fours, open_fours = {0, 0}, {0, 0}, {0, 0}
  for _, sp in ipairs(SPACES) do
    local q = board[sp]
    if q ~= 0 then
      for i = 1, 4 do
        local before = BEHIND[i][sp]
        if not before or board[before] ~= q then  -- a run starts here
          local k, open, split_four = run(board, q, i, sp)
          if k < LINE and open > 0 then
            value[q] = value[q] + VALUE[k] * open
            if is_four(k) then
              fours[q] = fours[q] + 1
              if open == 2 then open_fours[q] = open_fours[q] + 1 end
            end
          end
          if split_four then fours[q] = fours[q] + 1 end
        end
      end
    end
  end
  return value, fours, open_fours
end

function evaluate(s, p)
  local value, fours, open_fours = survey(s)
  local mover = s:turn()
  if mover then
    local other = 3 - mover
    if fours[mover] > 0 then return mover == p and W.sure or 1 - W.sure end
    if open_fours[other] > 0 or fours[other] > 1 then return mover == p and 1 - W.sure or W.sure end
  end
  return 1 / (1 + math.exp(-(value[p] - value[3 - p]) / W.scale))
end

-- Three calls of s:line per move: the run a stone here makes, the run it cuts, a neighbour.
function prior(s, p, _, sp)
  local mine = line(s, sp, ALL_AXES, STONE_OF[p])
  if EXACT and makes_exact_line(s, p, sp) or not EXACT and mine >= LINE then return W.prior_win end
  local theirs = line(s, sp, ALL_AXES, STONE_OF[3 - p])
  if theirs >= LINE then return W.prior_block end
  local centre = 1 + W.prior_centre * CENTRE[sp]
  if line(s, sp, ALL_AXES, OCCUPIED) == 1 then return W.prior_alone * centre end
  local shape = VALUE[math.min(mine, LINE)] + W.block_share * VALUE[math.min(theirs, LINE)]
  return centre * (1 + shape / W.prior_shape)
end
