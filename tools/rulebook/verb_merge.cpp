// `rulebook merge A.json B.json ...`: the shards of a run (sim --shard K/N --json) combined
// into exactly the statistics one machine would have printed.
#include <fstream>
#include <iostream>

#include "analysis/playtest_merge.h"
#include "analysis/playtest_summary.h"
#include "game_options.h"
#include "verbs.h"

namespace rb::cli {
namespace {

struct MergeOptions {
  std::vector<std::string> files;
  bool json = false;
};

PlaytestStats read_shard(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  try {
    return stats_from_json(nlohmann::json::parse(in));
  } catch (const std::exception& e) {
    throw std::runtime_error(path + ": " + e.what());
  }
}

int run_merge(const MergeOptions& o) {
  PlaytestStats run;
  try {
    std::vector<PlaytestStats> shards;
    for (const auto& f : o.files) shards.push_back(read_shard(f));
    run = merge_shards(shards);
  } catch (const std::exception& e) {
    std::cerr << "rulebook merge: " << e.what() << "\n";
    return kUsage;
  }
  if (o.json) std::cout << stats_to_json(run).dump(2) << "\n";
  else std::cout << stats_to_text(run);
  return run.tally.errors ? kProblems : kOk;
}

}  // namespace

Runner add_merge(CLI::App& app) {
  auto o = std::make_shared<MergeOptions>();
  auto* sub = app.add_subcommand("merge", "combine the --json output of sim --shard K/N runs into the whole run's statistics");
  sub->add_option("shards", o->files, "the shards' JSON files, one per shard")->required();
  sub->add_flag("--json", o->json, "machine-readable output (schemas/sim.schema.json)");
  return [o] { return run_merge(*o); };
}

}  // namespace rb::cli
