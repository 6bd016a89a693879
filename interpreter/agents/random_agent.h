// Random agents. `random` chooses uniformly among the legal moves; `random-action` first
// chooses an action name uniformly, then one of that action's moves, so an action with
// many argument choices (placing any of twelve cards) does not drown one with few (roll).
#pragma once

#include "agents/agent.h"
#include "core/rng.h"

namespace rb {

class RandomAgent : public Agent {
 public:
  enum class Mode { Uniform, ByAction };
  explicit RandomAgent(uint64_t seed, Mode mode = Mode::Uniform) : words_(seed_rng(seed)), mode_(mode) {}
  const Move& choose(const MoveList& legal);
  const Move& choose(Engine&, const State&, int, const MoveList& legal) override { return choose(legal); }

 private:
  const Move& choose_by_action(const MoveList& legal);
  RngWords words_;
  Mode mode_;
  std::vector<int32_t> actions_;
};

}  // namespace rb
