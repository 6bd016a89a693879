-- hostile: a module-level table with a metatable of its own, changed at run time (line 6)
local T = setmetatable({1}, {__index = function() return 0 end})
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  T[1] = 2
  s:set_turn(1)
end
