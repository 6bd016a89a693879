// game.yaml's `agents:`: a game says what `strong` and `fast` mean for it, and every verb
// that seats bots plays that (tests/data/capped_race/variants/tuned_presets.yaml: strong is mcts:iterations=7, fast random).
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "child_process.h"

namespace rb {
namespace {

namespace fs = std::filesystem;

const std::string kTuned = std::string(RULEBOOK_SOURCE_DIR) + "/tests/data/capped_race/variants/tuned_presets.yaml";
const std::string kBroken = std::string(RULEBOOK_SOURCE_DIR) + "/tests/broken/agent_preset_unknown_option";

struct CliRun {
  int status = 0;
  std::string out, err;
};

CliRun rulebook(std::vector<std::string> args) {
  const fs::path err = fs::temp_directory_path() / ("rulebook_agent_presets_" + std::to_string(::getpid()) + ".err");
  test::ChildProcess child(RULEBOOK_CLI, args, err.string());
  CliRun r;
  r.status = child.finish(std::chrono::seconds(60));
  r.out = child.output();
  std::ifstream in(err);
  std::stringstream text;
  text << in.rdbuf();
  r.err = text.str();
  fs::remove(err);
  return r;
}

TEST(AgentPresets, SimSeatsThePresetsAsTheGameTunesThem) {
  const CliRun r = rulebook({"sim", kTuned, "--agents", "strong,fast", "--games", "2"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("seat 1 mcts:iterations=7"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("seat 2 random"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("ismcts"), std::string::npos) << r.out;  // not the catalogue's strong
}

TEST(AgentPresets, OptionsAfterATunedPresetStillApply) {
  const CliRun r = rulebook({"sim", kTuned, "--agents", "strong:c=2", "--games", "1"});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("mcts:iterations=7,c=2"), std::string::npos) << r.out;
}

TEST(AgentPresets, TheAgentsVerbSaysWhatTheGameTunes) {
  const CliRun r = rulebook({"agents", kTuned});
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_NE(r.out.find("strong here stands for mcts:iterations=7 (agents: in tuned_presets.yaml)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("fast here stands for random"), std::string::npos) << r.out;
}

TEST(AgentPresets, ABadPresetStopsEveryVerbAtItsPositionBeforeAnyResult) {
  for (const std::vector<std::string>& args : {std::vector<std::string>{"sim", kBroken},
                                                {"agents", kBroken},
                                                {"perft", kBroken, "1"}}) {
    const CliRun r = rulebook(args);
    const std::string& verb = args[0];
    EXPECT_NE(r.status, 0) << verb;
    EXPECT_EQ(r.out, "") << verb;
    EXPECT_NE(r.err.find("game.yaml:36:11: agents: strong: unknown option 'detph'"), std::string::npos) << verb << ": " << r.err;
  }
}

}  // namespace
}  // namespace rb
