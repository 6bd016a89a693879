#include "bench_figures.h"

#include <algorithm>
#include <cmath>
#include <ctime>
#include <filesystem>
#include <stdexcept>

#include "agents/agent.h"
#include "agents/mcts_agent.h"
#include "agents/random_agent.h"
#include "analysis/rules_profile.h"
#include "engine/engine.h"
#include "load/game_loader.h"
#include "load/parameters.h"
#include "agent_options.h"
#include "native_games.h"

namespace rb::cli {
namespace {

// Seconds of this thread's CPU time: other work on the machine does not count, so the
// figures hold on a loaded machine.
struct Clock {
  using time_point = double;
  static double now() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
  }
};

double since(double t) { return Clock::now() - t; }

// Reading the thread's CPU clock is a system call (about 0.4 us): it is read once per this
// many plies, so a game of a few plies is not measured as mostly clock.
constexpr int64_t kPliesPerClockRead = 20000;

// Whether the time is up, read only every kPliesPerClockRead plies (playouts count too,
// so a game that ends in setup still reaches a read).
struct Deadline {
  double start = Clock::now(), seconds;
  int64_t next_read = 0;
  bool reached(int64_t plies) {
    if (plies < next_read) return false;
    next_read = plies + kPliesPerClockRead;
    return since(start) >= seconds;
  }
};

// Random playouts for `seconds` more of CPU time (whole playouts only), continuing f's
// seeds o.seed, o.seed + 1 ... and counts.
void add_playouts(Engine& engine, const BenchOptions& o, double seconds, Figures& f) {
  MoveList legal;
  const int cap = engine.game().setup.max_plies > 0 ? engine.game().setup.max_plies : 1 << 30;
  Deadline deadline{Clock::now(), seconds};
  deadline.next_read = f.plies + f.playouts;
  RandomAgent agent(o.seed);
  State s;
  Move move;
  while (!deadline.reached(f.plies + f.playouts)) {
    agent.reseed(o.seed + uint64_t(f.playouts));
    engine.restart(s, o.seed + uint64_t(f.playouts));
    while (!s.terminal() && s.ply() < cap) {
      const int p = s.first_to_move();
      if (!agent.play(engine, s, p, legal, move)) break;
      engine.apply_unchecked(s, p, move);
    }
    f.plies += s.ply();
    ++f.playouts;
  }
  f.seconds += since(deadline.start);
}

// The native program's playouts for `seconds` more, continuing f's seeds and counts.
void add_native_playouts(const native::NativeGame& game, const BenchOptions& o, double seconds, Figures& f) {
  Deadline deadline{Clock::now(), seconds};
  deadline.next_read = f.plies + f.playouts;
  while (!deadline.reached(f.plies + f.playouts)) {
    f.plies += game.playout(o.seed + uint64_t(f.playouts)).plies;
    ++f.playouts;
  }
  f.seconds += since(deadline.start);
}

// The agent of each seat for --profile-agents; a spec that does not parse is an error.
std::vector<std::string> profiled_seats(const GameDef& game, const BenchOptions& o) {
  AgentOptions options;
  options.agents = o.profile_agents;
  std::string error;
  std::vector<std::string> seats = options.resolve(game, error);
  if (error.rfind("--agents", 0) == 0) error = "--profile-agents" + error.substr(8);
  if (!error.empty()) throw std::runtime_error(error);
  return seats;
}

// Plies the agents of o.profile_agents (cycled over the seats, presets as the game tunes
// them) choose, games from seeds seed, seed + 1 ..., until `o.seconds` of CPU time have
// passed (one ply at least), the last game left where it stands: f.plies and f.playouts
// (games begun).
void add_agent_plies(Engine& engine, const BenchOptions& o, Figures& f) {
  const std::vector<std::string> seats = profiled_seats(engine.game(), o);
  const int cap = engine.game().setup.max_plies > 0 ? engine.game().setup.max_plies : 1 << 30;
  const double start = Clock::now();
  MoveList legal;
  while (f.playouts == 0 || since(start) < o.seconds) {
    const uint64_t seed = o.seed + uint64_t(f.playouts++);
    std::vector<std::unique_ptr<Agent>> agents;
    for (size_t p = 0; p < size_t(engine.game().setup.players); ++p) agents.push_back(make_agent(seats[p % seats.size()], seed + p));
    for (State s = engine.new_game(seed); !s.terminal() && s.ply() < cap && (f.plies == 0 || since(start) < o.seconds); ++f.plies) {
      const int p = s.first_to_move();
      engine.legal_moves(s, p, legal);
      if (legal.empty()) break;
      const Move move = agents[size_t(p - 1)]->choose(engine, s, p, legal);
      engine.apply_unchecked(s, p, move);
    }
  }
  f.seconds += since(start);
}

std::string counted(int64_t n, const char* one, const char* many) { return std::to_string(n) + " " + (n == 1 ? one : many); }

void finish_rates(Figures& f) {
  f.playouts_per_s = double(f.playouts) / f.seconds;
  f.plies_per_s = double(f.plies) / f.seconds;
}

// MCTS (the `mcts` agent's defaults) deciding the first move, searches of 100 iterations
// seeded seed, seed + 1 ... until the time is up: iterations per second. Every search runs
// its 100 (stop = false), so that the figure is the speed of an iteration alone.
void measure_mcts(Engine& engine, const BenchOptions& o, Figures& f) {
  const State s = engine.new_game(o.seed);
  const int player = s.first_to_move();
  MoveList legal;
  engine.legal_moves(s, player, legal);
  if (legal.empty()) return;
  SearchConfig config;
  config.iterations = 100;
  config.stop = false;
  const double start = Clock::now();
  for (uint64_t k = 0; since(start) < o.seconds; ++k) {
    MctsAgent agent(o.seed + k, config);
    agent.choose(engine, s, player, legal);
    f.mcts_iterations += agent.last_iterations();
  }
  f.mcts_per_s = double(f.mcts_iterations) / since(start);
}

// The `strong` preset deciding the first move, seeds seed, seed + 1 ... for half the time
// (at least once): milliseconds of CPU per decision, the figure its preset promises.
void measure_strong(Engine& engine, const BenchOptions& o, Figures& f) {
  const State s = engine.new_game(o.seed);
  const int player = s.first_to_move();
  MoveList legal;
  engine.legal_moves(s, player, legal);
  if (legal.empty()) return;
  std::string error;
  const auto strong = parse_agent_spec("strong", engine.game().agent_presets, error);
  if (!strong) throw std::runtime_error(error);
  const double start = Clock::now();
  for (uint64_t k = 0; f.strong_decisions == 0 || since(start) < o.seconds / 2; ++k, ++f.strong_decisions)
    make_agent(*strong, o.seed + k)->choose(engine, s, player, legal);
  f.strong_ms = 1000 * since(start) / double(f.strong_decisions);
}

// Nanoseconds to copy-construct the starting State (its one allocation included).
double measure_copy_ns(const State& s) {
  constexpr int kCopies = 200000;
  int64_t sink = 0;
  const auto start = Clock::now();
  for (int i = 0; i < kCopies; ++i) {
    State copy(s);
    sink += copy.words()[i % copy.words().size()];
  }
  const double t = since(start);
  if (sink == 42) std::fputs("", stderr);  // keeps the copies from being optimised away
  return 1e9 * t / kCopies;
}

double measure_load_ms(const LoadRequest& request, std::shared_ptr<const GameDef>& game) {
  constexpr int kLoads = 20;
  const auto start = Clock::now();
  for (int i = 0; i < kLoads; ++i) {
    game = load_game(request);
    Engine warm(game);
  }
  return 1000.0 * since(start) / kLoads;
}

LoadRequest request_for(const std::string& path, const BenchOptions& o) {
  LoadRequest request{path, {}, {}};
  for (const auto& p : o.params)
    if (!parse_param_assignment(p, request.params)) throw std::runtime_error("--param expects key=value, got '" + p + "'");
  return request;
}

}  // namespace

