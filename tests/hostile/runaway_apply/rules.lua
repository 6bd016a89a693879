-- hostile: apply() runs away on `loop` and `bomb`; `pass` behaves.
function setup(s) s:set_turn(1) end

function moves(s, p, list)
  list:add("pass")
  list:add("loop")
  list:add("bomb")
end

function apply(s, p, action)
  if action == "loop" then while true do end end
  if action == "bomb" then local t = {} for i = 1, 1 << 40 do t[i] = i end end
  s:add("passes", 1)
  s:set_turn(s:next_player(p))
end
