-- Walk 1 or 2 steps; reaching the goal wins. The cap is no rule of the race: it cuts the
-- game off, so nobody wins, loses or draws by it.
local rb = require "rulebook"
local GOAL, CAP = rb.param("goal"), rb.param("cap")

function setup(s)
  s:set_turn(1)
end

function moves(_, _, list)
  list:add("step", 1)
  list:add("step", 2)
end

function apply(s, p, _, n)
  s:add("walked", n)
  if s:get("walked") >= GOAL then return s:win(p, "the goal") end
  if CAP > 0 and s:ply() + 1 >= CAP then return s:cut_off("the cap") end  -- ply() excludes this one
  s:set_turn(s:next_player(p))
end
