// A hand-written Connect Four 7x6 on bitboards: the native baseline that `rulebook bench`
// runs beside the interpreted games/connect4 (default parameters: 7 columns, 6 rows, four
// in a line wins, a full grid is a draw). Same rules, no Lua, no engine.
#pragma once

#include <cstdint>

#include "perft_and_playout.h"

namespace rb::native {

// Bit index = 7 * column + row (a1 = 0, g6 = 48). The seventh bit of each column stays
// empty, so that a line shifted across a column edge finds nothing there.
struct ConnectFour : TurnAndWinner {  // side 0 is red
  using Move = uint8_t;  // the column a disc is dropped into: 0 = a .. 6 = g
  static constexpr int kColumns = 7, kRows = 6, kMaxMoves = kColumns;
  uint64_t discs[2] = {0, 0};
  uint8_t height[kColumns] = {};  // discs already in each column
};

// The columns that are not full into `out`; 0 when the game is over.
int legal_moves(const ConnectFour& c, uint8_t* out);
// Drops the mover's disc into `column`, checks for four in a line, passes the turn.
void play(ConnectFour& c, uint8_t column);

}  // namespace rb::native
