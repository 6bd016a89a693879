-- Tic-tac-toe: the rules over the State. game.yaml declares the whole turn (a mark onto
-- an empty square, three in a row, a full board), so this file only gives the search agents their hooks.
local rb = require "rulebook"
local lines = require "rulebook.lines"  -- evaluate and prior for the search agents

-- No setup(): the grid starts empty and player 1 (x) starts, as when any game's rules
-- define none.

-- For the search agents: open lines, threats and the centre (stdlib/rulebook/lines.lua; weights in
-- game.yaml's data.bots); in misere play a line of one's own is to be avoided.
evaluate, prior, prior_all = lines.hooks{length = 3, misere = rb.param("misere"), weights = rb.data.bots}
