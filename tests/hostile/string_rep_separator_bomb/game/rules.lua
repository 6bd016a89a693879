-- string.rep with a separator, a billion times
function setup(s)
  local x = string.rep("", 1000000000, "ab")
  s:set_turn(1)
end
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
