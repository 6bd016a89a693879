#include "analysis/perft.h"

#include "engine/engine.h"

namespace rb {
namespace {

// Adds the number of sequences of each length up to `left` below `state` into counts[depth..].
void walk(Engine& engine, const State& state, int depth, int left, std::vector<uint64_t>& counts) {
  if (left == 0 || state.terminal()) return;
  const int p = state.first_to_move();
  MoveList legal;
  engine.legal_moves(state, p, legal);
  counts[depth] += uint64_t(legal.size());
  if (left == 1) return;
  for (const Move& m : legal) {
    State next = state;
    engine.apply_unchecked(next, p, m);
    walk(engine, next, depth + 1, left - 1, counts);
  }
}

}  // namespace

std::vector<uint64_t> perft(Engine& engine, const State& state, int max_depth) {
  std::vector<uint64_t> counts(max_depth, 0);
  walk(engine, state, 0, max_depth, counts);
  return counts;
}

}  // namespace rb
