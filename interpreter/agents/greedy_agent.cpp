#include "agents/greedy_agent.h"

#include "agents/prior_policy.h"
#include "engine/engine.h"

namespace rb {

double score_value(const State& s, int player) {
  constexpr double kBeyondAnyScore = 1e15;
  if (s.terminal() && s.result(player) == Result::Win) return kBeyondAnyScore;
  if (s.terminal() && s.result(player) == Result::Loss) return -kBeyondAnyScore;
  return double(s.score(player));
}

const Move& best_by_value(Engine& engine, const State& state, int player, const MoveList& legal, MoveJudge& judge,
                          const std::function<double(const State&)>& value) {
  const State& view = judge.start(engine, state, player);
  std::vector<double> weights;  // ties are broken by the game's prior(), uniformly without one
  priors_of(engine, view, player, legal, true, weights);
  constexpr double kSame = 1e-12;
  double best = 0, tied_weight = 0;
  int best_index = -1;
  for (int i = 0; i < legal.size(); ++i) {
    const double v = judge.judge(engine, player, legal[i], value);
    const double w = weights[size_t(i)] > 0 ? weights[size_t(i)] : 1e-9;  // a 0 still breaks a tie of zeros
    if (best_index < 0 || v > best + kSame) best = v, best_index = i, tied_weight = w;
    else if (v >= best - kSame && rng_unit(judge.rng()) * (tied_weight += w) < w) best_index = i;  // weighted reservoir
  }
  return legal[best_index];
}

const Move& GreedyAgent::choose(Engine& engine, const State& state, int player, const MoveList& legal) {
  return best_by_value(engine, state, player, legal, judge_, [player](const State& s) { return score_value(s, player); });
}

}  // namespace rb
