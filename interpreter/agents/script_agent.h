// The game's own bot: the optional bot(s, player, moves) entry point of its rules.lua,
// given a State sampled from what the player sees (never the hidden truth) and the legal
// moves as texts; it returns the index of its choice.
#pragma once

#include "agents/agent.h"
#include "core/rng.h"

namespace rb {

class ScriptAgent : public Agent {
 public:
  explicit ScriptAgent(uint64_t seed) : words_(seed_rng(seed)) {}
  const Move& choose(Engine& engine, const State& state, int player, const MoveList& legal) override;

 private:
  RngWords words_;
  std::vector<std::string> texts_;
};

}  // namespace rb
