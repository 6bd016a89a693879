-- string.format with a huge field width
function setup(s)
  local x = string.format("%099999999d", 1)
  s:set_turn(1)
end
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
