-- hostile: a module-level table whose entry is counted up during a game (line 6): state kept in Lua
local T = {0, name = "counter"}
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  T[1] = T[1] + 1 s:set("seen", T[1])
  s:set_turn(1)
end
