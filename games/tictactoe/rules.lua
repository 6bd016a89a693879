-- Tic-tac-toe: the rules over the State. game.yaml declares the whole turn (a mark onto
-- an empty square, three in a row, a full board), so only the start is left to say here.

-- Player 1 (x) starts ----------------------------------------------------------------------

function setup(s)
  s:set_turn(1)
end
