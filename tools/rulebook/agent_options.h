// Options every verb that seats bots shares: --agents A,B (cycled over the seats) and
// --seat N=AGENT overrides, each agent a spec with options (mcts:iterations=2000,c=1.2).
#pragma once

#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace rb {
struct GameDef;
}

namespace rb::cli {

struct AgentOptions {
  std::string agents;
  std::vector<std::string> seats;  // "2=mcts:iterations=500"
  bool humans = false;             // `human` is a seat's choice (play)
  bool time_budget = false;        // a `seconds=` budget is allowed (interactive verbs only)

  // Adds --agents and --seat, and the list of agents and their options to --help.
  void add_to(CLI::App& app, const std::string& default_agents);
  // The agent spec of each of the game's seats (canonical text; a preset as the game tunes
  // it in game.yaml `agents:`), or "" with `error` saying what is wrong.
  std::vector<std::string> resolve(const GameDef& game, std::string& error) const;
};

}  // namespace rb::cli
