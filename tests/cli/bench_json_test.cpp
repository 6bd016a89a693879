// `rulebook bench --json` follows schemas/bench.schema.json, with the native baseline and
// the MCTS figures in it; `--profile` prints where a game's rules spend their time.
#include <gtest/gtest.h>

#include <filesystem>

#include "../support/schema_check.h"
#include "child_process.h"

namespace rb {
namespace {

namespace fs = std::filesystem;

nlohmann::json bench_json() {
  const fs::path err = fs::temp_directory_path() / "rulebook_bench_json.err";
  const std::string games = std::string(RULEBOOK_SOURCE_DIR) + "/games/";
  test::ChildProcess bench(RULEBOOK_CLI, {"bench", games + "tictactoe", games + "breakthrough", "--seconds", "0.05", "--json"}, err.string());
  EXPECT_EQ(bench.finish(std::chrono::seconds(120)), 0);
  nlohmann::json j = nlohmann::json::parse(bench.output(), nullptr, false);
  EXPECT_FALSE(j.is_discarded()) << bench.output();
  return j;
}

TEST(BenchJson, FollowsTheSchemaWithTheBaselineAndMctsFigures) {
  const nlohmann::json j = bench_json();
  EXPECT_EQ(test::schema_errors("bench.schema.json", j), "");
  ASSERT_EQ(j["games"].size(), 2u);
  for (const auto& g : j["games"]) {
    EXPECT_GT(g["plies"].get<int64_t>(), 0) << g["game"];
    EXPECT_GE(g["mcts_iterations"].get<int64_t>(), 100) << g["game"];
    EXPECT_GE(g["strong_decisions"].get<int64_t>(), 1) << g["game"];
    EXPECT_GT(g["strong_ms"].get<double>(), 0.0) << g["game"];
    EXPECT_EQ(g["lua_bytes_per_ply"].get<double>(), 0.0) << g["game"] << ": a turn declared in game.yaml runs no Lua";
  }
  EXPECT_TRUE(j.contains("native_breakthrough"));
  nlohmann::json broken = j;
  broken["games"][0].erase("plies");
  EXPECT_NE(test::schema_errors("bench.schema.json", broken), "") << "a figure missing is caught";
}

TEST(BenchProfile, NamesTheRulesBusiestFunctionsAndLines) {
  const fs::path err = fs::temp_directory_path() / "rulebook_bench_profile.err";
  const std::string lineup = std::string(RULEBOOK_SOURCE_DIR) + "/games/lineup";
  test::ChildProcess bench(RULEBOOK_CLI, {"bench", lineup, "--seconds", "0.1", "--no-native", "--profile", "2"}, err.string());
  ASSERT_EQ(bench.finish(std::chrono::seconds(120)), 0);
  const std::string out = bench.output();
  EXPECT_NE(out.find("Profile of " + lineup + " ("), std::string::npos) << out;
  EXPECT_NE(out.find("time   function"), std::string::npos) << out;
  EXPECT_NE(out.find("time   line"), std::string::npos) << out;
  EXPECT_NE(out.find("lineup/rules.lua:"), std::string::npos) << out;
}

}  // namespace
}  // namespace rb
