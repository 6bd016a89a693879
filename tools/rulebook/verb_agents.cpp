// `rulebook agents [GAME]`: every agent, its options and presets, and when to use which;
// with a game, which of the hooks the agents use (evaluate, evaluate_all, prior, prior_all, bot) its rules define.
#include <filesystem>
#include <iostream>

#include "agents/agent_spec.h"
#include "engine/engine.h"
#include "game_options.h"
#include "verbs.h"

namespace rb::cli {
namespace {

std::string hooks_of(const GameDef& game, Engine& engine) {
  std::string out = game.name + ":\n";
  out += engine.has_evaluate() ? "  evaluate(s, player)  defined: heuristic judges moves by it; mcts and ismcts score playouts with it after depth= plies\n"
                               : "  evaluate(s, player)  not defined: heuristic judges like greedy (the score); search plays every playout to its end or playout=\n";
  if (engine.has_evaluate_all())
    out += "  evaluate_all(s)      defined: every player's value in one call; search scores a playout with one call, not one per player"
           " (evaluate(s, player) answers from it where the rules do not define it)\n";
  out += engine.has_prior() ? "  prior(s, player, ...) or prior_all defined: playouts draw moves in proportion to it (rollout=prior); the tree tries its favourites first (bias=)\n"
                            : "  prior(s, player, ...) not defined: playouts and untried moves are uniform\n";
  if (engine.has_prior_all())
    out += "  prior_all(s, player, list) defined: a whole list's priors in one call; the tree and rollout=prior playouts judge every legal move with"
           " one call (rollout=sampled asks prior(s, player, ...) of one move, which answers from prior_all where the rules do not define it)\n";
  out += engine.has_bot() ? "  bot(s, player, moves) defined: the script agent plays it\n"
                          : "  bot(s, player, moves) not defined: the script agent is not available\n";
  for (const auto& p : game.agent_presets) {  // the load checked that each parses
    std::string error;
    out += "  " + p.name + " here stands for " + parse_agent_spec(p.name, game.agent_presets, error)->text() + " (agents: in " + std::filesystem::path(p.file).filename().string() + ")\n";
  }
  return out + "\n";
}

int run_agents(const GameOptions& o) {
  if (!o.path.empty()) {
    auto game = o.load();
    if (!game) return kUsage;
    try {
      Engine engine(game);
      std::cout << hooks_of(*game, engine);
    } catch (const std::exception& e) {
      return std::cerr << e.what() << "\n", kProblems;
    }
  }
  std::cout << agent_guide_text();
  return kOk;
}

}  // namespace

Runner add_agents(CLI::App& app) {
  auto o = std::make_shared<GameOptions>();
  auto* sub = app.add_subcommand("agents", "list the agents, their options and presets, and when to use which");
  o->add_to(*sub, false);
  return [o] { return run_agents(*o); };
}

}  // namespace rb::cli
