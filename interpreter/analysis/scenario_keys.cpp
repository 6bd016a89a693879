#include "analysis/scenario_keys.h"

#include <algorithm>

#include "load/yaml_access.h"

namespace rb {
namespace {

const std::vector<std::string> kFileKeys = {"game", "variants", "params", "seed", "cases"};
const std::vector<std::string> kCaseKeys = {"name", "game", "variants", "params", "seed", "state", "chance", "moves", "as", "expect"};
const std::vector<std::string> kTotalKeys = {"zones", "attribute", "kind", "total"};
const std::vector<std::string> kStateKeys = {"zones", "globals", "players", "spaces", "rows", "to_move", "terminal", "ply"};
const std::vector<std::string> kPlayerKeys = {"result", "score", "vars"};

// `players: {1: {result, score, vars}}`, in a State edit or an expectation.
void check_players(const YAML::Node& players, const YamlReader& in) {
  if (!players || !players.IsMap()) return;
  for (const auto& kv : players)
    if (kv.second.IsMap()) in.only_keys(kv.second, kPlayerKeys);
}

void check_expect(const YAML::Node& expect, const YamlReader& in) {
  for (const auto& kv : expect) {
    const std::string key = kv.first.Scalar();
    const auto& known = expectation_keys();
    if (std::find(known.begin(), known.end(), key) == known.end()) in.unknown(kv.first, "expectation", key, known);
  }
  check_players(expect["players"], in);
  const YAML::Node totals = expect["totals"];
  if (!totals || !totals.IsSequence()) return;
  for (const auto& entry : totals)
    if (entry.IsMap()) in.only_keys(entry, kTotalKeys);
}

}  // namespace

const std::vector<std::string>& expectation_keys() {
  static const std::vector<std::string> keys = {
      "moves", "moves_include", "moves_exclude", "moves_count", "no_moves_for", "error", "terminal", "cut_off", "to_move",
      "globals", "players", "ranks", "zones", "zone_counts", "totals", "spaces", "rows", "perft", "perft_slow", "perft_turns", "perft_turns_slow"};
  return keys;
}

void check_scenario_keys(const YAML::Node& top, const std::string& file) {
  if (!top.IsMap()) return;
  const YamlReader in{file, {}, nullptr};
  in.only_keys(top, kFileKeys);
  const YAML::Node cases = top["cases"];
  if (!cases || !cases.IsSequence()) return;
  for (const auto& c : cases) {
    if (!c.IsMap()) continue;
    in.only_keys(c, kCaseKeys);
    if (c["state"] && c["state"].IsMap()) {
      in.only_keys(c["state"], kStateKeys);
      check_players(c["state"]["players"], in);
    }
    if (c["expect"] && c["expect"].IsMap()) check_expect(c["expect"], in);
  }
}

}  // namespace rb
