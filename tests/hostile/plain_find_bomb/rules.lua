-- hostile: a plain find of a long needle that almost matches everywhere (n x m compares in C);
-- it must answer at once, and as Lua's own find does
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
function setup(s)
  local big, needle = string.rep("a", 1000000), string.rep("a", 500000) .. "b"  -- 2.5e11 compares for Lua's own
  assert(string.find(big, needle, 1, true) == nil and string.find(big, needle) == nil)
  assert(string.find("banana", "an") == 2 and select(2, string.find("banana", "an")) == 3)
  assert(string.find("banana", "an", 3) == 4 and string.find("banana", "an", -2) == nil)
  assert(string.find("banana", "", 7) == 7 and string.find("banana", "", 10) == nil)
  assert(string.find("a.b", ".", 1, true) == 2 and string.find("a\0.b", "\0.", 1, true) == 2)
  s:set_turn(1)
end
