-- hostile: string.rep of an empty string a quadrillion times (one C loop of empty copies);
-- it must answer at once, and as Lua's own rep does
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  assert(string.rep("", 1 << 50) == "" and string.rep("", 1 << 50, "") == "")
  assert(string.rep("ab", 3) == "ababab" and string.rep("", 3, "-") == "--" and string.rep("x", 0) == "")
  s:set_turn(1)
end
