-- hostile: writing the string metatable in setup (the forbidden line is line 2 or line 6)
-- (nothing at load time)
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  getmetatable("").__index = {}
  s:set_turn(1)
end
