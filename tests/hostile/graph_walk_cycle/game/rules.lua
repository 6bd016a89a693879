-- s:walk along a relation that cycles without returning to its start
local rb = require "rulebook"
local NEXT, EMPTY = rb.relation("next"), rb.filter{empty = true}
function setup(s)
  local n = s:walk(rb.space("start"), NEXT, EMPTY)
  assert(n == 3)  -- at most the board size, never round and round
  s:set_turn(1)
end
function moves(s, p, list) list:add("go", rb.space("a")) end
function apply(s, p, action) s:set_turn(1) end
