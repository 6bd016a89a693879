-- error() with a 50-million-character message
function setup(s)
  error(string.rep("e", 50000000))
  s:set_turn(1)
end
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