void check_game_loads(const std::string& path, const BenchOptions& o) {
  Engine engine(load_game(request_for(path, o)));
  if (!o.profile_agents.empty()) profiled_seats(engine.game(), o);
}

std::string game_label(const std::string& path) {
  const std::filesystem::path p = std::filesystem::path(path).lexically_normal();
  const std::string last = p.filename().string();
  if (!last.empty() && last != "." && last != "..") return path;
  std::error_code error;
  const std::filesystem::path full = std::filesystem::weakly_canonical(p, error);
  return error || full.filename().empty() ? path : full.filename().string();
}

Figures bench_game(const std::string& path, const BenchOptions& o) {
  Figures f;
  f.game = game_label(path);
  const LoadRequest request = request_for(path, o);
  std::shared_ptr<const GameDef> game;
  f.load_ms = measure_load_ms(request, game);
  f.state_bytes = sizeof(State) + size_t(game->layout.words) * sizeof(int32_t);
  Engine engine(game);
  f.copy_ns = measure_copy_ns(engine.new_game(o.seed));
  const uint64_t allocated = engine.rules().lua_bytes_allocated();
  add_playouts(engine, o, o.seconds, f);
  f.lua_bytes_per_ply = double(engine.rules().lua_bytes_allocated() - allocated) / double(std::max<int64_t>(1, f.plies));
  finish_rates(f);
  measure_mcts(engine, o, f);
  measure_strong(engine, o, f);
  return f;
}

