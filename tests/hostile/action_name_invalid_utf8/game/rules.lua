-- an action name with a truncated UTF-8 sequence
function setup(s) s:set_turn(1) end
function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
