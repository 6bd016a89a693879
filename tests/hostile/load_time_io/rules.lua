-- hostile: io.open while the rules load (the forbidden line is line 2 or line 6)
local f = io.open("/etc/passwd")
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  -- nothing
  s:set_turn(1)
end
