#include "agents/greedy_agent.h"

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
  judge.start(engine, state, player);
  double best = 0;
  int best_index = 0, ties = 0;
  for (int i = 0; i < legal.size(); ++i) {
    const double v = judge.judge(engine, player, legal[i], value);
    if (ties == 0 || v > best) best = v, best_index = i, ties = 1;
    else if (v == best && rng_below(judge.rng(), uint32_t(++ties)) == 0) best_index = i;  // uniform among ties
  }
  return legal[best_index];
}

const Move& GreedyAgent::choose(Engine& engine, const State& state, int player, const MoveList& legal) {
  return best_by_value(engine, state, player, legal, judge_, [player](const State& s) { return score_value(s, player); });
}

}  // namespace rb
