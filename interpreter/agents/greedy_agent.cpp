#include "agents/greedy_agent.h"

#include <limits>


#include "engine/engine.h"
#include "engine/hidden_info.h"

namespace rb {

int64_t GreedyAgent::value_after(Engine& engine, const State& view, int player, const Move& move) {
  State next = view;
  for (int i = 0; i < 4; ++i) next.rng()[i] = rng_next(words_.s);  // its own luck, not the game's
  engine.apply_unchecked(next, player, move);
  if (next.terminal() && next.result(player) == Result::Win) return std::numeric_limits<int32_t>::max();
  if (next.terminal() && next.result(player) == Result::Loss) return std::numeric_limits<int32_t>::min();
  return next.score(player);
}

const Move& GreedyAgent::choose(Engine& engine, const State& state, int player, const MoveList& legal) {
  int64_t best = std::numeric_limits<int64_t>::min();
  int best_index = 0, ties = 0;
  const State view = determinize(engine.game(), state, player, words_.s);  // only what it may see
  for (int i = 0; i < legal.size(); ++i) {
    const int64_t v = value_after(engine, view, player, legal[i]);
    if (v > best) best = v, best_index = i, ties = 1;
    else if (v == best && rng_below(words_.s, uint32_t(++ties)) == 0) best_index = i;  // reservoir: uniform among ties
  }
  return legal[best_index];
}

}  // namespace rb
