// Agents choose a move from the legal moves of their own seat. They are handed the State
// through the engine but may use only what their player may see (engine/hidden_info.h
// samples the rest); each has its own generator and never touches the State's chance.
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "agents/agent_spec.h"
#include "core/move.h"
#include "core/state.h"

namespace rb {

class Engine;

class Agent {
 public:
  virtual ~Agent() = default;
  virtual const Move& choose(Engine& engine, const State& state, int player, const MoveList& legal) = 0;
  // After choose(): each player's expected reward (index p - 1, in [0, 1]) as its search
  // saw the position; empty when it did not search (agents that do not, a forced move).
  virtual std::vector<double> standing() const { return {}; }
  // A search stops at `deadline` and chooses with what it learnt by then (at least one
  // iteration); agents that do not search need none. A server bounds a bot's think with it.
  void set_deadline(std::chrono::steady_clock::time_point deadline) { deadline_ = deadline; }

 protected:
  bool past_deadline() const {
    return deadline_ != std::chrono::steady_clock::time_point::max() && std::chrono::steady_clock::now() >= deadline_;
  }
  std::chrono::steady_clock::time_point deadline_ = std::chrono::steady_clock::time_point::max();
};

// An agent from its spec (agent_spec.h): "random", "mcts:iterations=2000" ...;
// nullptr for a spec that does not parse (parse_agent_spec says why).
std::unique_ptr<Agent> make_agent(const std::string& spec, uint64_t seed);
std::unique_ptr<Agent> make_agent(const AgentSpec& spec, uint64_t seed);
std::vector<std::string> agent_names();

}  // namespace rb
