-- list:rays along a relation that cycles without returning to its start
local rb = require "rulebook"
local NEXT = rb.directions{"next"}
function setup(s) s:set_turn(1) end
function moves(s, p, list) list:rays("go", rb.space("start"), NEXT, 1, 1000000, nil, nil) end
function apply(s, p, action) s:set_turn(1) end