std::string profile_game(const std::string& path, const BenchOptions& o) {
  Engine engine(load_game(request_for(path, o)));
  Figures f;
  engine.rules().start_profile();
  const bool by_agents = !o.profile_agents.empty();
  if (by_agents) add_agent_plies(engine, o, f);
  else add_playouts(engine, o, o.seconds, f);
  const RulesProfile profile = engine.rules().take_profile();
  const std::string played = by_agents ? counted(f.plies, "ply", "plies") + " of " + o.profile_agents + " in " + counted(f.playouts, "game", "games")
                                       : std::to_string(f.playouts) + " random playouts";
  return profile_text(profile, game_label(path) + " (" + played + ")", o.profile, f.plies);
}

Baseline bench_against_native(const std::string& path, const native::NativeGame& game, const BenchOptions& o) {
  constexpr int kSlices = 10;
  Baseline b;
  b.interpreted.game = game_label(path);
  b.native.game = "native " + std::string(game.folder);
  b.native.state_bytes = game.state_bytes;
  Engine engine(load_game(LoadRequest{path, {}, {}}));
  b.interpreted.state_bytes = sizeof(State) + size_t(engine.game().layout.words) * sizeof(int32_t);
  for (int k = 0; k < kSlices; ++k) {
    const Figures interpreted = b.interpreted, native = b.native;
    add_playouts(engine, o, o.seconds / kSlices, b.interpreted);
    add_native_playouts(game, o, o.seconds / kSlices, b.native);
    const double i = double(b.interpreted.playouts - interpreted.playouts) / (b.interpreted.seconds - interpreted.seconds);
    const double n = double(b.native.playouts - native.playouts) / (b.native.seconds - native.seconds);
    if (i > 0 && n > 0 && std::isfinite(i) && std::isfinite(n)) b.slice_ratios.push_back(n / i);
  }
  finish_rates(b.interpreted);
  finish_rates(b.native);
  return b;
}

SliceSpread slice_spread(const std::vector<double>& ratios) {
  if (ratios.empty()) return {};
  std::vector<double> sorted = ratios;
  std::sort(sorted.begin(), sorted.end());
  const size_t n = sorted.size();
  const double median = n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  return {sorted.front(), median, sorted.back()};
}

}  // namespace rb::cli
