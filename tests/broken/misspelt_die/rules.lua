-- Hop: two runners race along a path of stones; the first to reach the far bank wins. A die is rolled each hop, by a name the game does not declare.
local rb = require "rulebook"
local roll = rb.state_methods().roll

local RUNNER = {rb.component("runner_1"), rb.component("runner_2")}
local START, GOAL = rb.space(rb.data.start), rb.space(rb.data.goal)
local PATH = rb.spaces()
local REACH = rb.param("reach")

local function index_of(space)
  for i, sp in ipairs(PATH) do
    if sp == space then return i end
  end
end

function setup(s)
  for p = 1, rb.players do s:put(RUNNER[p], START) end
  s:set_turn(1)
end

function moves(s, p, list)
  local at = index_of(s:space(RUNNER[p]))
  for i = at + 1, math.min(at + REACH, #PATH) do list:add("hop", PATH[i]) end
end

function apply(s, p, action, to)
  if action ~= "hop" then return end
  s:put(RUNNER[p], to)
  s:padd(p, "hops", 1)
  s:add("turns", 1)
  s:set("last_roll", (s:roll("d8")))
  s:set("last_roll", (roll(s, "d7")))
  if to == GOAL then return s:win(p) end
  s:set_turn(s:next_player(p))
end
