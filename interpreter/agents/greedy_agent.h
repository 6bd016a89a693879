// The greedy agent: tries every legal move on States sampled from what its player sees
// (engine/hidden_info.h) and keeps the one that leaves its own score highest (a win above
// all, a loss below all); ties by the game's prior(), else at random. A move in a simultaneous decision is judged once
// the others have chosen too (agents/move_judge.h), whatever the seat.
// A game that keeps its running score in the State (s:set_score) gets a sensible bot
// for free; a game that scores only at the end gets random play.
#pragma once

#include "agents/agent.h"
#include "agents/move_judge.h"

namespace rb {

// The best of `legal` by `value` of the position after it, judged on samples of what
// `player` may see of `state` (agents/move_judge.h); ties drawn in proportion to the game's
// prior() (uniformly without one).
const Move& best_by_value(Engine& engine, const State& state, int player, const MoveList& legal, MoveJudge& judge,
                          const std::function<double(const State&)>& value);

class GreedyAgent : public Agent {
 public:
  GreedyAgent(uint64_t seed, int samples) : judge_(seed, samples) {}
  const Move& choose(Engine& engine, const State& state, int player, const MoveList& legal) override;

 private:
  MoveJudge judge_;
};

// Its own score after a move: a win above every score, a loss below.
double score_value(const State& s, int player);

}  // namespace rb
