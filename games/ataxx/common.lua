-- What both versions of the rules (rules.lua, rules_plain.lua) share: the start, the
-- invariant lint checks after every ply, and the search agents' evaluate and prior (weights
-- in game.yaml's data.bots).
local rb = require "rulebook"

local W = rb.data.bots
local SIZE = rb.param("size")
local SPACES = rb.spaces()
-- The enemy pieces next to a square: what a move there converts.
local NEXT_TO_THEIRS = rb.flank{dirs = {"n", "ne", "e", "se", "s", "sw", "w", "nw"},
                                run = rb.filter{props = {stone = "opponent"}}, max = 1}

local QUIET = rb.param("quiet_plies")
local M = {}
-- The State's methods settle calls every ply, kept in locals (no lookup on each call).
local state = rb.state_methods()
local get, pget, set_turn = state.get, state.pget, state.set_turn

-- Most pieces win (s:win and s:end_draw make no table, where s:end_ranked would take two).
local function finish(s, reason)
  local black, white = s:pget(1, "pieces"), s:pget(2, "pieces")
  if black == white then s:end_draw(reason) else s:win(black > white and 1 or 2, reason) end
end

local function quiet_too_long(s) return QUIET > 0 and get(s, "quiet") >= QUIET end

-- A pass: the other player moves, unless it was one ply too many without a clone.
function M.pass(s, p)
  s:add("quiet", 1)
  if quiet_too_long(s) then s:end_draw("fifty moves without a clone") else s:set_turn(3 - p) end
end

-- After p's clone or jump: the end of the game, or the other player's turn (who passes when
-- only p can move). can_move(s, player, p) says whether a player has a clone or a jump. The
-- usual answer (q can move) costs two calls; the reason for an end is sought only then.
function M.settle(s, p, can_move)
  local q = 3 - p
  if quiet_too_long(s) then
    s:end_draw("fifty moves without a clone")
  elseif can_move(s, q, p) then
    set_turn(s, q)
  elseif pget(s, q, "pieces") == 0 then
    finish(s, "no pieces left")
  elseif can_move(s, p, p) then
    set_turn(s, q)
  else
    finish(s, s:pget(1, "pieces") + s:pget(2, "pieces") == #SPACES and "the board is full" or "neither player can move")
  end
end

-- Black on the top left and bottom right corners, white on the other two; black first.
local LAST = string.char(96 + SIZE)
local START = {{rb.space("a" .. SIZE), 1}, {rb.space(LAST .. "1"), 1}, {rb.space("a1"), 2}, {rb.space(LAST .. SIZE), 2}}
function M.setup(s)
  for _, start in ipairs(START) do s:set_prop(start[1], "stone", start[2]) end
  s:pset(1, "pieces", 2)
  s:pset(2, "pieces", 2)
  s:set_turn(1)
end

function M.invariant(s)
  local count = {0, 0}
  for _, sq in ipairs(SPACES) do
    local d = s:prop(sq, "stone")
    if d > 0 then count[d] = count[d] + 1 end
  end
  for p = 1, 2 do
    if count[p] ~= s:pget(p, "pieces") then return "player " .. p .. " has " .. count[p] .. " pieces but counts " .. s:pget(p, "pieces") end
  end
end

-- The piece difference: its logistic over `scale`; a finished game its result.
function M.evaluate(s, p)
  local mine, theirs = s:pget(p, "pieces"), s:pget(3 - p, "pieces")
  if s:over() then return mine > theirs and 1 or mine < theirs and 0 or 0.5 end
  return 1 / (1 + math.exp((theirs - mine) / W.scale))
end

-- A move is likelier the more enemy pieces it converts; a clone (one piece more) before a jump.
function M.prior(s, _, action, a, b)
  if action == "pass" then return 1 end
  local turned = s:flanked(action == "jump" and b or a, NEXT_TO_THEIRS)
  return 1 + W.prior_per_piece * turned + (action == "clone" and W.prior_clone or 0)
end

return M
