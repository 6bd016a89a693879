-- Connect Four: the rules over the State. game.yaml declares the whole turn (a disc that
-- falls down its column, four in a row, a full grid), so only the start is left to say here.
local rb = require "rulebook"
local lines = require "rulebook.lines"  -- evaluate and prior for the search agents

-- Player 1 (red) starts ---------------------------------------------------------------------

function setup(s)
  s:set_turn(1)
end

-- For the search agents: open lines, threats and the centre (stdlib/rulebook/lines.lua; weights in
-- game.yaml's data.bots).
evaluate, prior = lines.hooks{length = rb.param("connect"), falls = "s", weights = rb.data.bots}
