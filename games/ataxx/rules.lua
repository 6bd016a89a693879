-- Ataxx: a piece clones to a neighbouring empty square or jumps two squares away, and the
-- enemy pieces around the square it lands on become the mover's. Written with the board
-- primitives (stdlib/README.md): no loop over squares in Lua. rules_plain.lua is the same
-- game square by square (variants/plain.yaml).
local rb = require "rulebook"
local common = require "common"

local KING = {"n", "ne", "e", "se", "s", "sw", "w", "nw"}
-- game.yaml's steps: the 5x5 ring, in the order of the squares (from below, left to right)
local RING = {"sw2", "ssw", "s2", "sse", "se2", "wsw", "ese", "w2", "e2", "wnw", "ene", "nw2", "nnw", "n2", "nne", "ne2"}
local REACH = {table.unpack(KING)}
for _, r in ipairs(RING) do REACH[#REACH + 1] = r end

local EMPTY = rb.filter{props = {stone = 0}}
local MINE = rb.filter{props = {stone = "self"}}
local THEIRS = rb.filter{props = {stone = "opponent"}}
-- A flank without `close`: the neighbour itself, when it passes `run`.
local NEXT_TO_THEIRS = rb.flank{dirs = KING, run = THEIRS, max = 1}
local CLONE_TO = rb.filter{props = {stone = 0}, flanks = rb.flank{dirs = KING, run = MINE, max = 1}}
local JUMPS = rb.directions(RING)
-- Empty squares the mover, or the other player, can reach by a clone or a jump.
local MINE_REACH = rb.filter{props = {stone = 0}, flanks = rb.flank{dirs = REACH, run = MINE, max = 1}}
local THEIR_REACH = rb.filter{props = {stone = 0}, flanks = rb.flank{dirs = REACH, run = THEIRS, max = 1}}
local CLONE, JUMP, PASS = rb.action("clone"), rb.action("jump"), rb.action("pass")

function moves(_, _, list)
  if list:places(CLONE, CLONE_TO) + list:slides_from(JUMP, MINE, JUMPS, 1, 1, nil, EMPTY) == 0 then list:add(PASS) end
end

local state = rb.state_methods()
local set_prop, padd, flip, add, set, any = state.set_prop, state.padd, state.flip, state.add, state.set, state.any

local function can_move(s, who, p)
  return any(s, who == p and MINE_REACH or THEIR_REACH)
end

function apply(s, p, action, a, b)
  if action == "pass" then return common.pass(s, p) end
  local to, grown = a, 1                          -- a clone adds a piece
  if action == "jump" then
    set_prop(s, a, "stone", 0)
    to, grown = b, 0
    add(s, "quiet", 1)
  else
    set(s, "quiet", 0)
  end
  set_prop(s, to, "stone", p)
  local turned = flip(s, to, NEXT_TO_THEIRS, "stone", p)
  padd(s, p, "pieces", turned + grown)
  if turned > 0 then padd(s, 3 - p, "pieces", -turned) end
  common.settle(s, p, can_move)
end

setup, invariant, evaluate, prior = common.setup, common.invariant, common.evaluate, common.prior
