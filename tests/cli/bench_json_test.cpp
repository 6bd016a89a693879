// `rulebook bench --json` follows schemas/bench.schema.json, with the native baselines and
// the MCTS figures in it; `--profile` prints where a game's rules spend their time, by
// function, line and call into C++.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "../support/schema_check.h"
#include "child_process.h"

namespace rb {
namespace {

namespace fs = std::filesystem;

const std::string kGames = std::string(RULEBOOK_SOURCE_DIR) + "/games/";

// `rulebook bench GAMES... --seconds 0.05 --json` then `extra`, parsed.
nlohmann::json bench_json(std::vector<std::string> games, const std::vector<std::string>& extra = {}) {
  const fs::path err = fs::temp_directory_path() / ("rulebook_bench_json_" + std::to_string(::getpid()) + ".err");
  for (auto& g : games) g = kGames + g;
  games.insert(games.begin(), "bench");
  for (const char* arg : {"--seconds", "0.05", "--json"}) games.push_back(arg);
  games.insert(games.end(), extra.begin(), extra.end());
  test::ChildProcess bench(RULEBOOK_CLI, games, err.string());
  EXPECT_EQ(bench.finish(std::chrono::seconds(120)), 0);
  nlohmann::json j = nlohmann::json::parse(bench.output(), nullptr, false);
  EXPECT_FALSE(j.is_discarded()) << bench.output();
  return j;
}

// The three reference games and a variant, benched once for the tests that read them.
const nlohmann::json& reference_games_json() {
  static const nlohmann::json j = bench_json({"tictactoe", "breakthrough", "connect4/game.yaml", "tictactoe/variants/misere.yaml"});
  return j;
}

TEST(BenchJson, FollowsTheSchemaWithTheBaselinesAndMctsFigures) {
  const nlohmann::json& j = reference_games_json();
  EXPECT_EQ(test::schema_errors("bench.schema.json", j), "");
  ASSERT_EQ(j["games"].size(), 4u);
  for (const auto& g : j["games"]) {
    EXPECT_GT(g["plies"].get<int64_t>(), 0) << g["game"];
    EXPECT_GE(g["mcts_iterations"].get<int64_t>(), 100) << g["game"];
    EXPECT_GE(g["strong_decisions"].get<int64_t>(), 1) << g["game"];
    EXPECT_GT(g["strong_ms"].get<double>(), 0.0) << g["game"];
    EXPECT_EQ(g["lua_bytes_per_ply"].get<double>(), 0.0) << g["game"] << ": a turn declared in game.yaml runs no Lua";
  }
  nlohmann::json broken = j;
  broken["games"][0].erase("plies");
  EXPECT_NE(test::schema_errors("bench.schema.json", broken), "") << "a figure missing is caught";
  broken = j;
  broken["games"][0]["native"]["speedup"] = 2;
  EXPECT_NE(test::schema_errors("bench.schema.json", broken), "") << "a figure the schema does not describe is caught";
}

TEST(BenchJson, PairsEachReferenceGameWithItsNativeBaseline) {
  const nlohmann::json& j = reference_games_json();
  ASSERT_EQ(j["games"].size(), 4u);
  for (int i = 0; const char* program : {"tictactoe", "breakthrough", "connect4"}) {
    const nlohmann::json& g = j["games"][i++];
    ASSERT_TRUE(g.contains("native_ratio")) << program;
    EXPECT_EQ(g["native"]["program"], program);
    EXPECT_GT(g["native"]["playouts"].get<int64_t>(), 0) << program;
    EXPECT_GT(g["native"]["interpreted"]["playouts"].get<int64_t>(), 0) << program;
    EXPECT_GT(g["native_ratio"].get<double>(), 0.0) << program;
    const nlohmann::json& slices = g["native"]["slices"];
    EXPECT_EQ(slices["count"], 10) << program << ": every pair of slices played";
    EXPECT_GT(slices["lowest"].get<double>(), 0.0) << program;
    EXPECT_LE(slices["lowest"].get<double>(), slices["median"].get<double>()) << program;
    EXPECT_LE(slices["median"].get<double>(), slices["highest"].get<double>()) << program;
  }
}

TEST(BenchJson, GivesAVariantOrAChangedParameterNoBaseline) {
  EXPECT_FALSE(reference_games_json()["games"][3].contains("native"));
  EXPECT_FALSE(bench_json({"tictactoe"}, {"--param", "misere=false"})["games"][0].contains("native"));
}

TEST(BenchJson, SkipsEveryBaselineWithNoNative) {
  const nlohmann::json j = bench_json({"tictactoe", "connect4"}, {"--no-native"});
  for (const auto& g : j["games"]) EXPECT_FALSE(g.contains("native")) << g["game"];
}

// A game given as a folder's "." or ".." (bench run from inside it) goes by the folder's
// name; any other path as given.
TEST(BenchJson, AGameGivenAsDotGoesByItsFoldersName) {
  const nlohmann::json j = bench_json({"tictactoe/.", "tictactoe/variants/..", "connect4"}, {"--no-native"});
  ASSERT_EQ(j["games"].size(), 3u);
  EXPECT_EQ(j["games"][0]["game"], "tictactoe");
  EXPECT_EQ(j["games"][1]["game"], "tictactoe");
  EXPECT_EQ(j["games"][2]["game"], kGames + "connect4");
}

const std::string kLineup = std::string(RULEBOOK_SOURCE_DIR) + "/games/lineup";

// `rulebook bench games/lineup --no-native` then `args`, to its end.
test::Finished bench_lineup(const std::vector<std::string>& args) {
  std::vector<std::string> all = {"bench", kLineup, "--no-native"};
  all.insert(all.end(), args.begin(), args.end());
  return test::run_to_end(RULEBOOK_CLI, all);
}

TEST(BenchProfile, NamesTheRulesBusiestFunctionsAndLines) {
  const test::Finished run = bench_lineup({"--seconds", "0.1", "--profile", "8"});  // every call Line Up makes
  ASSERT_EQ(run.code, 0) << run.err;
  EXPECT_NE(run.out.find("Profile of " + kLineup + " ("), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("time   function"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("time   line"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("lineup/rules.lua:"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("calls/ply  ns/call  call"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("  s:count\n"), std::string::npos) << "moves() asks every square's count\n" << run.out;
}

// With --profile-agents, the plies those agents play are profiled: the search's own hooks
// (here Line Up's evaluate and prior, from stdlib/rulebook/lines.lua), which random
// playouts never call, show in it.
TEST(BenchProfile, ProfilesTheAgentsPlayWhenAskedFor) {
  const test::Finished run = bench_lineup({"--seconds", "0.2", "--profile", "20", "--profile-agents", "strong"});
  ASSERT_EQ(run.code, 0) << run.err;
  EXPECT_NE(run.out.find("Profile of " + kLineup + " ("), std::string::npos) << run.out;
  EXPECT_NE(run.out.find(" plies of strong in "), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("stdlib/rulebook/lines.lua:"), std::string::npos) << run.out;
}

TEST(BenchProfile, AnUnknownProfiledAgentIsAUsageErrorBeforeAnyFigure) {
  const test::Finished run = bench_lineup({"--seconds", "0.05", "--profile", "2", "--profile-agents", "strongg"});
  EXPECT_EQ(run.code, 2);
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.err.find("--profile-agents: unknown agent 'strongg'"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace rb
