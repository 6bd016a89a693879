-- hostile: a string doubled without end (the forbidden line is line 2 or line 6)
-- (nothing at load time)
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  local t = "x" while true do t = t .. t end
  s:set_turn(1)
end
