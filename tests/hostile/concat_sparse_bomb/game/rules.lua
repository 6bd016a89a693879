-- table.concat over a huge index range
function setup(s)
  local x = table.concat({}, ",", 1, 1 << 40)
  s:set_turn(1)
end
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
