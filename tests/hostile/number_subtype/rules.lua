-- hostile: an integer entry of a module table made a float (3 -> 3.0) during a game (line 6)
local T = {n = 3}
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  T.n = T.n + 0.0
  s:set_turn(1)
end
