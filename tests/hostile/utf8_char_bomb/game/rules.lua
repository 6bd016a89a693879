-- utf8.char of two million code points
function setup(s)
  local t = {}
  for i = 1, 2000000 do t[i] = 0x10FFFF end
  local x = utf8.char(table.unpack(t))
  s:set_turn(1)
end
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
