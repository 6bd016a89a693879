// `rulebook ladder` from the command line: bad input is a usage error (exit 2) that says what
// is wrong, and Ctrl-C prints the ladder of the games played and exits with 130.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "child_process.h"

namespace rb {
namespace {

namespace fs = std::filesystem;

test::Finished ladder(std::vector<std::string> args) {
  args.insert(args.begin(), "ladder");
  return test::run_to_end(RULEBOOK_CLI, args);
}

const std::string kGames = std::string(RULEBOOK_SOURCE_DIR) + "/games/";

TEST(LadderCli, OneAgentIsAUsageError) {
  const test::Finished o = ladder({kGames + "tictactoe", "--agents", "random"});
  EXPECT_EQ(o.code, 2);
  EXPECT_NE(o.err.find("at least two agents"), std::string::npos) << o.err;
}

TEST(LadderCli, AnUnknownAgentIsAUsageErrorWithTheNearestName) {
  const test::Finished o = ladder({kGames + "tictactoe", "--agents", "random,gredy"});
  EXPECT_EQ(o.code, 2);
  EXPECT_NE(o.err.find("did you mean 'greedy'"), std::string::npos) << o.err;
}

TEST(LadderCli, AnUnknownOptionIsAUsageErrorListingTheValidOnes) {
  const test::Finished o = ladder({kGames + "tictactoe", "--agents", "random,mcts:iteration=5"});
  EXPECT_EQ(o.code, 2);
  EXPECT_NE(o.err.find("iterations"), std::string::npos) << o.err;
}

TEST(LadderCli, AnAgentListedTwiceIsAUsageError) {
  const test::Finished o = ladder({kGames + "tictactoe", "--agents", "random,greedy,random"});
  EXPECT_EQ(o.code, 2);
  EXPECT_NE(o.err.find("twice"), std::string::npos) << o.err;
}

TEST(LadderCli, NoGamesIsAUsageError) {
  const test::Finished o = ladder({kGames + "tictactoe", "--agents", "random,greedy", "--games", "0"});
  EXPECT_EQ(o.code, 2);
  EXPECT_NE(o.err.find("--games"), std::string::npos) << o.err;
}

TEST(LadderCli, ACooperativeGameIsAUsageError) {
  const test::Finished o = ladder({kGames + "porridge", "--agents", "random,greedy", "--games", "2"});
  EXPECT_EQ(o.code, 2);
  EXPECT_NE(o.err.find("cooperative"), std::string::npos) << o.err;
}

TEST(LadderCli, ARunPrintsTheAnswerTheRatingsAndThePairingsAndWritesItsReport) {
  const fs::path report = fs::temp_directory_path() / "rulebook_ladder_cli.html";
  const test::Finished o = ladder({kGames + "tictactoe", "--agents", "random,greedy", "--games", "6", "--threads", "1", "--report", report.string()});
  EXPECT_EQ(o.code, 0) << o.err;
  for (const char* part : {"Does skill matter?", "Ratings (Elo, random anchored at 0", "Pairwise results", "cut off at"})
    EXPECT_NE(o.out.find(part), std::string::npos) << part << "\n" << o.out;
  std::stringstream html;
  html << std::ifstream(report).rdbuf();
  EXPECT_NE(html.str().find("Ratings (Elo) with 95% intervals"), std::string::npos);
  EXPECT_EQ(html.str().find("http://"), html.str().find("http://www.w3.org")) << "nothing fetched";
  fs::remove(report);
}

TEST(LadderCli, ACtrlCPrintsTheLadderOfTheGamesPlayed) {
  const fs::path err = fs::temp_directory_path() / "rulebook_ladder_interrupt.err";
  test::ChildProcess child(RULEBOOK_CLI, {"ladder", kGames + "tictactoe", "--agents", "random,greedy", "--games", "100000000", "--threads", "1"},
                           err.string());
  ASSERT_TRUE(child.wait_until_catching_sigint()) << "ladder set no SIGINT handler within 30 s";
  std::this_thread::sleep_for(std::chrono::milliseconds(500));  // some games played
  child.interrupt();
  EXPECT_EQ(child.finish(), 130) << child.output();
  EXPECT_NE(child.output().find("Interrupted: these are the"), std::string::npos) << child.output();
  EXPECT_NE(child.output().find("Does skill matter?"), std::string::npos) << child.output();
}

}  // namespace
}  // namespace rb
