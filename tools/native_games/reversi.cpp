#include "reversi.h"

namespace rb::native {
namespace {

constexpr uint64_t kFileA = 0x0101010101010101ull, kFileH = kFileA << 7;

// A step in one of the eight directions: the bit shift (negative: right) and the squares
// that may be reached, so that nothing wraps from one edge of the board to the other.
struct Step {
  int shift;
  uint64_t lands;
};
constexpr Step kSteps[] = {
    {8, ~0ull},    {-8, ~0ull},    // north, south
    {1, ~kFileA},  {-1, ~kFileH},  // east, west
    {9, ~kFileA},  {7, ~kFileH},   // north-east, north-west
    {-7, ~kFileA}, {-9, ~kFileH},  // south-east, south-west
};

uint64_t shifted(uint64_t squares, Step step) {
  return (step.shift > 0 ? squares << step.shift : squares >> -step.shift) & step.lands;
}

// The empty squares from which a run of `theirs` closed by `mine` starts, in any direction.
uint64_t outflanking(uint64_t mine, uint64_t theirs) {
  const uint64_t empty = ~(mine | theirs);
  uint64_t legal = 0;
  for (const Step step : kSteps) {
    uint64_t run = shifted(mine, step) & theirs;
    for (int i = 0; i < 5; ++i) run |= shifted(run, step) & theirs;  // a run is at most six long
    legal |= shifted(run, step) & empty;
  }
  return legal;
}

// The discs of `theirs` that a disc placed on `at` outflanks, in every direction.
uint64_t outflanked(uint64_t mine, uint64_t theirs, uint64_t at) {
  uint64_t turned = 0;
  for (const Step step : kSteps) {
    uint64_t run = 0, next = shifted(at, step);
    for (; next & theirs; next = shifted(next, step)) run |= next;
    if (next & mine) turned |= run;
  }
  return turned;
}

// Neither side can move: the one with more discs wins, equal counts draw.
void finish(Reversi& r) {
  const int black = __builtin_popcountll(r.discs[0]), white = __builtin_popcountll(r.discs[1]);
  r.winner = black > white ? 0 : white > black ? 1 : -1;
}

}  // namespace

int legal_moves(const Reversi& r, uint8_t* out) {
  int n = 0;
  for (uint64_t legal = outflanking(r.discs[r.side], r.discs[1 - r.side]); legal; legal &= legal - 1)
    out[n++] = uint8_t(__builtin_ctzll(legal));
  return n;
}

void play(Reversi& r, uint8_t square) {
  const int me = r.side, them = 1 - me;
  const uint64_t at = 1ull << square, turned = outflanked(r.discs[me], r.discs[them], at);
  r.discs[me] |= at | turned;
  r.discs[them] &= ~turned;
  if (outflanking(r.discs[them], r.discs[me])) r.side = them;
  else if (!outflanking(r.discs[me], r.discs[them])) finish(r);  // else they pass: me again
}

// The playout the registry (native_games.cpp) hands to bench, compiled where play inlines.
template PlayoutResult random_playout<Reversi>(uint64_t);

}  // namespace rb::native
