// `rulebook bench --bots AGENTS`: for each game and player count, the share of games a rule
// ended, with what a ply cap cut off counted apart, and only the player counts a game allows.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "child_process.h"

namespace rb {
namespace {

namespace fs = std::filesystem;

const std::string kGames = std::string(RULEBOOK_SOURCE_DIR) + "/games/";
const std::string kData = std::string(RULEBOOK_SOURCE_DIR) + "/tests/data";

struct BenchRun {
  int status = 0;
  std::string out;
};

BenchRun bench(std::vector<std::string> args) {
  const fs::path err = fs::temp_directory_path() / ("rulebook_bench_bots_" + std::to_string(::getpid()) + ".err");
  args.insert(args.begin(), "bench");
  test::ChildProcess child(RULEBOOK_CLI, args, err.string());
  BenchRun r;
  r.status = child.finish(std::chrono::seconds(120));
  r.out = child.output();
  return r;
}

// The table's row of `game` at `players` players, split into words ({} when absent).
std::vector<std::string> row(const std::string& out, const std::string& game, int players) {
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);) {
    std::istringstream in(line);
    std::vector<std::string> words;
    for (std::string w; in >> w;) words.push_back(w);
    if (words.size() > 2 && words[0] == game && words[1] == std::to_string(players)) return words;
  }
  return {};
}

TEST(BenchBots, CountsGamesARuleEndedApartFromThoseACapCutOff) {
  const std::string race = kData + "/capped_race";
  const BenchRun r = bench({kGames + "tictactoe", race, "--bots", "random", "--bot-games", "10"});
  ASSERT_EQ(r.status, 0) << r.out;
  const auto ttt = row(r.out, kGames + "tictactoe", 2), capped = row(r.out, race, 2);
  ASSERT_GE(ttt.size(), 8u) << r.out;
  ASSERT_GE(capped.size(), 8u) << r.out;
  EXPECT_EQ(ttt[2], "100%") << r.out;     // ended
  EXPECT_EQ(ttt[6], "0") << r.out;        // cut off
  EXPECT_EQ(capped[2], "0%") << r.out;    // its rules cut every game off at 10 plies
  EXPECT_EQ(capped[6], "10") << r.out;
  EXPECT_EQ(capped[8], "10") << r.out;    // median plies
}

TEST(BenchBots, TriesOnlyThePlayerCountsAGameAllows) {
  const BenchRun r = bench({kGames + "tictactoe", kGames + "forage", "--bots", "random", "--bot-games", "2", "--players", "2,3",
                       "--max-plies", "50"});
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_FALSE(row(r.out, kGames + "tictactoe", 2).empty()) << r.out;
  EXPECT_TRUE(row(r.out, kGames + "tictactoe", 3).empty()) << r.out;
  EXPECT_TRUE(row(r.out, kGames + "forage", 2).empty()) << r.out;  // Forage takes 3 or 4
  EXPECT_FALSE(row(r.out, kGames + "forage", 3).empty()) << r.out;
}

// Tic-tac-toe between two agents that choose alike from a position: few different games, and
// a random opening makes them differ.
TEST(BenchBots, GamesThatRepeatEachOtherAreNamedAndAnOpeningVariesThem) {
  const std::vector<std::string> run = {kGames + "tictactoe", "--bots", "heuristic,ismcts:iterations=300", "--bot-games", "20"};
  const BenchRun same = bench(run);
  ASSERT_EQ(same.status, 0) << same.out;
  EXPECT_NE(same.out.find("repeated: only "), std::string::npos) << same.out;
  std::vector<std::string> varied = run;
  varied.insert(varied.end(), {"--opening", "3"});
  const BenchRun r = bench(varied);
  ASSERT_EQ(r.status, 0) << r.out;
  EXPECT_NE(r.out.find("The first 3 plies of each game are played at random"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("repeated: only "), std::string::npos) << r.out;
}

TEST(BenchBots, ItsOptionsNeedBotsAndAnUnknownAgentIsRefused) {
  EXPECT_NE(bench({kGames + "tictactoe", "--bot-games", "5"}).status, 0);
  EXPECT_NE(bench({kGames + "tictactoe", "--opening", "2"}).status, 0);
  EXPECT_NE(bench({kGames + "tictactoe", "--bots", "random", "--json"}).status, 0);
  const BenchRun r = bench({kGames + "tictactoe", "--bots", "randomm"});
  EXPECT_NE(r.status, 0);
  EXPECT_EQ(r.out.find("tictactoe "), std::string::npos) << "no row before the error: " << r.out;
}

}  // namespace
}  // namespace rb
