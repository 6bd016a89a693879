-- hostile: a module-level local counted up at run time: state kept in Lua (the forbidden line is line 2 or line 6)
local n = 0
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  n = n + 1 s:set("seen", n)
  s:set_turn(1)
end
