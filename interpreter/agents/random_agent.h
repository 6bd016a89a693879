// The random agent: a uniform choice among the legal moves, from its own generator so
// that it never touches the State's chance.
#pragma once

#include "core/move.h"
#include "core/rng.h"

namespace rb {

class RandomAgent {
 public:
  explicit RandomAgent(uint64_t seed) : words_(seed_rng(seed)) {}
  const Move& choose(const MoveList& legal) { return legal[int(rng_below(words_.s, uint32_t(legal.size())))]; }

 private:
  RngWords words_;
};

}  // namespace rb
