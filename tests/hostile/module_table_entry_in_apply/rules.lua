-- hostile: a module-level table whose entry each ply counts up (line 5): state kept in Lua
local T = {0, name = "counter"}
function moves(s, p, list) list:add("pass") end
function apply(s, p, action)
  T[1] = T[1] + 1
  s:set("seen", T[1])
  s:set_turn(3 - p)
end
function setup(s) s:set_turn(1) end
