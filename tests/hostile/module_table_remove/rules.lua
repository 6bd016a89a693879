-- hostile: a module-level table emptied during a game by table.remove (line 6)
local STACK = {1, 2, 3}
function moves(s, p, list) list:add("pass") end
function apply(s, p, action)
  s:set_turn(1)
  table.remove(STACK)
end
function setup(s) s:set_turn(1) end
