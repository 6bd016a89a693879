-- error() raised with a table, not a message
function setup(s)
  error({code = 7})
  s:set_turn(1)
end
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
