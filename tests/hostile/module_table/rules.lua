-- hostile: changing a module-level table at run time (the forbidden line is line 2 or line 6)
local T = {}
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  T[1] = 1
  s:set_turn(1)
end
