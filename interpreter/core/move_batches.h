// The moves of patterns listed by masks, as batches: a mask of landing spaces each, so they
// can be counted and one of them taken by its number without writing out the list. A
// random agent takes move number rng_below(count) of them: the move it would take from
// the full list, with the same draw.
#pragma once

#include <cstdint>
#include <vector>

#include "core/move.h"

namespace rb {

struct GameDef;
class State;

// The batches of the moves add_pattern_moves lists for `player`, in its order, when every
// pattern is listed by masks for that player, and the number of moves they hold; -1 when
// a pattern is not (`out` then unspecified).
int pattern_move_batches(const GameDef& g, const State& s, int player, std::vector<MaskBatch>& out);

// Move number i (from 0, below the count) of the batches, in listing order, into `out`.
// Inline: a random playout takes each ply's move here.
inline void batch_move_at(const std::vector<MaskBatch>& batches, int i, Move& out) {
  for (const MaskBatch& b : batches) {
    if (i >= b.count) {
      i -= b.count;
      continue;
    }
    // Field by field: a Move made whole and copied in is read back at once by the ply it
    // plays, a stall that cost random playouts of Tic-tac-toe a tenth of their speed.
    const int32_t t = select_set_bit(b.bits, i);
    out.action = b.action;
    out.args[0] = b.place ? t + b.offset : t - b.delta + b.offset;
    out.args[1] = b.place ? 0 : t + b.offset;
    out.args[2] = 0;
    return;
  }
}

}  // namespace rb
