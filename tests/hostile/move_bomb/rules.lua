-- hostile: table.move over a range of a trillion nils (one C loop) (the forbidden line is line 2 or line 7)
-- (nothing at load time)
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  assert(table.move({1, 2, 3}, 1, 3, 2)[4] == 3)
  table.move({}, 1, 1000000000000, 1)
  s:set_turn(1)
end
