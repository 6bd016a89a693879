-- Draws one number with math.random in setup; passes forever.
function setup(s)
  s:set("drawn", math.random(1000))
  s:set_turn(1)
end

function moves(s, p, list) list:add("pass") end

function apply(s, p, action) s:set_turn(s:next_player(p)) end
