-- hostile: require of a module that does not exist (the forbidden line is line 2 or line 6)
-- (nothing at load time)
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  require "no_such_module"
  s:set_turn(1)
end
