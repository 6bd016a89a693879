// Every file a verb reads is capped at 4 MiB: the game's YAML, its Lua (rules and
// modules), scenarios and lint's own reads; past the cap the error names the file.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "analysis/lint.h"
#include "analysis/scenario.h"
#include "core/file_io.h"
#include "engine/engine.h"
#include "load/game_loader.h"

namespace rb {
namespace {

namespace fs = std::filesystem;
const fs::path kTiny = RULEBOOK_TEST_DATA "/tiny";

// A copy of the tiny game with `file` padded past the cap by a comment (`lead` starts it).
struct OversizedGame {
  fs::path dir;
  OversizedGame(const std::string& file, const std::string& lead) {
    char pattern[] = "/tmp/rulebook_limits_XXXXXX";
    dir = fs::path(mkdtemp(pattern)) / "tiny";
    fs::copy(kTiny, dir, fs::copy_options::recursive);
    std::ofstream(dir / file, std::ios::app) << "\n" << lead << std::string(kMaxFileBytes, 'x') << "\n";
  }
  ~OversizedGame() { fs::remove_all(dir.parent_path()); }
};

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(FileLimits, AnOversizedGameYamlIsALoadErrorNamingIt) {
  OversizedGame g("game.yaml", "# ");
  try {
    load_game(LoadRequest{g.dir, {}, {}});
    FAIL() << "loaded";
  } catch (const std::exception& e) {
    EXPECT_TRUE(contains(e.what(), (g.dir / "game.yaml").string() + ": the file is ")) << e.what();
    EXPECT_TRUE(contains(e.what(), "more than the 4 MiB a file may be")) << e.what();
  }
}

TEST(FileLimits, OversizedRulesAreARuleErrorNamingThem) {
  OversizedGame g("rules.lua", "-- ");
  auto game = load_game(LoadRequest{g.dir, {}, {}});
  try {
    Engine engine(game);
    FAIL() << "the rules loaded";
  } catch (const std::exception& e) {
    EXPECT_TRUE(contains(e.what(), "rules.lua: the file is ")) << e.what();
  }
}

TEST(FileLimits, LintReportsAnOversizedFileAsAFinding) {
  OversizedGame g("game.yaml", "# ");
  std::string texts;
  for (const auto& f : lint_paths({g.dir}, LintOptions{})) texts += finding_text(f) + "\n";
  EXPECT_TRUE(contains(texts, "more than the 4 MiB a file may be")) << texts;
}

TEST(FileLimits, AnOversizedScenarioFailsNamingIt) {
  OversizedGame g("README.md", "");  // only the scenario file is read
  const fs::path file = g.dir / "big_scenario.yaml";
  std::ofstream(file) << "# " << std::string(kMaxFileBytes, 'x') << "\n";
  const auto results = run_scenario_file(file);
  ASSERT_EQ(results.size(), 1u);
  ASSERT_FALSE(results[0].failures.empty());
  EXPECT_TRUE(contains(results[0].failures[0], "big_scenario.yaml: the file is ")) << results[0].failures[0];
}

}  // namespace
}  // namespace rb
