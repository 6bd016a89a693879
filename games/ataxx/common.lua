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

local function finish(s, reason)
  s:end_ranked({{s:pget(1, "pieces")}, {s:pget(2, "pieces")}}, reason)
end

local function quiet_too_long(s) return QUIET > 0 and s:get("quiet") >= QUIET end

-- A pass: the other player moves, unless it was one ply too many without a clone.
function M.pass(s, p)
  s:add("quiet", 1)
  if quiet_too_long(s) then s:end_draw("fifty moves without a clone") else s:set_turn(3 - p) end
end

-- After p's clone or jump: the end of the game, or the other player's turn (who passes when
-- only p can move). can_move(s, player, p) says whether a player has a clone or a jump.
function M.settle(s, p, can_move)
  local q = 3 - p
  if s:pget(q, "pieces") == 0 then
    finish(s, "no pieces left")
  elseif s:pget(1, "pieces") + s:pget(2, "pieces") == #SPACES then
    finish(s, "the board is full")
  elseif quiet_too_long(s) then
    s:end_draw("fifty moves without a clone")
  elseif can_move(s, q, p) or can_move(s, p, p) then
    s:set_turn(q)
  else
    finish(s, "neither player can move")
  end
end

-- Black on the top left and bottom right corners, white on the other two; black first.
function M.setup(s)
  local last = string.char(96 + SIZE)
  for _, start in ipairs{{"a" .. SIZE, 1}, {last .. "1", 1}, {"a1", 2}, {last .. SIZE, 2}} do
    s:set_prop(rb.space(start[1]), "stone", start[2])
  end
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
