#include "ataxx.h"

namespace rb::native {
namespace {

constexpr int kN = Ataxx::kSize;
constexpr uint64_t kBoard = (1ull << (kN * kN)) - 1;
constexpr uint64_t kFileA = 0x0040810204081ull, kFileB = kFileA << 1;
constexpr uint64_t kFileG = kFileA << (kN - 1), kFileF = kFileA << (kN - 2);

uint64_t east(uint64_t x) { return (x << 1) & ~kFileA & kBoard; }
uint64_t west(uint64_t x) { return (x >> 1) & ~kFileG; }
uint64_t north(uint64_t x) { return (x << kN) & kBoard; }
uint64_t south(uint64_t x) { return x >> kN; }

// The squares at most one (king step) or at most two steps from those of x.
uint64_t within_one(uint64_t x) {
  const uint64_t row = x | east(x) | west(x);
  return row | north(row) | south(row);
}
uint64_t within_two(uint64_t x) {
  const uint64_t row = x | east(x) | west(x) | ((x << 2) & ~(kFileA | kFileB) & kBoard) | ((x >> 2) & ~(kFileF | kFileG));
  return row | north(row) | south(row) | north(north(row)) | south(south(row));
}

uint64_t empty(const Ataxx& a) { return kBoard & ~(a.stones[0] | a.stones[1]); }
bool can_move(const Ataxx& a, int side) { return (within_two(a.stones[side]) & empty(a)) != 0; }

void finish(Ataxx& a) {
  const int black = __builtin_popcountll(a.stones[0]), white = __builtin_popcountll(a.stones[1]);
  a.winner = black > white ? 0 : white > black ? 1 : -1;
  a.over = true;
}

}  // namespace

int legal_moves(const Ataxx& a, uint16_t* out) {
  if (a.over) return 0;
  const uint64_t mine = a.stones[a.side], free = empty(a);
  int n = 0;
  for (uint64_t c = within_one(mine) & free; c; c &= c - 1) out[n++] = uint16_t(__builtin_ctzll(c));
  for (uint64_t from = mine; from; from &= from - 1) {
    const int f = __builtin_ctzll(from);
    const uint64_t at = 1ull << f;
    for (uint64_t j = within_two(at) & ~within_one(at) & free; j; j &= j - 1)
      out[n++] = uint16_t(Ataxx::kJump | f << 6 | __builtin_ctzll(j));
  }
  if (n == 0) out[n++] = Ataxx::kPass;
  return n;
}

void play(Ataxx& a, uint16_t move) {
  const int me = a.side, them = 1 - me;
  if (move == Ataxx::kPass) {
    if (++a.quiet >= Ataxx::kQuietPlies) a.over = true;  // a draw: winner stays -1
    a.side = them;
    return;
  }
  const int to = move & 63;
  if (move & Ataxx::kJump) {
    a.stones[me] &= ~(1ull << ((move >> 6) & 63));
    ++a.quiet;
  } else {
    a.quiet = 0;
  }
  const uint64_t at = 1ull << to, turned = within_one(at) & a.stones[them];
  a.stones[me] |= at | turned;
  a.stones[them] &= ~turned;
  if (!a.stones[them] || !empty(a)) return finish(a);
  if (a.quiet >= Ataxx::kQuietPlies) {
    a.over = true;
    return;
  }
  if (can_move(a, them) || can_move(a, me)) a.side = them;
  else finish(a);
}

// The playout the registry (native_games.cpp) hands to bench, compiled where play inlines.
template PlayoutResult random_playout<Ataxx>(uint64_t);

}  // namespace rb::native
