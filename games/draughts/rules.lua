-- English draughts. A piece is two space properties: stone (0 empty, else its owner) and
-- king. Each jump is one move; a piece that can jump again moves again (global `jumper`).
local rb = require "rulebook"

local MOVE = rb.action("move")
local ROWS, W = rb.data.rows_of_men, rb.data.bots
local QUIET, GIVEAWAY = rb.param("quiet_plies"), rb.param("giveaway")
local EMPTY, THEIRS = rb.filter{props = {stone = 0}}, rb.filter{props = {stone = "opponent"}}
local MEN = rb.filter{props = {stone = "self", king = 0}}
local KINGS = rb.filter{props = {stone = "self", king = 1}}
local THEIR_MEN = rb.filter{props = {stone = "opponent", king = 0}}
local THEIR_KINGS = rb.filter{props = {stone = "opponent", king = 1}}
local NORTH, SOUTH = rb.relation("n"), rb.relation("s")
local AHEAD = {NORTH, SOUTH}                            -- a man of p is crowned where this leads off
local FORWARD = {rb.directions{"ne", "nw"}, rb.directions{"se", "sw"}}
local ALL = rb.directions{"ne", "nw", "se", "sw"}
-- "can jump from here": one enemy piece next to it, then an empty square
local JUMP_ON = {rb.flank{dirs = FORWARD[1], run = THEIRS, close = EMPTY, max = 1},
                 rb.flank{dirs = FORWARD[2], run = THEIRS, close = EMPTY, max = 1}}
local KING_JUMP_ON = rb.flank{dirs = ALL, run = THEIRS, close = EMPTY, max = 1}

-- The square jumped over between two squares two diagonal steps apart.
local MIDDLE = {}
for _, sq in ipairs(rb.spaces()) do
  MIDDLE[sq] = {}
  for _, d in ipairs{"ne", "nw", "se", "sw"} do
    local mid = rb.step(sq, rb.relation(d))
    local to = mid and rb.step(mid, rb.relation(d))
    if to then MIDDLE[sq][to] = mid end
  end
end

function setup(s)
  for _, sq in ipairs(rb.spaces()) do
    local x, y = rb.attribute(sq, "x"), rb.attribute(sq, "y")
    if (x + y) % 2 == 0 and y <= ROWS then s:set_prop(sq, "stone", 1) end
    if (x + y) % 2 == 0 and y > 8 - ROWS then s:set_prop(sq, "stone", 2) end
  end
  s:set_turn(1)
end

-- The State's methods each ply calls, kept in locals (no lookup on each call).
local state = rb.state_methods()
local get, set, prop, set_prop, has_moves, set_turn = state.get, state.set, state.prop, state.set_prop, state.has_moves, state.set_turn
local move_props = state.move_props
local flanked, step = state.flanked, rb.step

function moves(s, p, list)
  local jumper = get(s, "jumper")
  if jumper ~= 0 then   -- the rest of a multi-jump
    local dirs = prop(s, jumper, "king") == 1 and ALL or FORWARD[p]
    list:rays(MOVE, jumper, dirs, 2, 2, THEIRS, EMPTY)
    return
  end
  local jumps = list:slides_from(MOVE, MEN, FORWARD[p], 2, 2, THEIRS, EMPTY)
              + list:slides_from(MOVE, KINGS, ALL, 2, 2, THEIRS, EMPTY)
  if jumps == 0 then    -- captures are compulsory
    list:slides_from(MOVE, MEN, FORWARD[p], 1, 1, nil, EMPTY)
    list:slides_from(MOVE, KINGS, ALL, 1, 1, nil, EMPTY)
  end
end

-- After p's move, when the turn passes: a player left without a move loses (wins in the
-- giveaway game); else the quiet rule may draw.
local function pass_turn(s, p, quiet)
  local q = 3 - p
  if not has_moves(s, q) then return s:win(GIVEAWAY and q or p, "no move left") end
  if QUIET > 0 and quiet >= QUIET then return s:end_draw("forty moves without a capture or a man's move") end
  set_turn(s, q)
end

function apply(s, p, _, from, to)
  local king = prop(s, from, "king")
  move_props(s, from, to, "stone", "king")
  local crowned = king == 0 and step(to, AHEAD[p]) == nil
  if crowned then set_prop(s, to, "king", 1) end
  local mid = MIDDLE[from][to]
  if not mid then       -- a step: only a king's keeps the game quiet
    local quiet = king == 1 and get(s, "quiet") + 1 or 0
    set(s, "quiet", quiet)
    return pass_turn(s, p, quiet)
  end
  set(s, "quiet", 0)
  set_prop(s, mid, "stone", 0)
  set_prop(s, mid, "king", 0)
  if not crowned and flanked(s, to, king == 1 and KING_JUMP_ON or JUMP_ON[p]) > 0 then
    set(s, "jumper", to)
    return set_turn(s, p)
  end
  set(s, "jumper", 0)
  pass_turn(s, p, 0)
end

-- For the search agents: material (a king worth data.bots.king men) through a logistic over
-- `scale` (a finished game is scored by its result, not here).
function evaluate(s)
  local diff = s:tally(MEN) - s:tally(THEIR_MEN) + W.king * (s:tally(KINGS) - s:tally(THEIR_KINGS))
  return 1 / (1 + math.exp(-diff / W.scale))
end

-- A jump, and a man's move that crowns it, before the others.
function prior(s, p, _, from, to)
  local crowns = s:prop(from, "king") == 0 and rb.step(to, AHEAD[p]) == nil
  return 1 + (MIDDLE[from][to] and W.prior_jump or 0) + (crowns and W.prior_crown or 0)
end
