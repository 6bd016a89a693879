-- hostile: moves() that changes the State (the forbidden line is line 2 or line 6)
-- (nothing at load time)
function moves(s, p, list) s:set("seen", 1) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  -- fine
  s:set_turn(1)
end
