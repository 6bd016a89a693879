-- Bit sets: the moves are `mark` on the squares in the global `mask`, in red, and `jump`
-- from the last square to the second and third.
local SQUARES = require("rulebook").spaces()

function setup(s)
  s:set_turn(1)
end

function moves(s, p, list)
  list:add_spaces("mark", SQUARES, s:get("mask"), "red")
  list:add_spaces("jump", SQUARES, 6, SQUARES[4])
  list:add("widen")
end

function apply(s, p, action)
  if action == "widen" then s:set("mask", 1 << 4) end
  s:set_turn(1)
end
