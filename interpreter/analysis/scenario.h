// Scenario tests: YAML files under games/<g>/tests/ that set up a position (seed,
// parameters, State edits, forced chance, moves) and state what must hold then (legal
// moves, variables, zones, outcome, the error of an illegal move, perft counts).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace rb {

struct CaseResult {
  std::string file, name;
  std::vector<std::string> failures;  // empty when the case passed
  std::vector<std::string> trace;     // applied moves and their changes, with --trace
  bool passed() const { return failures.empty(); }
};

struct ScenarioOptions {
  bool slow = false;   // also check `perft_slow` and `perft_turns_slow`
  bool trace = false;  // record each applied move and what it changed
};

// Runs every case of one scenario file. A file that cannot be read is one failed case.
std::vector<CaseResult> run_scenario_file(const std::filesystem::path& file, const ScenarioOptions& options = {});
// Scenario files under a path: the file itself, a game's tests/, or every game's tests/.
std::vector<std::filesystem::path> find_scenarios(const std::filesystem::path& path);

}  // namespace rb
