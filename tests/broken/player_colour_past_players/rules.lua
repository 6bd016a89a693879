-- Hop: each turn the runner moves 1 to `reach` stones ahead; reaching the far bank wins.
local rb = require "rulebook"

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
  s:set_prop(START, "trod", 3)
  s:set_turn(1)
end

function moves(s, p, list)
  local at = index_of(s:space(RUNNER[p]))
  for i = at + 1, math.min(at + REACH, #PATH) do list:add("hop", PATH[i]) end
end

function apply(s, p, action, to)
  if action ~= "hop" then return end
  s:put(RUNNER[p], to)
  s:set_prop(to, "trod", p)
  s:padd(p, "hops", 1)
  if to == GOAL then return s:win(p) end
  s:set_turn(s:next_player(p))
end
