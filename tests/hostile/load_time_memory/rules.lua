-- hostile: a table that grows without end while the rules load (the forbidden line is line 2 or line 6)
local trail, kb = {}, ("x"):rep(1024) for i = 1, math.huge do trail[i] = kb:rep(1024 * 1024 * i) end
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  -- nothing
  s:set_turn(1)
end
