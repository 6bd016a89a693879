-- hostile: no setup(), so no rules code runs when a game starts; evaluate counts up a module-level local
local n = 0
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function evaluate(s, p)
  n = n + 1
  return n / 10
end
