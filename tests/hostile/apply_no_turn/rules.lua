-- hostile: apply that never sets a turn (the forbidden line is line 2 or line 6)
-- (nothing at load time)
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) end
function setup(s)
  -- fine
  s:set_turn(1)
end
