// Runs a scenario written into a game folder and gives what failed, for tests of the
// scenario format.
#pragma once

#include <filesystem>
#include <fstream>
#include <string>

#include "analysis/scenario.h"

namespace rb::test {

// Writes `text` as GAME/tests/case.yaml, runs it, and joins every case's failures, one a line
// ("" when all pass).
inline std::string scenario_failures(const std::filesystem::path& game, const std::string& text, const ScenarioOptions& options = {}) {
  std::filesystem::create_directories(game / "tests");
  const std::filesystem::path file = game / "tests" / "case.yaml";
  std::ofstream(file) << text;
  std::string out;
  for (const auto& r : run_scenario_file(file, options))
    for (const auto& f : r.failures) out += f + "\n";
  return out;
}

}  // namespace rb::test
