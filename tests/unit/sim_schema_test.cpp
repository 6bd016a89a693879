// sim --json follows schemas/sim.schema.json, for a score game and a cooperative one.
#include <gtest/gtest.h>

#include <fstream>

#include <valijson/adapters/nlohmann_json_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validator.hpp>

#include "analysis/playtest_summary.h"
#include "load/game_loader.h"

namespace rb {
namespace {

std::string schema_errors(const nlohmann::json& doc) {
  std::ifstream in(std::string(RULEBOOK_SOURCE_DIR) + "/schemas/sim.schema.json");
  const nlohmann::json schema_doc = nlohmann::json::parse(in);
  valijson::Schema schema;
  valijson::SchemaParser parser;
  valijson::adapters::NlohmannJsonAdapter schema_adapter(schema_doc);
  parser.populateSchema(schema_adapter, schema);
  valijson::Validator validator;
  valijson::ValidationResults results;
  valijson::adapters::NlohmannJsonAdapter target(doc);
  validator.validate(schema, target, &results);
  std::string out;
  valijson::ValidationResults::Error e;
  while (results.popError(e)) out += e.description + "\n";
  return out;
}

nlohmann::json sim_json(const std::string& game, const std::string& agent) {
  PlaytestOptions o;
  o.games = 12, o.threads = 2, o.seats = {agent};
  return stats_to_json(run_playtest(load_game(LoadRequest{std::string(RULEBOOK_SOURCE_DIR) + "/games/" + game, {}, {}}), o));
}

TEST(SimSchema, AScoreGamesOutputFollowsTheSchema) { EXPECT_EQ(schema_errors(sim_json("forage", "greedy")), ""); }

TEST(SimSchema, ACooperativeGamesOutputFollowsTheSchema) { EXPECT_EQ(schema_errors(sim_json("porridge", "random")), ""); }

TEST(SimSchema, AnOutputMissingItsTallyDoesNot) {
  auto j = sim_json("lineup", "random");
  j.erase("tally");
  EXPECT_NE(schema_errors(j), "");
}

}  // namespace
}  // namespace rb
