-- gsub replacing every character by a long string, again and again
function setup(s)
  local x = string.rep("a", 100000)
  for i = 1, 10 do x = x:gsub(".", "aaaaaaaaaa") end
  s:set_turn(1)
end
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
