// A hand-written English draughts (checkers) 8x8 on bitboards: the native baseline that
// `rulebook bench` runs beside the interpreted games/draughts (default parameters: the
// draw after 80 quiet plies, not the giveaway game). Same rules, no Lua, no engine.
//
// Each jump of a multi-jump is a move of its own, as in games/draughts: a piece that can
// jump on after a jump (and was not just crowned) must, and its side moves again. So perft
// counts plies: 7, 49, 302, 1469, 7361, 36768, 179255 (the published counts of turns give
// 179740 at depth 7, where the first multi-jumps come). The interpreted game's max_plies is
// a cut-off that the quiet draw keeps random playouts from reaching: not played here.
#pragma once

#include <cstdint>

#include "perft_and_playout.h"

namespace rb::native {

// Square index = column + 8 * row (a1 = 0, h8 = 63); the pieces stand on the dark squares,
// column + row even. Black (side 0, player 1) moves first, north from rows 1-3; white
// (side 1) moves south from rows 6-8.
struct Draughts : TurnAndWinner {
  using Move = uint16_t;  // from | to << 6
  static constexpr int kQuietPlies = 80;  // plies in a row with only kings stepping: a draw
  static constexpr int kMaxMoves = 48;    // 12 pieces with at most four moves each
  uint64_t men[2] = {0x000000000055AA55ull, 0xAA55AA0000000000ull};  // rows 1-3, rows 6-8
  uint64_t kings[2] = {0, 0};
  int jumper = -1;  // the square of a piece in the middle of a multi-jump, else -1
  int quiet = 0;    // plies in a row in which a king stepped (no jump, no man moved)
  bool over = false;
};

// The jumps of the side to move (only the jumper's in a multi-jump), else its steps, each
// group by direction (north-east, north-west, south-east, south-west) then from a1 up; 0
// once the game is over.
int legal_moves(const Draughts& d, uint16_t* out);
// Plays a move: a jump takes the piece jumped over, a man ending on the far row is crowned.
// Then the jumper moves again if it can jump on, else the turn passes: the other side
// without a move loses, or 80 quiet plies draw.
void play(Draughts& d, uint16_t move);

}  // namespace rb::native
