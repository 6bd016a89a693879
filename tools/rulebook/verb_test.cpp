// `rulebook test`: runs scenario files and prints "N passed, N failed".
#include <iostream>

#include "analysis/scenario.h"
#include "core/nearby_path.h"
#include "game_options.h"
#include "terminal_colour.h"
#include "verbs.h"

namespace rb::cli {
namespace {

struct TestOptions {
  std::vector<std::string> paths;
  bool slow = false, verbose = false, trace = false;
};

int run_test(const TestOptions& o) {
  int passed = 0, failed = 0;
  const bool on = colour_wanted(stdout);
  std::vector<std::filesystem::path> files;
  for (const auto& p : o.paths) {
    if (!std::filesystem::exists(p)) return std::cerr << p << ": no such file or folder" << nearby_path_hint(p) << "\n", kUsage;
    for (const auto& f : find_scenarios(p)) files.push_back(f);
  }
  for (const auto& file : files) {
    for (const auto& r : run_scenario_file(file, ScenarioOptions{o.slow, o.trace})) {
      if (!r.trace.empty()) std::cerr << "trace: " << r.file << ": " << r.name << "\n";
      for (const auto& line : r.trace) std::cerr << "  " << line << "\n";
      if (r.passed()) {
        ++passed;
        if (o.verbose) std::cout << paint("ok", Colour::Green, on) << "    " << r.file << ": " << r.name << "\n";
        continue;
      }
      ++failed;
      std::cout << paint("FAIL", Colour::Red, on) << "  " << r.file << ": " << r.name << "\n";
      for (const auto& f : r.failures) std::cout << "      " << f << "\n";
    }
  }
  std::cout << passed << " passed, " << paint(std::to_string(failed) + " failed", failed ? Colour::Red : Colour::Green, on) << "\n";
  return failed ? kProblems : kOk;
}

}  // namespace

Runner add_test(CLI::App& app) {
  auto o = std::make_shared<TestOptions>();
  auto* sub = app.add_subcommand("test", "run scenario files (a file, a game folder, or games/)");
  sub->add_option("paths", o->paths, "scenario files or folders")->required();
  sub->add_flag("--slow", o->slow, "also check the deep perft counts (perft_slow, perft_turns_slow)");
  sub->add_flag("-v,--verbose", o->verbose, "list passing cases too");
  sub->add_flag("--trace", o->trace, "log each applied move and what it changed (stderr)");
  return [o] { return run_test(*o); };
}

}  // namespace rb::cli
