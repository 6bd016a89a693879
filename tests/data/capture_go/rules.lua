-- Capture Go: the same rule twice, with the primitives and as a flood fill in Lua (`plain`).
local rb = require "rulebook"

local TARGET, PLAIN = rb.param("target"), rb.param("plain")
local ORTHO = rb.directions{"n", "e", "s", "w"}
local EMPTY = rb.filter{props = {stone = 0}}
local MINE = rb.filter{props = {stone = "self"}}
local THEIRS = rb.filter{props = {stone = "opponent"}}
local PLACE = rb.action("place")
local state = rb.state_methods()
local set_prop, prop, padd, pget, set_turn = state.set_prop, state.prop, state.padd, state.pget, state.set_turn
local flip_surrounded, liberties, any = state.flip_surrounded, state.liberties, state.any

-- With the primitives: the opponent's groups next to `at` left without a liberty go, then
-- whether the mover's own group has none.
local function take(s, _, at)
  local taken = flip_surrounded(s, at, ORTHO, THEIRS, EMPTY, "stone", 0)
  return taken, liberties(s, at, ORTHO, MINE, EMPTY) == 0
end

-- Plainly: each point's neighbours, and a flood fill that stops at the first liberty.
local NEAR = {}
for _, sp in ipairs(rb.spaces()) do
  NEAR[sp] = {}
  for _, d in ipairs{"n", "e", "s", "w"} do NEAR[sp][#NEAR[sp] + 1] = rb.step(sp, rb.relation(d)) end
end

-- The group of q's stones holding sp, or nil when it has a liberty.
local function walled(s, sp, q)
  local group, seen, i = {sp}, {[sp] = true}, 1
  while group[i] do
    for _, n in ipairs(NEAR[group[i]]) do
      local v = prop(s, n, "stone")
      if v == 0 then return nil end
      if v == q and not seen[n] then seen[n], group[#group + 1] = true, n end
    end
    i = i + 1
  end
  return group
end

local function take_plainly(s, p, at)
  local groups = {}  -- found before any is taken, as the primitive does
  for _, n in ipairs(NEAR[at]) do
    if prop(s, n, "stone") == 3 - p then groups[#groups + 1] = walled(s, n, 3 - p) end
  end
  local taken = 0
  for _, group in ipairs(groups) do
    for _, g in ipairs(group) do
      if prop(s, g, "stone") ~= 0 then set_prop(s, g, "stone", 0) taken = taken + 1 end
    end
  end
  return taken, walled(s, at, p) ~= nil
end

function setup(s) s:set_turn(1) end

function moves(_, _, list) list:places(PLACE, EMPTY) end

function apply(s, p, _, at)
  set_prop(s, at, "stone", p)
  local taken, suicide = (PLAIN and take_plainly or take)(s, p, at)
  if taken > 0 then padd(s, p, "taken", taken) end
  if pget(s, p, "taken") >= TARGET then return s:win(p, "target reached") end
  if suicide then return s:win(3 - p, "suicide") end
  if not any(s, EMPTY) then return s:end_draw("full board") end
  set_turn(s, 3 - p)
end
