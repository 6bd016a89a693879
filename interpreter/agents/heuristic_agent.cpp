#include "agents/heuristic_agent.h"

#include "agents/greedy_agent.h"
#include "agents/mcts_agent.h"
#include "agents/prior_policy.h"
#include "engine/engine.h"
#include "engine/hidden_info.h"

namespace rb {

double heuristic_value(Engine& engine, const State& s, int player) {
  if (s.terminal()) return rewards_of(s)[size_t(player - 1)];
  if (engine.has_evaluate()) return engine.evaluate(s, player);
  return score_value(s, player);
}

const Move& HeuristicAgent::choose(Engine& engine, const State& state, int player, const MoveList& legal) {
  if (epsilon_ > 0 && rng_unit(judge_.rng()) < epsilon_) {
    const State view = determinize(engine.game(), state, player, judge_.rng());  // only what it may see
    return legal[draw_move(engine, view, player, legal, true, judge_.rng(), weights_)];
  }
  return best_by_value(engine, state, player, legal, judge_,
                       [&engine, player](const State& s) { return heuristic_value(engine, s, player); });
}

}  // namespace rb
