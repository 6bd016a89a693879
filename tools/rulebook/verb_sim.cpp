// `rulebook sim`: many seeded games with random agents, and their statistics.
#include <unistd.h>

#include <cstdio>
#include <iostream>

#include "agents/agent.h"
#include "analysis/playtest.h"
#include "game_options.h"
#include "verbs.h"

namespace rb::cli {
namespace {

struct SimOptions {
  GameOptions game;
  PlaytestOptions run;
  std::string agents = "random";
  std::vector<std::string> seats;  // "2=random-action"
  bool json = false;
};

// --agents a,b (cycled over the seats) then --seat N=agent overrides.
bool known_agent(const std::string& name) { return make_agent(name, 0) != nullptr; }

bool read_agents(SimOptions& o, int players) {
  const auto names = split_list(o.agents, ',');
  for (int p = 0; p < players; ++p) {
    if (!known_agent(names[p % names.size()])) return false;
    o.run.seats.push_back(names[p % names.size()]);
  }
  for (const auto& seat : o.seats) {
    const auto eq = seat.find('=');
    int n = 0;
    try { n = std::stoi(seat.substr(0, eq)); } catch (...) {}
    if (eq == std::string::npos || n < 1 || n > players || !known_agent(seat.substr(eq + 1))) return false;
    o.run.seats[n - 1] = seat.substr(eq + 1);
  }
  return true;
}

int run_sim(SimOptions o) {
  auto game = o.game.load();
  if (!game) return kUsage;
  if (o.agents.empty() || !read_agents(o, game->players)) {
    std::string names;
    for (const auto& n : agent_names()) names += (names.empty() ? "" : ", ") + n;
    std::cerr << "rulebook sim: bad --agents or --seat; agents are: " << names << " (--seat takes N=agent)\n";
    return kUsage;
  }
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
  sub->add_option("--agents", o->agents, "agents by seat, comma-separated and cycled: random, random-action, greedy");
  sub->add_option("--seat", o->seats, "one seat's agent: N=agent (repeatable)");
  sub->add_flag("--json", o->json, "machine-readable output (schemas/sim.schema.json)");
  return [o] { return run_sim(*o); };
}

}  // namespace rb::cli
