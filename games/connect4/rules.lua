-- Connect Four: the rules over the State. game.yaml declares the whole turn (a disc that
-- falls down its column, four in a row, a full grid), so this file only gives the search agents their hooks.
local rb = require "rulebook"
local lines = require "rulebook.lines"  -- evaluate and prior for the search agents

-- No setup(): the grid starts empty and player 1 (red) starts, as when any game's rules
-- define none.

-- For the search agents: open lines, threats and the centre (stdlib/rulebook/lines.lua; weights in
-- game.yaml's data.bots).
evaluate, prior, prior_all = lines.hooks{length = rb.param("connect"), falls = "s", weights = rb.data.bots}
