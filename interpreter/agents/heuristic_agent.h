// The heuristic agent: one ply of the game's own judgement. It tries every legal move on a
// State sampled from what its player sees and keeps the one after which the game's
// evaluate(s, player) rates that player best (a win 1, a loss 0); ties drawn by the
// game's prior(), so among moves that change nothing it judges the likelier one goes. With
// epsilon > 0 it plays that share of its moves by the game's prior() instead, a cheap
// stand-in for a fallible human. Without an evaluate() it judges like greedy.
#pragma once

#include "agents/agent.h"
#include "agents/move_judge.h"

namespace rb {

class HeuristicAgent : public Agent {
 public:
  HeuristicAgent(uint64_t seed, double epsilon, int samples) : judge_(seed, samples), epsilon_(epsilon) {}
  const Move& choose(Engine& engine, const State& state, int player, const MoveList& legal) override;

 private:
  MoveJudge judge_;
  double epsilon_;
  std::vector<double> weights_;
};

// The value of a position for `player` as the heuristic agent sees it: its result when
// the game is over, else the game's evaluate(), else its score.
double heuristic_value(Engine& engine, const State& s, int player);

}  // namespace rb
