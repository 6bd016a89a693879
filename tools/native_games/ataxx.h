// A hand-written Ataxx 7x7 on bitboards: the native baseline that `rulebook bench` runs
// beside the interpreted games/ataxx (default parameters). Same rules, no Lua, no engine.
//
// A pass is a move, as in games/ataxx and the published perft tables: a side with no clone
// and no jump has the one move kPass while the game goes on.
#pragma once

#include <cstdint>

#include "perft_and_playout.h"

namespace rb::native {

// Square index = column + 7 * row (a1 = 0, g7 = 48). Black (side 0, player 1) moves first.
struct Ataxx : TurnAndWinner {
  // A clone: the square it fills; a jump: kJump | from << 6 | to; the pass: kPass.
  using Move = uint16_t;
  static constexpr Move kJump = 1 << 12, kPass = 1 << 13;
  static constexpr int kSize = 7, kQuietPlies = 100;
  static constexpr int kMaxMoves = 49 + 49 * 16;  // every clone square, then 16 jumps a piece
  // Black on a7 and g1, white on a1 and g7.
  uint64_t stones[2] = {(1ull << 42) | (1ull << 6), (1ull << 0) | (1ull << 48)};
  int quiet = 0;       // plies in a row without a clone
  bool over = false;
};

// Every clone (by square, a1 first), then every jump (by the square it leaves, then the 5x5
// ring row by row from below), else the pass; 0 once the game is over.
int legal_moves(const Ataxx& a, uint16_t* out);
// Plays a move: the enemy pieces around its square become the mover's; then the game ends
// (a side without pieces, a full board, neither side able to move: most pieces win; 100
// plies without a clone: a draw) or the other side moves.
void play(Ataxx& a, uint16_t move);

}  // namespace rb::native
