-- hostile: requiring a module during a game, where a fresh module could carry state (line 6)
local rb = require "rulebook"
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  local late = require "late"
  s:set_turn(1)
end
