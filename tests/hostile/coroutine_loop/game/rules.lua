-- an endless loop inside a coroutine
function setup(s)
  local co = coroutine.wrap(function() while true do end end)
  co()
  s:set_turn(1)
end
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
