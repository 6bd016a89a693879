// A hand-written Tic-tac-toe on 9-bit boards: the native baseline that `rulebook bench`
// runs beside the interpreted games/tictactoe (default parameters: three in a row wins, a
// full board is a draw). Same rules, no Lua, no engine.
#pragma once

#include <cstdint>

#include "perft_and_playout.h"

namespace rb::native {

// Square index = column + 3 * row (a1 = 0, c3 = 8).
struct TicTacToe {
  using Move = uint8_t;  // the square marked
  static constexpr int kMaxMoves = 9;
  uint16_t marks[2] = {0, 0};
  int side = 0;     // whose move: 0 x (player 1), 1 o
  int winner = -1;  // -1 while the game goes on or after a draw, else the side that won
};

// The empty squares into `out`; 0 when the game is over.
int legal_moves(const TicTacToe& t, uint8_t* out);
// Marks `square` for the mover, checks for three in a row, passes the turn.
void play(TicTacToe& t, uint8_t square);

// Compiled in tictactoe.cpp, where the move generator can be inlined into them.
extern template uint64_t perft(const TicTacToe&, int);
extern template PlayoutResult random_playout<TicTacToe>(uint64_t);

}  // namespace rb::native
