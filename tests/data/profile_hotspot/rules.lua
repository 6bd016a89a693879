local rb = require("rulebook") local ASK, CATCH = rb.param("ask_in_apply"), rb.param("catch_errors")  -- see game.yaml
local function busy(n)
  local x = 0
  for i = 1, n do
    x = (x + i * 7) % 1000003
    x = (x * 3 + i) % 1000033
  end
  return x
end

function moves(s, p, list)
  local made = {p, busy(2000)}
  for _ = 1, CATCH do pcall(error, "caught") end if made[2] >= 0 then list:add("pass") end
end

function apply(s, p, action) if ASK then s:has_moves(1) end s:set_turn(1) end
function setup(s) s:set_turn(1) end
