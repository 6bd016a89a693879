-- hostile: a loop that never ends, inside pcall (the forbidden line is line 2 or line 6)
-- (nothing at load time)
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  while true do pcall(function() while true do end end) end
  s:set_turn(1)
end
