// A hand-written Reversi 8x8 on bitboards: the native baseline that `rulebook bench` runs
// beside the interpreted games/reversi (default parameters: Othello's rules). Same rules,
// no Lua, no engine.
//
// A pass is not a move, as in games/reversi, whose apply gives the turn straight back to a
// player whose opponent cannot outflank (the engine's perft then counts moves only). Here
// play() does the same: the opponent's pass is no ply, and a random playout draws no number
// for it. So perft equals the engine's at every depth, and Othello's published counts to
// depth 8 (4 .. 390,216). The first passes come after eight plies: at depth 9 the published
// 3,005,288 counts a pass as a ply, where this program and the engine count 3,005,320.
#pragma once

#include <cstdint>

#include "perft_and_playout.h"

namespace rb::native {

// Square index = column + 8 * row (a1 = 0, h8 = 63). Black (side 0, player 1) moves first.
struct Reversi : TurnAndWinner {
  using Move = uint8_t;  // the square a disc is placed on
  static constexpr int kMaxMoves = 60;  // at most one a square not taken at the start
  // Black on d5 and e4, white on d4 and e5.
  uint64_t discs[2] = {(1ull << 35) | (1ull << 28), (1ull << 27) | (1ull << 36)};
};

// The squares that outflank for the side to move into `out`, a1 first; 0 when the game is
// over (neither side can move).
int legal_moves(const Reversi& r, uint8_t* out);
// Places the mover's disc and turns over every run it closes; then the opponent moves, or
// passes if they cannot, or the game ends when neither can, most discs winning.
void play(Reversi& r, uint8_t square);

}  // namespace rb::native
