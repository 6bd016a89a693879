#include "draughts.h"

namespace rb::native {
namespace {

constexpr uint64_t kFileA = 0x0101010101010101ull, kFileH = kFileA << 7;
constexpr uint64_t kRow1 = 0xFFull, kRow8 = kRow1 << 56;

// A diagonal step: the bit shift (negative: right) and the squares that may be reached, so
// that nothing wraps from one edge of the board to the other. Side 0's men move by the first
// two (north), side 1's by the last two (south); kings by all four.
struct Step {
  int shift;
  uint64_t lands;
};
constexpr Step kSteps[] = {
    {9, ~kFileA}, {7, ~kFileH},    // north-east, north-west
    {-7, ~kFileA}, {-9, ~kFileH},  // south-east, south-west
};

uint64_t shifted(uint64_t squares, Step step) {
  return (step.shift > 0 ? squares << step.shift : squares >> -step.shift) & step.lands;
}

// The pieces of `side` that may move in direction `dir`: its kings, and its men forward.
uint64_t movers(const Draughts& d, int side, int dir) { return d.kings[side] | (dir / 2 == side ? d.men[side] : 0); }

// The squares where pieces on `from` land by jumping one of `theirs` in direction `step`.
uint64_t landings(uint64_t from, Step step, uint64_t theirs, uint64_t empty) {
  return shifted(shifted(from, step) & theirs, step) & empty;
}

uint64_t pieces(const Draughts& d, int side) { return d.men[side] | d.kings[side]; }

// Adds a move for every target bit; `back` is how far the piece came.
int add_targets(uint64_t targets, int back, uint16_t* out, int n) {
  for (; targets; targets &= targets - 1) {
    const int to = __builtin_ctzll(targets);
    out[n++] = uint16_t((to - back) | to << 6);
  }
  return n;
}

// Whether the pieces of `side` on `from` have a jump.
bool can_jump(const Draughts& d, int side, uint64_t from) {
  const uint64_t theirs = pieces(d, 1 - side), empty = ~(theirs | pieces(d, side));
  for (int dir = 0; dir < 4; ++dir)
    if (landings(movers(d, side, dir) & from, kSteps[dir], theirs, empty)) return true;
  return false;
}

// Whether `side` has a step or a jump (no multi-jump under way).
bool can_move(const Draughts& d, int side) {
  const uint64_t theirs = pieces(d, 1 - side), empty = ~(theirs | pieces(d, side));
  for (int dir = 0; dir < 4; ++dir) {
    const uint64_t from = movers(d, side, dir);
    if ((shifted(from, kSteps[dir]) & empty) || landings(from, kSteps[dir], theirs, empty)) return true;
  }
  return false;
}

}  // namespace

int legal_moves(const Draughts& d, uint16_t* out) {
  if (d.over) return 0;
  const int me = d.side;
  const uint64_t theirs = pieces(d, 1 - me), empty = ~(theirs | pieces(d, me));
  const uint64_t only = d.jumper >= 0 ? 1ull << d.jumper : ~0ull;
  int n = 0;
  for (int dir = 0; dir < 4; ++dir)
    n = add_targets(landings(movers(d, me, dir) & only, kSteps[dir], theirs, empty), 2 * kSteps[dir].shift, out, n);
  if (n > 0 || d.jumper >= 0) return n;  // captures are compulsory
  for (int dir = 0; dir < 4; ++dir)
    n = add_targets(shifted(movers(d, me, dir), kSteps[dir]) & empty, kSteps[dir].shift, out, n);
  return n;
}

void play(Draughts& d, uint16_t move) {
  const int me = d.side, them = 1 - me, from = move & 63, to = move >> 6, gap = to - from;
  const uint64_t at = 1ull << to;
  const bool king = (d.kings[me] >> from) & 1, jump = gap > 9 || gap < -9;
  (king ? d.kings[me] : d.men[me]) ^= (1ull << from) | at;
  const bool crowned = !king && (at & (me == 0 ? kRow8 : kRow1));
  if (crowned) {
    d.men[me] ^= at;
    d.kings[me] |= at;
  }
  d.quiet = king && !jump ? d.quiet + 1 : 0;
  d.jumper = -1;
  if (jump) {
    const uint64_t kept = ~(1ull << (from + gap / 2));  // all but the square jumped over
    d.men[them] &= kept;
    d.kings[them] &= kept;
    if (!crowned && can_jump(d, me, at)) {  // the same piece jumps on: the same side moves
      d.jumper = to;
      return;
    }
  }
  if (!can_move(d, them)) {
    d.winner = me;
    d.over = true;
  } else if (d.quiet >= Draughts::kQuietPlies) {
    d.over = true;  // a draw: winner stays -1
  } else {
    d.side = them;
  }
}

// The playout the registry (native_games.cpp) hands to bench, compiled where play inlines.
template PlayoutResult random_playout<Draughts>(uint64_t);

}  // namespace rb::native
