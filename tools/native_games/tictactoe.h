// A hand-written Tic-tac-toe on 9-bit boards: the native baseline that `rulebook bench`
// runs beside the interpreted games/tictactoe (default parameters: three in a row wins, a
// full board is a draw). Same rules, no Lua, no engine.
#pragma once

#include <cstdint>

#include "perft_and_playout.h"

namespace rb::native {

// Square index = column + 3 * row (a1 = 0, c3 = 8).
struct TicTacToe : TurnAndWinner {  // side 0 is x
  using Move = uint8_t;  // the square marked
  static constexpr int kMaxMoves = 9;
  uint16_t marks[2] = {0, 0};
};

// The empty squares into `out`; 0 when the game is over.
int legal_moves(const TicTacToe& t, uint8_t* out);
// Marks `square` for the mover, checks for three in a row, passes the turn.
void play(TicTacToe& t, uint8_t square);

}  // namespace rb::native
