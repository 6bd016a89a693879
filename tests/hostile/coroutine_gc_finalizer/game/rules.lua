-- a finalizer set from inside a coroutine
function setup(s)
  coroutine.wrap(function() setmetatable({}, {__gc = function() while true do end end}) end)()
  s:set_turn(1)
end
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
