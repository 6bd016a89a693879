#include "cli_app.h"

namespace rb::cli {

std::map<CLI::App*, Runner> add_verbs(CLI::App& app) {
  std::map<CLI::App*, Runner> runners;
  for (auto add : {add_sim, add_compare, add_sweep, add_ladder, add_merge, add_moves, add_play, add_test, add_lint, add_why, add_new, add_perft, add_bench, add_render, add_replay, add_serve, add_agents, add_completions, add_lua_api}) {
    const size_t before = app.get_subcommands({}).size();
    Runner run = add(app);
    runners[app.get_subcommands({})[before]] = run;
  }
  return runners;
}

}  // namespace rb::cli
