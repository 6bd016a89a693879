-- hostile: a pattern match that backtracks for ever (in C, between instructions) (the forbidden line is line 2 or line 6)
-- (nothing at load time)
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  string.find(string.rep("a", 5000), string.rep(".-", 12) .. "b")
  s:set_turn(1)
end
