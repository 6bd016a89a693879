// `rulebook compare BASE [VARIANT]`: both played on the same seeds with the same agents,
// every statistic side by side with its change and a 95% interval.
#include <filesystem>
#include <iostream>

#include "analysis/compare.h"
#include "present/html_report.h"
#include "game_options.h"
#include "playtest_cli.h"
#include "verbs.h"

namespace rb::cli {
namespace {

struct CompareOptions {
  std::string base, variant;
  std::vector<std::string> params, base_params, variant_params;
  int players = 0;
  RunOptions run;
};

// "steeper_hills", "forage", "forage ply_cap=10": how a side of the comparison is named.
std::string label_of(const std::string& path, const std::vector<std::string>& own) {
  std::filesystem::path p(path);
  if (p.filename() == "game.yaml" || p.filename().empty()) p = p.parent_path();
  std::string label = p.has_extension() ? p.stem().string() : p.filename().string();
  for (const auto& kv : own) label += " " + kv;
  return label;
}

GameOptions side(const CompareOptions& o, const std::string& path, const std::vector<std::string>& own) {
  GameOptions g;
  g.path = path;
  g.params = o.params;
  g.params.insert(g.params.end(), own.begin(), own.end());
  g.players = o.players;
  return g;
}

int run_compare(CompareOptions o) {
  o.run.run.stop = stop_on_interrupt();  // first: a Ctrl-C while the games load still counts
  const std::string variant_path = o.variant.empty() ? o.base : o.variant;
  auto base = side(o, o.base, o.base_params).load(), variant = side(o, variant_path, o.variant_params).load();
  if (!base || !variant || !o.run.resolve_agents(*base, "compare")) return kUsage;
  if (base->setup.players != variant->setup.players) {
    std::cerr << "rulebook compare: the base has " << base->setup.players << " players and the variant " << variant->setup.players << "\n";
    return kUsage;
  }
  std::vector<PlaytestStats> runs;
  for (const auto& [game, label] : {std::pair{base, label_of(o.base, o.base_params)}, std::pair{variant, label_of(variant_path, o.variant_params)}}) {
    Progress progress(label);
    runs.push_back(run_playtest(game, o.run.run, std::ref(progress)));
    runs.back().label = label;
  }
  if (runs[0].label == runs[1].label) runs[0].label += " (base)", runs[1].label += " (variant)";
  if (o.run.json) std::cout << comparison_to_json(runs[0], runs[1]).dump(2) << "\n";
  else std::cout << comparison_to_text(runs[0], runs[1]);
  // After the statistics are out: an unwritable report file loses nothing.
  if (!o.run.report.empty() && !write_file(o.run.report, html_compare_report(runs[0], runs[1]))) return kUsage;
  if (runs[0].interrupted || runs[1].interrupted) return kInterrupted;
  return runs[0].tally.errors || runs[1].tally.errors ? kProblems : kOk;
}

}  // namespace

Runner add_compare(CLI::App& app) {
  auto o = std::make_shared<CompareOptions>();
  auto* sub = app.add_subcommand("compare", "play a base and a variant on the same seeds and agents; every statistic side by side with its change");
  sub->add_option("base", o->base, "the base: a game folder, its game.yaml, or a variant file")->required();
  sub->add_option("variant", o->variant, "the variant (a game or variant file); default: the base again, with --variant-param");
  sub->add_option("--param", o->params, "a parameter for both sides: key=value (repeatable)");
  sub->add_option("--base-param", o->base_params, "a parameter for the base only: key=value (repeatable)");
  sub->add_option("--variant-param", o->variant_params, "a parameter for the variant only: key=value (repeatable)");
  sub->add_option("--players", o->players, "number of players")->transform(whole_number(1, kMaxRunPlayers));
  o->run.add_to(*sub, "compare");
  return [o] { return run_compare(*o); };
}

}  // namespace rb::cli
