-- hostile: moves() that never ends (the forbidden line is line 2 or line 6)
-- (nothing at load time)
function moves(s, p, list) while true do end end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  -- fine
  s:set_turn(1)
end
