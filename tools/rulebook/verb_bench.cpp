// `rulebook bench`: random-playout speed, State size, copy and load time for each game and
// variant, and each reference game against its native baseline in the same run.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "bench_figures.h"
#include "bots_figures.h"
#include "game_options.h"
#include "load/game_discovery.h"
#include "native_games.h"
#include "verbs.h"

namespace rb::cli {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// A benched game and the native program that plays it, measured side by side.
struct Pairing {
  size_t index;  // in BenchOptions::games
  const native::NativeGame* program;
  Baseline figures;
};

// The native program for `path` when it names a reference game's own game.yaml (not a
// variant) and no --param changes it: paired by the name of the game's folder.
const native::NativeGame* native_for(const std::string& path, const BenchOptions& o) {
  fs::path p = fs::absolute(path).lexically_normal();
  if (fs::is_directory(p)) p /= "game.yaml";
  if (!o.native || !o.params.empty() || p.filename() != "game.yaml") return nullptr;
  return native::find_native_game(p.parent_path().filename().string());
}

double playouts_ratio(const Baseline& b) { return b.native.playouts_per_s / b.interpreted.playouts_per_s; }
double plies_ratio(const Baseline& b) { return b.native.plies_per_s / b.interpreted.plies_per_s; }

json figures_json(const Figures& f) {
  return {{"game", f.game}, {"load_ms", f.load_ms}, {"plies_per_s", f.plies_per_s}, {"playouts_per_s", f.playouts_per_s},
          {"state_bytes", f.state_bytes}, {"copy_ns", f.copy_ns}, {"playouts", f.playouts}, {"plies", f.plies},
          {"mcts_per_s", f.mcts_per_s}, {"mcts_iterations", f.mcts_iterations}, {"lua_bytes_per_ply", f.lua_bytes_per_ply},
          {"strong_ms", f.strong_ms}, {"strong_decisions", f.strong_decisions}};
}

json speed_json(const Figures& f) {
  return {{"playouts_per_s", f.playouts_per_s}, {"plies_per_s", f.plies_per_s}, {"playouts", f.playouts}, {"plies", f.plies}};
}

// The native program's figures, with the interpreted game's from the same slices.
json native_json(const Pairing& p) {
  json j = speed_json(p.figures.native);
  j["program"] = std::string(p.program->folder);
  j["state_bytes"] = p.figures.native.state_bytes;
  j["plies_ratio"] = plies_ratio(p.figures);
  j["interpreted"] = speed_json(p.figures.interpreted);
  const SliceSpread spread = slice_spread(p.figures.slice_ratios);
  j["slices"] = {{"count", p.figures.slice_ratios.size()}, {"lowest", spread.lowest}, {"median", spread.median}, {"highest", spread.highest}};
  return j;
}

json bench_json(const BenchOptions& o, const std::vector<Figures>& all, const std::vector<Pairing>& pairs) {
  json out = {{"seconds", o.seconds}, {"seed", o.seed}, {"games", json::array()}};
  for (const Figures& f : all) out["games"].push_back(figures_json(f));
  for (const Pairing& p : pairs) {
    out["games"][p.index]["native_ratio"] = playouts_ratio(p.figures);
    out["games"][p.index]["native"] = native_json(p);
  }
  return out;
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

void print_pairing_header(int width) {
  std::printf("\nInterpreted against native (tools/native_games), this run, each pair in ten alternating\n"
              "slices of the time; only ratios measured in one run compare across machines, and the\n"
              "slices' own ratios show how far the machine moved them within this run:\n");
  std::printf("%-*s %-12s %12s %12s %10s %10s\n", width, "game", "", "playouts/s", "plies/s", "playouts", "plies");
}

// Three lines a game: interpreted, native, and how many times slower the interpreter is.
void print_pairing(const Baseline& b, int width) {
  for (const Figures* f : {&b.interpreted, &b.native})
    std::printf("%-*s %-12s %12.0f %12.0f %10lld %10lld\n", width, f == &b.native ? "" : b.interpreted.game.c_str(),
                f == &b.native ? "native" : "interpreted", f->playouts_per_s, f->plies_per_s, (long long)f->playouts,
                (long long)f->plies);
  std::printf("%-*s %-12s %11.1fx %11.1fx\n", width, "", "slower by", playouts_ratio(b), plies_ratio(b));
  if (const SliceSpread spread = slice_spread(b.slice_ratios); !b.slice_ratios.empty())
    std::printf("%-*s %-12s %11.1fx to %.1fx, median %.1fx\n", width, "", "slice by slice", spread.lowest, spread.highest, spread.median);
  std::fflush(stdout);
}

// What `measure` returns for the game at `path`; an error it throws names the game.
template <class Measure>
auto measuring(const std::string& path, Measure measure) {
  try {
    return measure();
  } catch (const std::exception& e) {
    throw std::runtime_error(path + ": " + e.what());
  }
}

// Every game's figures, a row each as it is measured.
std::vector<Figures> bench_games(const BenchOptions& o, int width) {
  std::vector<Figures> all;
  for (const auto& path : o.games) {
    all.push_back(measuring(path, [&] { return bench_game(path, o); }));
    if (!o.json) print_row(all.back(), width);
  }
  return all;
}

// Each benched reference game against its native program, a block each as it is measured.
std::vector<Pairing> bench_pairings(const BenchOptions& o, int width) {
  std::vector<Pairing> pairs;
  for (size_t i = 0; i < o.games.size(); ++i)
    if (const native::NativeGame* program = native_for(o.games[i], o)) {
      if (!o.json && pairs.empty()) print_pairing_header(width);
      pairs.push_back({i, program, measuring(o.games[i], [&] { return bench_against_native(o.games[i], *program, o); })});
      if (!o.json) print_pairing(pairs.back().figures, width);
    }
  return pairs;
}

void print_bots_header(const BotsOptions& b, const BenchOptions& o, int width) {
  std::printf("Bots: --agents %s, %lld games each, seed %llu, %d thread%s. \"Ended\" counts the games a rule of the\n"
              "game ended; a ply cap (the engine's, or one the rules declare with s:cut_off) is \"cut off\".\n",
              b.agents.c_str(), (long long)b.games, (unsigned long long)o.seed, b.threads, b.threads == 1 ? "" : "s");
  if (b.opening > 0) std::printf("The first %d plies of each game are played at random (--opening).\n", b.opening);
  std::printf("%-*s %7s %7s %15s %7s %6s %12s %8s %18s\n", width, "game", "players", "ended", "95% interval", "cut off", "errors",
              "median plies", "ms/ply", "most wins");
}

void print_bots_row(const BotsFigures& f, int width) {
  char seat[48] = "-";
  if (f.best_seat > 0)
    std::snprintf(seat, sizeof seat, "seat %d %.0f%%", f.best_seat, 100 * f.best_seat_wins.value);
  std::printf("%-*s %7d %6.0f%% %6.0f%% - %4.0f%% %7lld %6lld %12.0f %8.1f %18s\n", width, f.game.c_str(), f.players,
              100 * f.ended.value, 100 * f.ended.ci.low, 100 * f.ended.ci.high, (long long)f.cut_off, (long long)f.errors,
              f.median_plies, f.ms_per_ply, seat);
  if (!f.first_error.empty()) std::printf("%-*s   first error: %s\n", width, "", f.first_error.c_str());
  if (f.repeated) std::printf("%-*s   repeated: only %lld of %lld games differ move for move; try --opening N\n", width, "", (long long)f.lines_distinct, (long long)f.lines_sampled);
  std::fflush(stdout);
}

// --bots: each game at each asked player count, a row as it is played.
int run_bots(const BenchOptions& o, const BotsOptions& b, int width) {
  print_bots_header(b, o, width);
  try {
    for (const auto& path : o.games)
      for (int players : measuring(path, [&] { return bot_player_counts(path, o.params, b); }))
        print_bots_row(measuring(path, [&] { return bench_bots(path, o.params, players, o.seed, b); }), width);
  } catch (const std::exception& e) {
    std::cerr << "rulebook bench: " << e.what() << "\n";
    return kProblems;
  }
  return kOk;
}

int run_bench(BenchOptions o, const BotsOptions& bots) {
  if (o.games.empty())
    for (const auto& p : discover_games(default_games_root())) o.games.push_back(p.string());
  const int width = name_width(o.games);
  try {
    for (const auto& path : o.games) measuring(path, [&] { check_game_loads(path, o); });
  } catch (const std::exception& e) {
    std::cerr << "rulebook bench: " << e.what() << "\n";
    return kUsage;
  }
  if (!bots.agents.empty()) return run_bots(o, bots, width);
  if (!o.json) print_header(width);
  try {
    const std::vector<Figures> all = bench_games(o, width);
    const std::vector<Pairing> pairs = bench_pairings(o, width);
    if (o.json) std::cout << bench_json(o, all, pairs).dump(2) << "\n";
  } catch (const std::exception& e) {
    std::cerr << "rulebook bench: " << e.what() << "\n";
    return kProblems;
  }
  try {
    for (size_t i = 0; o.profile > 0 && i < o.games.size(); ++i) std::cout << "\n" << profile_game(o.games[i], o);
  } catch (const std::exception& e) {
    std::cerr << "rulebook bench: " << e.what() << "\n";
    return kProblems;
  }
  return kOk;
}

}  // namespace

Runner add_bench(CLI::App& app) {
  auto o = std::make_shared<BenchOptions>();
  auto bots = std::make_shared<BotsOptions>();
  auto* sub = app.add_subcommand("bench", "measure random-playout speed, State size and load time");
  sub->add_option("games", o->games, "games or variant files (default: every game and variant under games/)");
  sub->add_option("--seconds", o->seconds, "time spent on each game's playouts")->check(decimal_number(0.001, 86400));
  add_seed_option(*sub, o->seed, "first playout seed");
  sub->add_option("--param", o->params, "override a parameter of every game benched: key=value (repeatable)");
  sub->add_flag("--json", o->json, "machine-readable output (schemas/bench.schema.json)");
  sub->add_flag("!--no-native", o->native, "skip the native baselines (Ataxx, Breakthrough, Connect Four, draughts, Gomoku, Hex, Reversi, Tic-tac-toe)");
  sub->add_option("--profile", o->profile, "then, for each game, where its rules spend their time: the N functions and lines that take the most")
      ->transform(whole_number(0, 1000))
      ->excludes("--json");
  sub->add_option("--profile-agents", o->profile_agents,
                  "with --profile: profile the plies these agents play (--agents syntax, e.g. strong: the rules and their "
                  "evaluate and prior as the search calls them) for --seconds, instead of random playouts")
      ->needs("--profile");
  auto* with_bots = sub->add_option("--bots", bots->agents,
                                    "instead of speeds: do these agents (--agents syntax, e.g. strong) finish each game? "
                                    "The share of games a rule ended, with its interval, the median length and ms a ply")
                        ->excludes("--json")
                        ->excludes("--profile");
  sub->add_option("--bot-games", bots->games, "with --bots: games per game and player count")->transform(whole_number(1, kMaxRunGames))->needs(with_bots);
  sub->add_option("--players", bots->players, "with --bots: the player counts to try, e.g. 2,3,4 (each game's default without)")
      ->delimiter(',')
      ->transform(whole_number(1, 64))
      ->needs(with_bots);
  sub->add_option("--threads", bots->threads, "with --bots: games played side by side")->transform(whole_number(1, 256))->needs(with_bots);
  sub->add_option("--max-plies", bots->max_plies, "with --bots: cut a game off after this many plies (default: the game's max_plies)")
      ->transform(whole_number(0, 1000000))
      ->needs(with_bots);
  add_opening_option(*sub, bots->opening, "with --bots: ")->needs(with_bots);
  return [o, bots] { return run_bench(*o, *bots); };
}

}  // namespace rb::cli
