#include "connect_four.h"

namespace rb::native {
namespace {

// The bit steps of the four lines: up a column, along a row, the two diagonals.
constexpr int kSteps[] = {1, 7, 6, 8};

bool has_four(uint64_t discs) {
  for (const int step : kSteps) {
    const uint64_t pairs = discs & (discs >> step);
    if (pairs & (pairs >> 2 * step)) return true;
  }
  return false;
}

}  // namespace

int legal_moves(const ConnectFour& c, uint8_t* out) {
  if (c.winner >= 0) return 0;
  int n = 0;
  for (uint8_t column = 0; column < ConnectFour::kColumns; ++column)
    if (c.height[column] < ConnectFour::kRows) out[n++] = column;
  return n;
}

void play(ConnectFour& c, uint8_t column) {
  uint64_t& mine = c.discs[c.side];
  mine |= 1ull << (7 * column + c.height[column]++);
  if (has_four(mine)) c.winner = c.side;
  c.side ^= 1;
}

// The playout the registry (native_games.cpp) hands to bench, compiled where play inlines.
template PlayoutResult random_playout<ConnectFour>(uint64_t);

}  // namespace rb::native
