-- hostile: a module-level local, nil at load, that remembers the last action (line 5)
local last
function moves(s, p, list) list:add("pass") end
function apply(s, p, action)
  last = action
  s:set_turn(1)
end
function setup(s) s:set_turn(1) end
