// A hand-written Hex 11x11 with the swap rule: the native baseline that `rulebook bench`
// runs beside the interpreted games/hex at its default parameters. Red (side 0) joins the
// first and last rows, blue (side 1) the first and last columns; on its first move blue may
// swap: red's stone is taken off and a blue one put on its mirror image (column and row
// exchanged). Same rules, no Lua, no engine.
#pragma once

#include <cstdint>

#include "perft_and_playout.h"

namespace rb::native {

// Cell index = column + 11 * row (a1 = 0, k11 = 120). Cell (c, r) touches (c +- 1, r),
// (c, r +- 1), (c + 1, r - 1) and (c - 1, r + 1).
struct Hex : TurnAndWinner {
  using Move = uint8_t;  // the cell a stone goes on, or kSwap
  static constexpr int kSize = 11, kCells = kSize * kSize, kMaxMoves = kCells + 1;
  static constexpr uint8_t kSwap = 255;
  // Four more union-find nodes beyond the cells: red's first and last row, blue's first and
  // last column. A stone is joined to its neighbours of its colour and the edges it lies on.
  static constexpr int kEdge = kCells;
  uint64_t empty[2] = {~0ull, (1ull << (kCells - 64)) - 1};
  uint8_t stone[kCells] = {};  // 0 empty, else side + 1
  uint8_t parent[kCells + 4];
  int plies = 0;
  Hex();
};

// The empty cells (and the swap, on blue's first move) into `out`; 0 once a side has won.
int legal_moves(const Hex& h, uint8_t* out);
// Plays a cell or the swap, checks for a connection, passes the turn.
void play(Hex& h, uint8_t move);

}  // namespace rb::native
