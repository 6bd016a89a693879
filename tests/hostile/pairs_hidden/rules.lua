-- hostile: writing the table pairs hands out for a table with a metatable of its own (line 6)
local T = setmetatable({1}, {})
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  local _, inner = pairs(T) inner[2] = true
  s:set_turn(1)
end
