#include "playtest_cli.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <functional>
#include <iostream>
#include <thread>

#include "game_options.h"

namespace rb::cli {
namespace {

std::atomic<bool> g_stop{false};

void on_interrupt(int) {
  if (g_stop.exchange(true)) std::_Exit(130);
}

double now_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

std::string clock_text(double seconds) {
  char b[32];
  const long s = long(seconds + 0.5);
  if (s >= 3600) std::snprintf(b, sizeof b, "%ldh%02ldm", s / 3600, s / 60 % 60);
  else std::snprintf(b, sizeof b, "%ldm%02lds", s / 60, s % 60);
  return b;
}

}  // namespace

void RunOptions::add_to(CLI::App& app, const std::string& schema) {
  app.add_option("--games", run.games, "how many games")->transform(whole_number(1, kMaxRunGames));
  add_seed_option(app, run.seed, "seed of the run; the same seed gives the same statistics");
  run.threads = int(std::clamp(std::thread::hardware_concurrency(), 1u, 256u));
  app.add_option("--threads", run.threads, "worker threads, default every core (the statistics do not depend on them)")
      ->transform(whole_number(1, 256));
  add_max_plies_option(app, run.max_plies, "cut a game off after this many plies (default: the game's max_plies)");
  add_opening_option(app, run.opening);
  app.add_flag("--rotate", run.rotate,
               "rotate the agents through the seats: each seed is played once in every seating (seat p takes the agent of "
               "seat p + k; each distinct seating once, so A,B,A,B gives two), so that each agent plays each seat as "
               "often; --games is rounded up to whole rotations; the rows by agent then compare the agents, the rows by "
               "seat the seats");
  agents.time_budget = true;  // allowed, and the report says the run is not reproducible
  agents.add_to(app, "random");
  app.add_option("--report", report, "also write a self-contained HTML report with SVG charts to this file");
  app.add_flag("--json", json, "machine-readable output (schemas/" + schema + ".schema.json)");
}

bool RunOptions::resolve_agents(const GameDef& game, const char* verb) {
  std::string error;
  run.seats = agents.resolve(game, error);
  const int64_t seatings = run.rotate && error.empty() ? distinct_seatings(run.seats) : 0;
  if (seatings == 1)
    error = "--rotate needs at least two different agents (--agents A,B or --seat N=AGENT): with one agent in every seat "
            "each seating plays its seed again, move for move";
  if (error.empty() && run.rotate) {
    run.games = whole_rotations(run.games, seatings);
    if (run.games > kMaxRunGames) run.games -= seatings;
  }
  if (error.empty()) return true;
  std::cerr << "rulebook " << verb << ": " << error << "\n";
  return false;
}

const std::atomic<bool>* stop_on_interrupt() {
  std::signal(SIGINT, on_interrupt);
  return &g_stop;
}

Progress::Progress(std::string what) : what_(std::move(what)), shown_(isatty(STDERR_FILENO)), start_(now_seconds()) {}

Progress::~Progress() {
  if (shown_ && last_ > 0) std::fprintf(stderr, "\n");
}

void Progress::operator()(int64_t done, int64_t total) {
  if (!shown_) return;
  std::lock_guard<std::mutex> lock(mutex_);
  const double t = now_seconds();
  if (done < total && t - last_ < 0.2) return;
  last_ = t;
  const double rate = done / std::max(1e-9, t - start_);
  const int width = 30, filled = int(width * done / std::max<int64_t>(1, total));
  std::fprintf(stderr, "\r%s [%s%s] %lld/%lld games, %.0f/s, %s left ", what_.c_str(), std::string(size_t(filled), '#').c_str(),
               std::string(size_t(width - filled), '.').c_str(), (long long)done, (long long)total, rate,
               clock_text(double(total - done) / std::max(rate, 1e-9)).c_str());
}

bool write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  if (out << text && out.flush()) return true;
  std::cerr << "rulebook: cannot write " << path << "\n";
  return false;
}

}  // namespace rb::cli
