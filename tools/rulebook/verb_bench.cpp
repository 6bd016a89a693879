// `rulebook bench`: random-playout speed, State size and load time for each game and
// variant, with the counts worked through so a change in behaviour shows as a changed count.
#include <chrono>
#include <cstdio>
#include <iostream>

#include "agents/random_agent.h"
#include "engine/engine.h"
#include "game_options.h"
#include "load/game_discovery.h"
#include "load/game_loader.h"
#include "load/parameters.h"
#include "verbs.h"

namespace rb::cli {
namespace {

using Clock = std::chrono::steady_clock;

struct BenchOptions {
  std::vector<std::string> games;
  std::vector<std::string> params;
  double seconds = 1.0;
  uint64_t seed = 1;
  bool json = false;
};

double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

struct Figures {
  double load_ms = 0, playouts_per_s = 0, plies_per_s = 0;
  int64_t playouts = 0, plies = 0;
  size_t state_bytes = 0;
};

// Random playouts until the time is up (whole playouts only, seeds 0, 1, 2 ...).
void measure_playouts(Engine& engine, const BenchOptions& o, Figures& f) {
  MoveList legal;
  const int cap = engine.game().max_plies > 0 ? engine.game().max_plies : 1 << 30;
  const auto start = Clock::now();
  while (since(start) < o.seconds) {
    RandomAgent agent(o.seed + uint64_t(f.playouts));
    State s = engine.new_game(o.seed + uint64_t(f.playouts));
    while (!s.terminal() && s.ply() < cap) {
      const int p = s.first_to_move();
      engine.legal_moves(s, p, legal);
      if (legal.empty()) break;
      engine.apply_unchecked(s, p, agent.choose(legal));
    }
    f.plies += s.ply();
    ++f.playouts;
  }
  const double t = since(start);
  f.playouts_per_s = double(f.playouts) / t;
  f.plies_per_s = double(f.plies) / t;
}

Figures bench_one(const std::string& path, const BenchOptions& o) {
  Figures f;
  LoadRequest request{path, {}, {}};
  for (const auto& p : o.params)
    if (!parse_param_assignment(p, request.params)) throw std::runtime_error("--param expects key=value, got '" + p + "'");
  const int loads = 20;
  const auto start = Clock::now();
  std::shared_ptr<const GameDef> game;
  for (int i = 0; i < loads; ++i) {
    game = load_game(request);
    Engine warm(game);
  }
  f.load_ms = 1000.0 * since(start) / loads;
  f.state_bytes = sizeof(State) + size_t(game->layout.words) * sizeof(int32_t);
  Engine engine(game);
  measure_playouts(engine, o, f);
  return f;
}

int run_bench(BenchOptions o) {
  if (o.games.empty())
    for (const auto& p : discover_games(default_games_root())) o.games.push_back(p.string());
  std::printf("%-44s %10s %12s %10s %9s %9s %10s\n", "game", "load ms", "plies/s", "playouts/s", "State B", "playouts", "plies");
  for (const auto& path : o.games) {
    try {
      const Figures f = bench_one(path, o);
      std::printf("%-44s %10.2f %12.0f %10.0f %9zu %9lld %10lld\n", path.c_str(), f.load_ms, f.plies_per_s, f.playouts_per_s,
                  f.state_bytes, (long long)f.playouts, (long long)f.plies);
    } catch (const std::exception& e) {
      std::cerr << path << ": " << e.what() << "\n";
      return kProblems;
    }
  }
  return kOk;
}

}  // namespace

Runner add_bench(CLI::App& app) {
  auto o = std::make_shared<BenchOptions>();
  auto* sub = app.add_subcommand("bench", "measure random-playout speed, State size and load time");
  sub->add_option("games", o->games, "games or variant files (default: every game and variant under games/)");
  sub->add_option("--seconds", o->seconds, "time spent on each game's playouts");
  sub->add_option("--seed", o->seed, "first playout seed");
  sub->add_option("--param", o->params, "override a parameter of every game benched: key=value (repeatable)");
  return [o] { return run_bench(*o); };
}

}  // namespace rb::cli
