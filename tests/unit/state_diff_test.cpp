// The changes a move made, line by line, as --trace prints them: a player's entries one by
// one, anything else whole.
#include <gtest/gtest.h>

#include "engine/state_diff.h"

namespace rb {
namespace {

using nlohmann::json;

TEST(StateDiff, APlayersChangedEntryIsNamedByPlayerNumber) {
  const json a = {{"players", {{{"score", 1}}, {{"score", 2}}}}};
  const json b = {{"players", {{{"score", 1}}, {{"score", 5}}}}};
  EXPECT_EQ(describe_changes(a, b), std::vector<std::string>{"players.2.score: 2 -> 5"});
}

TEST(StateDiff, AnArrayThatGrowsIsOneLineWithBothValues) {
  const json a = {{"moves", {1, 2}}}, b = {{"moves", {1, 2, 3}}};
  EXPECT_EQ(describe_changes(a, b), std::vector<std::string>{"moves: [1, 2] -> [1, 2, 3]"});
}

TEST(StateDiff, AnArrayThatBecomesNothingIsOneLine) {
  const json a = {{"hand", {"card_1"}}}, b = {{"hand", nullptr}};
  EXPECT_EQ(describe_changes(a, b), std::vector<std::string>{"hand: [card_1] -> (none)"});
}

TEST(StateDiff, TheGeneratorIsLeftOut) {
  EXPECT_TRUE(describe_changes({{"rng", 1}, {"ply", 3}}, {{"rng", 2}, {"ply", 3}}).empty());
}

}  // namespace
}  // namespace rb
