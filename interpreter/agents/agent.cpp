#include "agents/agent.h"

#include "agents/greedy_agent.h"
#include "agents/random_agent.h"

namespace rb {

std::unique_ptr<Agent> make_agent(const std::string& name, uint64_t seed) {
  if (name == "random") return std::make_unique<RandomAgent>(seed, RandomAgent::Mode::Uniform);
  if (name == "random-action") return std::make_unique<RandomAgent>(seed, RandomAgent::Mode::ByAction);
  if (name == "greedy") return std::make_unique<GreedyAgent>(seed);
  return nullptr;
}

std::vector<std::string> agent_names() { return {"random", "random-action", "greedy"}; }

}  // namespace rb
