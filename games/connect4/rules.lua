-- Connect Four: the rules over the State. game.yaml declares the whole turn (a disc that
-- falls down its column, four in a row, a full grid), so only the start is left to say here.

-- Player 1 (red) starts ---------------------------------------------------------------------

function setup(s)
  s:set_turn(1)
end
