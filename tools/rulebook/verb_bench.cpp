// `rulebook bench`: random-playout speed, State size, copy and load time for each game and
// variant, and the interpreted Breakthrough against the native one in the same run.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>

#include <nlohmann/json.hpp>

#include "bench_figures.h"
#include "game_options.h"
#include "load/game_discovery.h"
#include "verbs.h"

namespace rb::cli {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// games/breakthrough itself (8x8, no variant): the game the native baseline plays.
bool is_breakthrough_8x8(const std::string& path, const BenchOptions& o) {
  fs::path p(path);
  if (fs::is_directory(p)) p /= "game.yaml";
  return o.params.empty() && p.filename() == "game.yaml" && p.parent_path().filename() == "breakthrough";
}

json figures_json(const Figures& f) {
  return {{"game", f.game}, {"load_ms", f.load_ms}, {"plies_per_s", f.plies_per_s}, {"playouts_per_s", f.playouts_per_s},
          {"state_bytes", f.state_bytes}, {"copy_ns", f.copy_ns}, {"playouts", f.playouts}, {"plies", f.plies},
          {"mcts_per_s", f.mcts_per_s}, {"mcts_iterations", f.mcts_iterations}, {"lua_bytes_per_ply", f.lua_bytes_per_ply},
          {"strong_ms", f.strong_ms}, {"strong_decisions", f.strong_decisions}};
}

json baseline_json(const Figures& interpreted, const Figures& native) {
  return {{"interpreted", figures_json(interpreted)}, {"native", figures_json(native)},
          {"playouts_ratio", native.playouts_per_s / interpreted.playouts_per_s},
          {"plies_ratio", native.plies_per_s / interpreted.plies_per_s}};
}

// The game column fits the longest path benched.
int name_width(const std::vector<std::string>& games) {
  size_t w = 44;
  for (const auto& g : games) w = std::max(w, g.size());
  return int(w);
}

void print_header(int width) {
  std::printf("Speeds are per second of this thread's CPU time (one thread).\n");
  std::printf("%-*s %8s %12s %11s %9s %9s %8s %8s %9s %9s %10s\n", width, "game", "load ms", "plies/s", "playouts/s", "MCTS it/s",
              "strong ms", "State B", "copy ns", "Lua B/ply", "playouts", "plies");
}

void print_row(const Figures& f, int width) {
  std::printf("%-*s %8.2f %12.0f %11.0f %9.0f %9.1f %8zu %8.1f %9.1f %9lld %10lld\n", width, f.game.c_str(), f.load_ms, f.plies_per_s,
              f.playouts_per_s, f.mcts_per_s, f.strong_ms, f.state_bytes, f.copy_ns, f.lua_bytes_per_ply, (long long)f.playouts,
              (long long)f.plies);
  std::fflush(stdout);
}

void print_baseline(const Figures& interpreted, const Figures& native) {
  std::printf("\nBreakthrough 8x8, interpreted (%s) vs native (tools/native_games), this run,\n"
              "in ten alternating slices of the time:\n",
              interpreted.game.c_str());
  std::printf("%-12s %12s %12s %10s %10s\n", "", "playouts/s", "plies/s", "playouts", "plies");
  for (const Figures* f : {&interpreted, &native})
    std::printf("%-12s %12.0f %12.0f %10lld %10lld\n", f == &native ? "native" : "interpreted", f->playouts_per_s,
                f->plies_per_s, (long long)f->playouts, (long long)f->plies);
  std::printf("%-12s %11.1fx %11.1fx\n", "slower by", native.playouts_per_s / interpreted.playouts_per_s,
              native.plies_per_s / interpreted.plies_per_s);
}

int run_bench(BenchOptions o) {
  if (o.games.empty())
    for (const auto& p : discover_games(default_games_root())) o.games.push_back(p.string());
  const int width = name_width(o.games);
  if (!o.json) print_header(width);
  std::vector<Figures> all;
  const std::string* interpreted = nullptr;
  try {
    for (const auto& path : o.games) {
      all.push_back(bench_game(path, o));
      if (!o.json) print_row(all.back(), width);
    }
    for (size_t i = 0; i < all.size(); ++i)
      if (!interpreted && is_breakthrough_8x8(o.games[i], o)) interpreted = &o.games[i];
  } catch (const std::exception& e) {
    std::cerr << "rulebook bench: " << (all.size() < o.games.size() ? o.games[all.size()] + ": " : "") << e.what() << "\n";
    return kProblems;
  }
  json out = {{"seconds", o.seconds}, {"seed", o.seed}, {"games", json::array()}};
  for (const Figures& f : all) out["games"].push_back(figures_json(f));
  if (o.native && interpreted) {
    const Baseline b = bench_against_native(*interpreted, o);
    if (o.json) out["native_breakthrough"] = baseline_json(b.interpreted, b.native);
    else print_baseline(b.interpreted, b.native);
  }
  if (o.json) std::cout << out.dump(2) << "\n";
  for (size_t i = 0; o.profile > 0 && i < o.games.size(); ++i) std::cout << "\n" << profile_game(o.games[i], o);
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
  sub->add_flag("--json", o->json, "machine-readable output (schemas/bench.schema.json)");
  sub->add_flag("!--no-native", o->native, "skip the native Breakthrough baseline");
  sub->add_option("--profile", o->profile, "then, for each game, where its rules spend their time: the N functions and lines that take the most")
      ->excludes("--json");
  return [o] { return run_bench(*o); };
}

}  // namespace rb::cli
