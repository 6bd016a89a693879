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
void batch_move_at(const std::vector<MaskBatch>& batches, int i, Move& out);

}  // namespace rb
