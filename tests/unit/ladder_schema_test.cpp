// ladder --json follows schemas/ladder.schema.json, for two players and for three.
#include <gtest/gtest.h>

#include "../support/schema_check.h"
#include "analysis/ladder_report.h"
#include "load/game_loader.h"

namespace rb {
namespace {

nlohmann::json ladder_json(const std::string& game, std::map<std::string, std::string> params, std::vector<std::string> agents) {
  LadderOptions o;
  o.agents = std::move(agents);
  o.games = 6, o.threads = 2;
  return ladder_to_json(run_ladder(load_game(LoadRequest{std::string(RULEBOOK_SOURCE_DIR) + "/games/" + game, {}, std::move(params)}), o));
}

std::string schema_errors(const nlohmann::json& doc) { return test::schema_errors("ladder.schema.json", doc); }

TEST(LadderSchema, ATwoPlayerLaddersOutputFollowsTheSchema) {
  EXPECT_EQ(schema_errors(ladder_json("tictactoe", {}, {"random", "greedy", "mcts:iterations=10", "mcts:iterations=40"})), "");
}

TEST(LadderSchema, AThreePlayerLaddersOutputFollowsTheSchema) {
  EXPECT_EQ(schema_errors(ladder_json("potluck", {{"players", "3"}}, {"random", "greedy"})), "");
}

TEST(LadderSchema, AnOutputMissingItsRatingsDoesNot) {
  auto j = ladder_json("tictactoe", {}, {"random", "greedy"});
  j.erase("ratings");
  EXPECT_NE(schema_errors(j), "");
}

TEST(LadderSchema, AnOutputWithAnUnknownKeyDoesNot) {
  auto j = ladder_json("tictactoe", {}, {"random", "greedy"});
  j["seconds"] = 1.5;
  EXPECT_NE(schema_errors(j), "");
}

}  // namespace
}  // namespace rb
