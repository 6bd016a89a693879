// A filter asked of every space of a board at once, as a set of bits: flanks along
// directions that are shifts (a square grid's, spaces numbered row by row) are found with
// a few bit operations per direction for the whole board instead of a walk per space.
#pragma once

#include <cstdint>
#include <deque>
#include <vector>

#include "core/space_sets.h"
#include "core/state.h"

namespace rb {

using SpaceBits = std::vector<uint64_t>;  // bit i of word i / 64: the board's local space i

// Bit sets reused from call to call, so asking a filter allocates nothing once warm.
class BitPool {
 public:
  SpaceBits& take(size_t words);  // all zero, `words` long; valid until the matching give()
  void give() { --used_; }

 private:
  std::deque<SpaceBits> sets_;
  size_t used_ = 0;
};

// The local spaces of board `board` that satisfy `f` for `player`, into `out`.
void filter_board(const GameDef& g, const State& s, int player, int board, const SpaceFilter& f, BitPool& pool,
                  SpaceBits& out);

// The local spaces of board `board`, of at most 64 spaces, that satisfy `f` for `player`.
uint64_t board_word(const GameDef& g, const State& s, int player, int board, const SpaceFilter& f);

// Whether any space of the game passes `f` for `player`: on a board of at most 64 spaces its
// last flank along shifts stops at the first direction that finds one.
bool any_space(const GameDef& g, const State& s, int player, const SpaceFilter& f, BitPool& pool);
// The first space of the game after `after` (kNone: from the first), in space order, that
// passes `f` for `player`; kNone when none.
int32_t first_space(const GameDef& g, const State& s, int player, const SpaceFilter& f, BitPool& pool, int32_t after = kNone);

// Bit i set where the value at[i] (i < n <= 64) lies in [lo, hi] (lo <= hi) and is not
// `except`; an `except` outside [lo, hi] excludes nothing. One property test over a board.
uint64_t range_word(const int32_t* at, int32_t n, int32_t lo, int32_t hi, int32_t except);

// The spaces `flank` closes from `space` for `player`, as bits of its board, when the board
// has at most 64 spaces and every direction is a shift (else false: walk them instead).
bool flanked_bits(const GameDef& g, const State& s, int player, int32_t space, const Flank& flank, uint64_t& out);

}  // namespace rb
