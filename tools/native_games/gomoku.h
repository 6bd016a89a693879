// A hand-written Gomoku 15x15 (freestyle: five or more in a row wins, a full board is a
// draw): the native baseline that `rulebook bench` runs beside the interpreted games/gomoku
// at its default parameters. Same rules, no Lua, no engine.
#pragma once

#include <cstdint>

#include "perft_and_playout.h"

namespace rb::native {

// Point index = column + 15 * row (a1 = 0, o15 = 224). Black (side 0) starts.
struct Gomoku : TurnAndWinner {
  using Move = uint8_t;  // the point a stone goes on
  static constexpr int kSize = 15, kPoints = kSize * kSize, kLine = 5, kMaxMoves = kPoints;
  uint64_t empty[4] = {~0ull, ~0ull, ~0ull, (1ull << (kPoints - 192)) - 1};  // a bit per empty point
  uint8_t stone[kPoints] = {};  // 0 empty, else side + 1
};

// The empty points into `out`; 0 when the game is over.
int legal_moves(const Gomoku& g, uint8_t* out);
// Puts the mover's stone on `point`, checks for five in a row, passes the turn.
void play(Gomoku& g, uint8_t point);

}  // namespace rb::native
