// `rulebook sim`: many seeded games with random agents, and their statistics.
#include <unistd.h>

#include <cstdio>
#include <iostream>

#include "analysis/playtest.h"
#include "game_options.h"
#include "verbs.h"

namespace rb::cli {
namespace {

struct SimOptions {
  GameOptions game;
  PlaytestOptions run;
  bool json = false;
};

int run_sim(const SimOptions& o) {
  auto game = o.game.load();
  if (!game) return kUsage;
  const bool show = isatty(STDERR_FILENO);
  auto progress = [&](int done) {
    if (show && (done % 100 == 0 || done == o.run.games)) std::fprintf(stderr, "\r%d/%d games", done, o.run.games);
  };
  const PlaytestStats stats = run_playtest(game, o.run, progress);
  if (show) std::fprintf(stderr, "\n");
  if (o.json) std::cout << stats_to_json(stats).dump(2) << "\n";
  else std::cout << stats_to_text(stats);
  return stats.errors ? kProblems : kOk;
}

}  // namespace

Runner add_sim(CLI::App& app) {
  auto o = std::make_shared<SimOptions>();
  auto* sub = app.add_subcommand("sim", "play many games with random agents and print statistics");
  o->game.add_to(*sub);
  sub->add_option("--games", o->run.games, "how many games")->check(CLI::Range(1, 100000000));
  sub->add_option("--seed", o->run.seed, "seed of the run; the same seed gives the same statistics");
  sub->add_option("--threads", o->run.threads, "worker threads")->check(CLI::Range(1, 256));
  sub->add_option("--max-plies", o->run.max_plies, "cut a game off after this many plies (default: the game's max_plies)");
  sub->add_flag("--json", o->json, "machine-readable output (schemas/sim.schema.json)");
  return [o] { return run_sim(*o); };
}

}  // namespace rb::cli
