// A hand-written Breakthrough 8x8 on bitboards: the native baseline that `rulebook bench`
// runs beside the interpreted games/breakthrough. Same rules, no Lua, no engine.
#pragma once

#include <cstdint>

#include "perft_and_playout.h"

namespace rb::native {

struct BreakthroughMove {
  uint8_t from = 0, to = 0;
};

// Square index = column + 8 * row (a1 = 0, h8 = 63). White (side 0, player 1) moves
// north from rows 1-2; black (side 1) moves south from rows 7-8.
struct Breakthrough : TurnAndWinner {
  using Move = BreakthroughMove;
  static constexpr int kMaxMoves = 48;  // 16 pawns with at most three moves each
  uint64_t pawns[2] = {0x000000000000FFFFull, 0xFFFF000000000000ull};
};

// The legal moves of the side to move into `out`; 0 when the game is over.
int legal_moves(const Breakthrough& b, BreakthroughMove* out);
// Plays a legal move: captures, checks the win, passes the turn.
void play(Breakthrough& b, BreakthroughMove m);

}  // namespace rb::native
