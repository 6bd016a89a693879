-- Sets player 1's `score` variable to 5 and passes forever.
function setup(s)
  s:pset(1, "score", 5)
  s:set_turn(1)
end

function moves(s, p, list) list:add("pass") end

function apply(s, p, action) s:set_turn(s:next_player(p)) end
