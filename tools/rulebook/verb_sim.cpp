// `rulebook sim`: many seeded games with agents per seat, and their statistics; one
// shard of such a run with --shard K/N.
#include <cstdio>
#include <filesystem>
#include <iostream>

#include "present/html_report.h"
#include "analysis/playtest_summary.h"
#include "game_options.h"
#include "playtest_cli.h"
#include "verbs.h"

namespace rb::cli {
namespace {

struct SimOptions {
  GameOptions game;
  RunOptions run;
  std::string shard;  // "K/N"
};

bool read_shard(const std::string& text, PlaytestOptions& run) {
  if (text.empty()) return true;
  // Digits only (no sign, no space), and N at most the games, so neither wraps an int.
  const auto slash = text.find('/');
  const std::string k = text.substr(0, slash), n = slash == std::string::npos ? "" : text.substr(slash + 1);
  if (whole_number_error(n, 1, std::min<int64_t>(run.games, INT32_MAX)).empty() && whole_number_error(k, 1, std::stoll(n)).empty()) {
    run.shard = std::stoi(k), run.shards = std::stoi(n);
    return true;
  }
  std::cerr << "rulebook sim: --shard expects K/N with 1 <= K <= N <= --games (e.g. 3/10), got '" << text << "'\n";
  return false;
}

// --record DIR: the folder the game logs go to, made when missing.
bool make_record_dir(const std::string& dir) {
  std::error_code error;
  if (!dir.empty()) std::filesystem::create_directories(dir, error);
  if (error) std::cerr << "rulebook sim: cannot create '" << dir << "': " << error.message() << "\n";
  return !error;
}

int run_sim(SimOptions o) {
  o.run.run.stop = stop_on_interrupt();  // first: a Ctrl-C while the game loads still counts
  auto game = o.game.load();
  if (!game || !read_shard(o.shard, o.run.run) || !o.run.resolve_agents(*game, "sim")) return kUsage;
  if (!make_record_dir(o.run.run.record_dir)) return kUsage;
  PlaytestStats stats;
  {
    Progress progress(game->name);
    stats = run_playtest(game, o.run.run, std::ref(progress));
  }
  if (o.run.json) std::cout << stats_to_json(stats).dump(2) << "\n";
  else std::cout << stats_to_text(stats);
  // After the statistics are out: an unwritable report file loses nothing.
  if (!o.run.report.empty() && !write_file(o.run.report, html_report(stats))) return kUsage;
  if (stats.interrupted) return kInterrupted;
  return stats.tally.errors ? kProblems : kOk;
}

}  // namespace

Runner add_sim(CLI::App& app) {
  auto o = std::make_shared<SimOptions>();
  auto* sub = app.add_subcommand("sim", "play many games with agents and print statistics with 95% intervals");
  o->game.add_to(*sub);
  o->run.add_to(*sub);
  sub->add_option("--record", o->run.run.record_dir, "write each game's log to DIR/game_<i>.jsonl (rulebook replay reads them)");
  sub->add_option("--shard", o->shard, "play only the K-th of N slices of the run's games (K/N); combine with rulebook merge");
  return [o] { return run_sim(*o); };
}

}  // namespace rb::cli
