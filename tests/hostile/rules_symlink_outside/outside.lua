-- SECRET_OUTSIDE_LINE
function setup(s) s:set_turn(1) end
