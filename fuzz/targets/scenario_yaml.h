// Target: scenario files. The input is written into the tests/ folder of a copy of a
// shipped game, named by a first line `# game: NAME` (Forage without one), and run.
// Perft beyond depth 2 is skipped: its cost is the rules', not the file's.
#pragma once

#include <yaml-cpp/yaml.h>

#include "../fuzz_support.h"
#include "analysis/scenario.h"

namespace rb::fuzz {

// The folder of a copy of the game named on the first line.
inline fs::path scenario_game(std::string_view input) {
  constexpr std::string_view kTag = "# game: ";
  std::string name = "forage";
  if (input.substr(0, kTag.size()) == kTag) {
    const std::string_view rest = input.substr(kTag.size());
    name = std::string(rest.substr(0, rest.find('\n')));
  }
  if (name.empty() || name.find_first_of("/.") != std::string::npos || !fs::is_directory(games_copy() / name)) name = "forage";
  return games_copy() / name;
}

// True when some case expects counts of perft by plies or by turns (fast or slow) deeper
// than `depth`.
inline bool deep_perft(const YAML::Node& file, size_t depth) {
  if (!file.IsMap() || !file["cases"].IsSequence()) return false;
  for (const auto& c : file["cases"]) {
    if (!c.IsMap()) continue;
    const YAML::Node expect = c["expect"];
    if (!expect.IsMap()) continue;
    for (const char* key : {"perft", "perft_slow", "perft_turns", "perft_turns_slow"}) {
      const YAML::Node counts = expect[key];  // a missing key: undefined, whose type may not be asked
      if (counts.IsDefined() && counts.IsSequence() && counts.size() > depth) return true;
    }
  }
  return false;
}

// Returns the failures of the file's cases, one a line ("" when every case passed).
inline std::string feed_scenario_yaml(std::string_view input) {
  try {
    if (deep_perft(YAML::Load(std::string(input)), 2)) return "perft too deep";
  } catch (const std::exception&) {
    // run_scenario_file reports the syntax error itself
  }
  const fs::path file = scenario_game(input) / "tests" / "fuzz.yaml";
  write_file(file, input);
  std::string failures;
  for (const auto& result : run_scenario_file(file, ScenarioOptions{false, true}))
    for (const auto& f : result.failures) failures += result.name + ": " + f + "\n";
  fs::remove(file);
  return failures;
}

}  // namespace rb::fuzz
