-- hostile: a module loaded at load time but kept by no local, written during a game (line 6)
require "shared"
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  require("shared").seen = true
  s:set_turn(1)
end
