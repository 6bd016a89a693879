-- hostile: an endless loop inside an xpcall message handler (the forbidden line is line 2 or line 6)
-- (nothing at load time)
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  xpcall(function() error("x") end, function() while true do end end)
  s:set_turn(1)
end
