-- hostile: a memory bomb inside pcall (the forbidden line is line 2 or line 6)
-- (nothing at load time)
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  while true do pcall(function() local t = {} for i = 1, 1 << 40 do t[i] = i end end) end
  s:set_turn(1)
end
