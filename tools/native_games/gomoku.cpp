#include "gomoku.h"

namespace rb::native {
namespace {

// The stones of `colour` in a row from (column, row), one step (dc, dr) at a time, the
// starting point excluded.
int run(const Gomoku& g, int column, int row, int dc, int dr, uint8_t colour) {
  int n = 0;
  for (int c = column + dc, r = row + dr; c >= 0 && c < Gomoku::kSize && r >= 0 && r < Gomoku::kSize && g.stone[c + Gomoku::kSize * r] == colour;
       c += dc, r += dr)
    ++n;
  return n;
}

// Whether the stone on `point` lies in a line of five or more, along one of the four axes.
bool makes_five(const Gomoku& g, int point) {
  constexpr int kAxes[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
  const int column = point % Gomoku::kSize, row = point / Gomoku::kSize;
  const uint8_t colour = g.stone[point];
  for (const auto& a : kAxes)
    if (1 + run(g, column, row, a[0], a[1], colour) + run(g, column, row, -a[0], -a[1], colour) >= Gomoku::kLine) return true;
  return false;
}

}  // namespace

int legal_moves(const Gomoku& g, uint8_t* out) {
  if (g.winner >= 0) return 0;
  int n = 0;
  for (int w = 0; w < 4; ++w)
    for (uint64_t bits = g.empty[w]; bits; bits &= bits - 1) out[n++] = uint8_t(64 * w + __builtin_ctzll(bits));
  return n;
}

void play(Gomoku& g, uint8_t point) {
  g.empty[point / 64] &= ~(1ull << (point % 64));
  g.stone[point] = uint8_t(g.side + 1);
  if (makes_five(g, point)) g.winner = g.side;
  g.side ^= 1;
}

// The playout the registry (native_games.cpp) hands to bench, compiled where play inlines.
template PlayoutResult random_playout<Gomoku>(uint64_t);

}  // namespace rb::native
