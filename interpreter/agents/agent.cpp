#include "agents/agent.h"

#include "agents/greedy_agent.h"
#include "agents/heuristic_agent.h"
#include "agents/mcts_agent.h"
#include "agents/random_agent.h"
#include "agents/script_agent.h"

namespace rb {

std::unique_ptr<Agent> make_agent(const AgentSpec& spec, uint64_t seed) {
  if (spec.name == "random") return std::make_unique<RandomAgent>(seed, RandomAgent::Mode::Uniform);
  if (spec.name == "random-action") return std::make_unique<RandomAgent>(seed, RandomAgent::Mode::ByAction);
  if (spec.name == "greedy") return std::make_unique<GreedyAgent>(seed, int(spec.option("samples")));
  if (spec.name == "heuristic")
    return std::make_unique<HeuristicAgent>(seed, spec.option("epsilon"), int(spec.option("samples")));
  if (spec.name == "mcts" || spec.name == "ismcts") return std::make_unique<MctsAgent>(seed, SearchConfig::from(spec));
  if (spec.name == "script") return std::make_unique<ScriptAgent>(seed);
  return nullptr;
}

std::unique_ptr<Agent> make_agent(const std::string& spec, uint64_t seed) {
  std::string error;
  const auto parsed = parse_agent_spec(spec, error);
  return parsed ? make_agent(*parsed, seed) : nullptr;
}

std::vector<std::string> agent_names() {
  std::vector<std::string> out;
  for (const auto& a : agent_catalogue()) out.push_back(a.name);
  return out;
}

}  // namespace rb
