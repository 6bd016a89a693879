// Agents choose a move from the legal moves of their own seat. They see the State only
// through the engine; each has its own generator and never touches the State's chance.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/move.h"
#include "core/state.h"

namespace rb {

class Engine;

class Agent {
 public:
  virtual ~Agent() = default;
  virtual const Move& choose(Engine& engine, const State& state, int player, const MoveList& legal) = 0;
};

// "random", "random-action" or "greedy"; nullptr for an unknown name.
std::unique_ptr<Agent> make_agent(const std::string& name, uint64_t seed);
std::vector<std::string> agent_names();

}  // namespace rb
