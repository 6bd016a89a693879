-- hostile: a module-level table nested 300 deep, whose innermost counter could carry state
-- from one game to the next if the freeze stopped short of it
local TREE = {}
do local t = TREE for _ = 1, 300 do t.next = {} t = t.next end t.count = 0 end
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  local t = TREE
  while t.next do t = t.next end
  t.count = t.count + 1
  s:set_turn(1)
end
