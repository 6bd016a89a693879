// `rulebook sweep GAME --param key=a,b,c` (or key=1..5): the same run for each value of
// one parameter, on the same seeds, every statistic in one column per value.
#include <iostream>

#include "present/html_report.h"
#include "analysis/sweep.h"
#include "game_options.h"
#include "playtest_cli.h"
#include "verbs.h"

namespace rb::cli {
namespace {

struct SweepOptions {
  GameOptions game;
  RunOptions run;
};

// Finds the one --param with several values and takes it out of the fixed ones.
bool swept_param(GameOptions& g, std::string& key, std::vector<std::string>& values) {
  std::vector<std::string> fixed;
  for (const auto& kv : g.params) {
    const auto eq = kv.find('=');
    const std::string text = eq == std::string::npos ? "" : kv.substr(eq + 1);
    if (text.find(',') == std::string::npos && text.find("..") == std::string::npos) {
      fixed.push_back(kv);
      continue;
    }
    if (!key.empty()) {
      std::cerr << "rulebook sweep: sweep one parameter at a time (" << key << " and " << kv.substr(0, eq) << " both have several values)\n";
      return false;
    }
    key = kv.substr(0, eq), values = sweep_values(text);
    if (values.empty()) {
      std::cerr << "rulebook sweep: --param " << kv << ": expected key=a,b,c or key=LOW..HIGH (integers)\n";
      return false;
    }
  }
  g.params = fixed;
  if (!key.empty()) return true;
  std::cerr << "rulebook sweep: give the parameter to sweep as --param key=a,b,c or --param key=LOW..HIGH\n";
  return false;
}

int run_sweep(SweepOptions o) {
  o.run.run.stop = stop_on_interrupt();  // first: a Ctrl-C while the games load still counts
  std::string key;
  std::vector<std::string> values;
  if (!swept_param(o.game, key, values)) return kUsage;
  std::vector<PlaytestStats> runs;
  for (const auto& v : values) {
    GameOptions g = o.game;
    g.params.push_back(key + "=" + v);
    auto game = g.load();
    if (!game || (runs.empty() && !o.run.resolve_agents(*game, "sweep"))) return kUsage;
    Progress progress(key + "=" + v);
    runs.push_back(run_playtest(game, o.run.run, std::ref(progress)));
    runs.back().label = key + "=" + v;
  }
  if (o.run.json) std::cout << sweep_to_json(key, values, runs).dump(2) << "\n";
  else std::cout << sweep_to_text(key, values, runs);
  // After the statistics are out: an unwritable report file loses nothing.
  if (!o.run.report.empty() && !write_file(o.run.report, html_sweep_report(key, runs))) return kUsage;
  for (const auto& r : runs)
    if (r.interrupted) return kInterrupted;
  for (const auto& r : runs)
    if (r.tally.errors) return kProblems;
  return kOk;
}

}  // namespace

Runner add_sweep(CLI::App& app) {
  auto o = std::make_shared<SweepOptions>();
  auto* sub = app.add_subcommand("sweep", "the same run for each value of one parameter (--param key=a,b,c or key=1..5), on the same seeds");
  o->game.add_to(*sub);
  o->run.add_to(*sub, "sweep");
  return [o] { return run_sweep(*o); };
}

}  // namespace rb::cli
