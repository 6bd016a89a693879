// What `rulebook bench` measures: per game, random-playout speed, MCTS iterations, State
// size and copy time, load time; and a reference game against its native baseline. Each
// figure keeps the counts it worked through, so a change in behaviour shows as a changed count.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace rb::native {
struct NativeGame;
}

namespace rb::cli {

struct BenchOptions {
  std::vector<std::string> games;
  std::vector<std::string> params;
  double seconds = 1.0;
  uint64_t seed = 1;
  bool json = false;
  bool native = true;
  size_t profile = 0;  // after the table: where each game's rules spend their time, this many rows
  std::string profile_agents;  // --agents syntax: profile these agents' play, not random playouts
};

struct Figures {
  std::string game;
  double load_ms = 0, playouts_per_s = 0, plies_per_s = 0, copy_ns = 0;
  int64_t playouts = 0, plies = 0;
  double seconds = 0;           // CPU seconds the playouts took
  double mcts_per_s = 0;        // iterations of the default mcts agent at the first decision
  double lua_bytes_per_ply = 0; // Lua memory allocated by the rules per ply of the playouts
  int64_t mcts_iterations = 0;
  double strong_ms = 0;         // milliseconds the `strong` preset takes to decide the first move
  int64_t strong_decisions = 0;
  size_t state_bytes = 0;
};

// The name a game goes by in bench's tables: its path as given, or its folder's name when
// the path is "." or ".." (a designer benching from inside the game's folder).
std::string game_label(const std::string& path);
// Loads `path` (with the options' parameters) and measures it for `o.seconds`.
Figures bench_game(const std::string& path, const BenchOptions& o);
// Loads the game and its rules once, raising their error: bench checks every game so before
// it prints a line.
void check_game_loads(const std::string& path, const BenchOptions& o);
// The same playouts with the rules' profiler on, as text (analysis/rules_profile.h); with
// o.profile_agents, plies those agents play (their hooks as a search calls them) instead.
std::string profile_game(const std::string& path, const BenchOptions& o);
struct Baseline {
  Figures interpreted, native;
  // Native playouts/s over interpreted playouts/s in each pair of slices, in time order: how
  // far the ratio moves within one run.
  std::vector<double> slice_ratios;
};
// The lowest, the median and the highest of the slices' ratios (0 each when there are none).
struct SliceSpread {
  double lowest = 0, median = 0, highest = 0;
};
SliceSpread slice_spread(const std::vector<double>& ratios);
// The interpreted game at `path` (default parameters) and its native program `game`,
// random playouts from the same seeds, in ten alternating slices of o.seconds / 10 each,
// so that both meet the same conditions of the machine and their ratio holds on a busy one.
Baseline bench_against_native(const std::string& path, const native::NativeGame& game, const BenchOptions& o);

}  // namespace rb::cli
