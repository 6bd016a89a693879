// What sim, compare and sweep share: agents per seat, seeds, threads, the ply cap, the
// progress bar on a terminal and Ctrl-C that ends a run with the games played so far.
#pragma once

#include <atomic>
#include <mutex>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "agent_options.h"
#include "analysis/playtest.h"

namespace rb::cli {

struct RunOptions {
  PlaytestOptions run;
  AgentOptions agents;             // --agents, --seat N=AGENT[:options]
  std::string report;              // --report out.html
  bool json = false;

  void add_to(CLI::App& app, const std::string& schema = "sim");
  // Fills run.seats for a game of `players`; false after printing the error (exit 2).
  bool resolve_agents(const GameDef& game, const char* verb);
};

// Ctrl-C stops starting games; the run then reports what it has and exits with 130 (as
// a shell reports a command Ctrl-C ended). A second Ctrl-C kills.
const std::atomic<bool>* stop_on_interrupt();
inline constexpr int kInterrupted = 130;

// A progress line on stderr (games, rate, time left), only when stderr is a terminal.
class Progress {
 public:
  explicit Progress(std::string what);
  ~Progress();
  void operator()(int64_t done, int64_t total);

 private:
  std::mutex mutex_;  // workers report from their own threads
  std::string what_;
  bool shown_;
  double start_ = 0, last_ = 0;
};

// Writes `text` to `path`; false after printing why it could not.
bool write_file(const std::string& path, const std::string& text);

}  // namespace rb::cli
