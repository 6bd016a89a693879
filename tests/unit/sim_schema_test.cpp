// sim --json follows schemas/sim.schema.json, for a score game and a cooperative one.
#include <gtest/gtest.h>

#include "../support/schema_check.h"
#include "analysis/playtest_summary.h"
#include "load/game_loader.h"

namespace rb {
namespace {

std::string schema_errors(const nlohmann::json& doc) { return test::schema_errors("sim.schema.json", doc); }

nlohmann::json sim_json(const std::string& game, const std::string& agent) {
  PlaytestOptions o;
  o.games = 12, o.threads = 2, o.seats = {agent};
  return stats_to_json(run_playtest(load_game(LoadRequest{std::string(RULEBOOK_SOURCE_DIR) + "/games/" + game, {}, {}}), o));
}

TEST(SimSchema, AScoreGamesOutputFollowsTheSchema) { EXPECT_EQ(schema_errors(sim_json("forage", "greedy")), ""); }

TEST(SimSchema, ARunWithTheAgentsRotatedFollowsTheSchema) {
  PlaytestOptions o;
  o.games = 12, o.threads = 2, o.seats = {"greedy", "random"}, o.rotate = true;
  const auto j = stats_to_json(run_playtest(load_game(LoadRequest{std::string(RULEBOOK_SOURCE_DIR) + "/games/lineup", {}, {}}), o));
  EXPECT_EQ(schema_errors(j), "");
  EXPECT_EQ(j["seats"][0]["agent"], "(agents rotated)");
  EXPECT_EQ(j["by_agent"].size(), 2u);
}

TEST(SimSchema, ACooperativeGamesOutputFollowsTheSchema) { EXPECT_EQ(schema_errors(sim_json("porridge", "random")), ""); }

TEST(SimSchema, ARunOfCutOffGamesFollowsTheSchemaWithItsWarning) {
  PlaytestOptions o;
  o.games = 12;
  const auto j = stats_to_json(run_playtest(load_game(LoadRequest{RULEBOOK_TEST_DATA "/capped_race", {}, {}}), o));
  EXPECT_EQ(schema_errors(j), "");
  ASSERT_EQ(j.at("warnings").size(), 1u);
  EXPECT_EQ(j["warnings"][0]["kind"], "cut_off");
}

TEST(SimSchema, AnOutputMissingItsWarningsDoesNot) {
  auto j = sim_json("lineup", "random");
  j.erase("warnings");
  EXPECT_NE(schema_errors(j), "");
}

TEST(SimSchema, AnOutputMissingItsTallyDoesNot) {
  auto j = sim_json("lineup", "random");
  j.erase("tally");
  EXPECT_NE(schema_errors(j), "");
}

}  // namespace
}  // namespace rb
