-- s:add past 2^31 - 1
function setup(s)
  s:set("total", 2147483647)
  s:add("total", 1)
  s:set_turn(1)
end
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
