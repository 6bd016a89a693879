-- hostile: rawset on a module-level table at run time (the forbidden line is line 2 or line 6)
local T = {}
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  rawset(T, rawlen(T) + 1, true) s:set("seen", rawlen(T))
  s:set_turn(1)
end
