// Playtests: statistics that do not depend on threads, and rules that fail without
// taking the process down.
#include <gtest/gtest.h>

#include "analysis/playtest.h"
#include "load/game_loader.h"

namespace rb {
namespace {

const std::string kData = RULEBOOK_TEST_DATA;

TEST(Playtest, RulesThatDoNotLoadFailEveryGameInsteadOfTheProcess) {
  auto game = load_game(LoadRequest{kData + "/hostile/syntax_error", {}, {}});
  const PlaytestStats st = run_playtest(game, PlaytestOptions{4, 1, 2, 0, {}});
  EXPECT_EQ(st.errors, 4);
  ASSERT_EQ(st.first_errors.size(), 1u);  // the same error is listed once
  EXPECT_NE(st.first_errors[0].find("rules.lua:"), std::string::npos) << st.first_errors[0];
}

TEST(Playtest, TheSameSeedGivesTheSameStatisticsOnOneThreadOrTwo) {
  auto game = load_game(LoadRequest{std::string(RULEBOOK_SOURCE_DIR) + "/games/lineup", {}, {}});
  const auto one = stats_to_json(run_playtest(game, PlaytestOptions{200, 7, 1, 0, {}}));
  const auto two = stats_to_json(run_playtest(game, PlaytestOptions{200, 7, 2, 0, {}}));
  EXPECT_EQ(one, two);
}

TEST(Playtest, GreedyAgentsBeatRandomOnesAtLineUp) {
  auto game = load_game(LoadRequest{std::string(RULEBOOK_SOURCE_DIR) + "/games/lineup", {}, {}});
  const PlaytestStats st = run_playtest(game, PlaytestOptions{400, 3, 1, 0, {"greedy", "random"}});
  EXPECT_GT(st.wins[0], st.wins[1]);
}

}  // namespace
}  // namespace rb
