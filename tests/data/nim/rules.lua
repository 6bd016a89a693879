-- Nim: take 1 to 3; taking the last counter wins. A pile that is a multiple of 4 is lost
-- for the player to move, which evaluate() and bot() both know.
local rb = require "rulebook"

function setup(s)
  s:set("pile", rb.param("pile"))
  s:set_turn(1)
end

function moves(s, _, list)
  -- list:move is prior_all's alone: not here, even when s:has_moves lists these moves from
  -- inside prior_all, nor after a prior_all that failed
  assert(not pcall(list.move, list, 1), "list:move answered in moves()")
  for n = 1, math.min(3, s:get("pile")) do list:add("take", n) end
end

function apply(s, p, _, n)
  s:add("pile", -n)
  if s:get("pile") == 0 then return s:win(p) end
  s:set_turn(s:next_player(p))
end

-- The player to move loses a pile that is a multiple of 4 (or the same told faintly, as a
-- heuristic's small differences are; or, to test that agents listen: an odd pile is good
-- for everyone).
local function judge(s, player, mood)
  if mood == "broken" then return 2 end
  if mood == "odd" then return s:get("pile") % 2 end
  local to_move_loses = s:get("pile") % 4 == 0
  local good = (s:turn() == player) ~= to_move_loses
  if mood == "faint" then return good and 0.505 or 0.495 end
  if mood == "wrong" then good = not good end
  return good and 1 or 0
end

if rb.param("evaluate") ~= "absent" then
  function evaluate(s, player) return judge(s, player, rb.param("evaluate")) end
end

-- Every player's value at once: the same judgement (or, to test the checks, one that
-- disagrees with evaluate's, or what no agent can use).
if rb.param("evaluate_all") ~= "absent" then
  function evaluate_all(s)
    local mood = rb.param("evaluate_all")
    if mood == "short" then return {judge(s, 1, "honest")} end
    if mood == "text" then return "good" end
    if mood == "broken" then return {judge(s, 1, "honest"), 2} end
    return {judge(s, 1, mood), judge(s, 2, mood)}
  end
end

-- The move that leaves a multiple of 4 is ten times as likely as another (or, to test
-- the checks: 0 for all, or what no agent can use).
local function wise(s, n) return (s:get("pile") - n) % 4 == 0 and 10 or 1 end

if rb.param("prior") ~= "absent" then
  function prior(s, _, _, n)
    local mood = rb.param("prior")
    if mood == "big" then return n end
    if mood == "zero" then return 0 end
    if mood == "nan" then return 0 / 0 end
    if mood == "negative" then return -1 end
    if mood == "text" then return "likely" end
    return wise(s, n)
  end
end

-- Every move's prior at once: the wise one (or, to test the checks, one that disagrees
-- with prior's, what no agent can use, or a misuse of the list).
if rb.param("prior_all") ~= "absent" then
  function prior_all(s, p, list)
    local mood = rb.param("prior_all")
    if mood == "nested" then assert(s:has_moves(3 - p)) end
    if mood == "text" then return "likely" end
    if mood == "add" then list:add("take", 1) end
    if mood == "beyond" then list:move(list:count() + 1) end
    local all = {}
    for i = 1, list:count() do
      local action, n = list:move(i)
      assert(action == "take")
      all[i] = mood == "wrong" and 11 - wise(s, n) or wise(s, n)
    end
    if mood == "short" then all[#all] = nil end
    if mood == "negative" then all[2] = -1 end
    return all
  end
end

-- Leave a multiple of 4 when it can; else take one.
function bot(s, _, moves)
  local want = s:get("pile") % 4
  for i, text in ipairs(moves) do
    if text == "take " .. want then return i end
  end
  return 1
end
