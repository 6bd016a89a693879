#include "breakthrough.h"

namespace rb::native {
namespace {

constexpr uint64_t kFileA = 0x0101010101010101ull, kFileH = kFileA << 7;
constexpr uint64_t kRow1 = 0xFFull, kRow8 = kRow1 << 56;

// Adds a move for every target bit; `back` is how far the pawn came.
int add_targets(uint64_t targets, int back, BreakthroughMove* out, int n) {
  while (targets) {
    const int to = __builtin_ctzll(targets);
    targets &= targets - 1;
    out[n++] = BreakthroughMove{uint8_t(to - back), uint8_t(to)};
  }
  return n;
}

}  // namespace

int legal_moves(const Breakthrough& b, BreakthroughMove* out) {
  if (b.winner >= 0) return 0;
  const uint64_t mine = b.pawns[b.side], empty = ~(b.pawns[0] | b.pawns[1]);
  int n = 0;
  if (b.side == 0) {
    n = add_targets((mine << 8) & empty, 8, out, n);
    n = add_targets(((mine & ~kFileA) << 7) & ~mine, 7, out, n);
    return add_targets(((mine & ~kFileH) << 9) & ~mine, 9, out, n);
  }
  n = add_targets((mine >> 8) & empty, -8, out, n);
  n = add_targets(((mine & ~kFileA) >> 9) & ~mine, -9, out, n);
  return add_targets(((mine & ~kFileH) >> 7) & ~mine, -7, out, n);
}

void play(Breakthrough& b, BreakthroughMove m) {
  const uint64_t from = 1ull << m.from, to = 1ull << m.to;
  const int me = b.side, them = 1 - me;
  b.pawns[me] ^= from | to;
  b.pawns[them] &= ~to;
  if ((to & (me == 0 ? kRow8 : kRow1)) || b.pawns[them] == 0) b.winner = me;
  b.side = them;
}

// The playout the registry (native_games.cpp) hands to bench, compiled where play inlines.
template PlayoutResult random_playout<Breakthrough>(uint64_t);

}  // namespace rb::native
