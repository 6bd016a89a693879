-- hostile: print in setup (allowed: it goes to stderr) (the forbidden line is line 2 or line 6)
-- (nothing at load time)
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  print("hello from setup", 42)
  s:set_turn(1)
end
