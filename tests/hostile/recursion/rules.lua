-- hostile: recursion without end (the forbidden line is line 2 or line 6)
local function f(n) return 1 + f(n + 1) end
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  f(1)
  s:set_turn(1)
end
