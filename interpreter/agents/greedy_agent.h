// The greedy agent: tries every legal move on a State sampled from what its player sees
// (engine/hidden_info.h) and keeps the one that leaves its own score highest (a win above all, a loss below all); ties at random.
// A game that keeps its running score in the State (s:set_score) gets a sensible bot
// for free; a game that scores only at the end gets random play.
#pragma once

#include "agents/agent.h"
#include "core/chance.h"
#include "core/rng.h"

namespace rb {

class GreedyAgent : public Agent {
 public:
  explicit GreedyAgent(uint64_t seed) : words_(seed_rng(seed)) {}
  const Move& choose(Engine& engine, const State& state, int player, const MoveList& legal) override;

 private:
  int64_t value_after(Engine& engine, const State& view, int player, const Move& move);
  RngWords words_;
};

}  // namespace rb
