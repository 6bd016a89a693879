// Perft: the number of move sequences of each length from a position. Exact counts are
// cheap regression tests of move generation (chance inside a move follows the State's seed).
#pragma once

#include <cstdint>
#include <vector>

#include "core/state.h"

namespace rb {

class Engine;

// Leaf counts for depths 1..max_depth from `state` (a terminal position counts no moves).
std::vector<uint64_t> perft(Engine& engine, const State& state, int max_depth);

}  // namespace rb
