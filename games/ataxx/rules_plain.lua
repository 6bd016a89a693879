-- Ataxx written plainly, square by square, as a designer first would: the version the guide
-- times before the board primitives (games/README.md, "Making rules fast"); rules.lua is
-- the one played. `rulebook bench games/ataxx/variants/plain.yaml` times it.
local rb = require "rulebook"
local common = require "common"

local SIZE = rb.param("size")
local SPACES = rb.spaces()
local CLONE, JUMP, PASS = rb.action("clone"), rb.action("jump"), rb.action("pass")

-- The squares one step (NEAR) and two steps (RING, the 5x5 ring) from each square, row by
-- row from below; a gap (a hole in the board) is no square.
local AT = {}                   -- AT[x + SIZE * y]: the square at column x, row y
for _, sq in ipairs(SPACES) do AT[rb.attribute(sq, "x") + SIZE * rb.attribute(sq, "y")] = sq end
local NEAR, RING = {}, {}
for _, sq in ipairs(SPACES) do
  local x, y = rb.attribute(sq, "x"), rb.attribute(sq, "y")
  NEAR[sq], RING[sq] = {}, {}
  for dy = -2, 2 do
    for dx = -2, 2 do
      local d, tx, ty = math.max(math.abs(dx), math.abs(dy)), x + dx, y + dy
      local to = tx >= 1 and tx <= SIZE and AT[tx + SIZE * ty]
      if d > 0 and to then table.insert(d == 1 and NEAR[sq] or RING[sq], to) end
    end
  end
end

local function next_to(s, sq, p)
  for _, n in ipairs(NEAR[sq]) do
    if s:prop(n, "stone") == p then return true end
  end
  return false
end

-- Whether player p has a clone or a jump.
local function can_move(s, p)
  for _, sq in ipairs(SPACES) do
    if s:prop(sq, "stone") == 0 then
      if next_to(s, sq, p) then return true end
      for _, r in ipairs(RING[sq]) do
        if s:prop(r, "stone") == p then return true end
      end
    end
  end
  return false
end

function moves(s, p, list)
  for _, sq in ipairs(SPACES) do
    if s:prop(sq, "stone") == 0 and next_to(s, sq, p) then list:add(CLONE, sq) end
  end
  for _, sq in ipairs(SPACES) do
    if s:prop(sq, "stone") == p then
      for _, r in ipairs(RING[sq]) do
        if s:prop(r, "stone") == 0 then list:add(JUMP, sq, r) end
      end
    end
  end
  if list:count() == 0 then list:add(PASS) end
end

function apply(s, p, action, a, b)
  local q = 3 - p
  if action == "pass" then return common.pass(s, p) end
  local to = a
  if action == "jump" then
    s:set_prop(a, "stone", 0)
    to = b
    s:add("quiet", 1)
  else
    s:padd(p, "pieces", 1)
    s:set("quiet", 0)
  end
  s:set_prop(to, "stone", p)
  local turned = 0
  for _, n in ipairs(NEAR[to]) do
    if s:prop(n, "stone") == q then
      s:set_prop(n, "stone", p)
      turned = turned + 1
    end
  end
  s:padd(p, "pieces", turned)
  s:padd(q, "pieces", -turned)
  common.settle(s, p, can_move)
end

setup, invariant, evaluate, prior = common.setup, common.invariant, common.evaluate, common.prior
