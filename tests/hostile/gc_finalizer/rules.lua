-- hostile: a finalizer that never returns, set on a table the collector will reach outside any call (the forbidden line is line 2 or line 6)
-- (nothing at load time)
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  setmetatable({}, {__gc = function() while true do end end})
  s:set_turn(1)
end
