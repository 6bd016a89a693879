// Unit tests of parameters: players and declared parameters given as --param, the errors
// that list what is allowed, and ${name} substitution into the game file.
#include "load/parameters.h"

#include <gtest/gtest.h>

#include <map>
#include <string>

#include "core/game_def.h"
#include "load/game_loader.h"
#include "load/load_error.h"

namespace rb {
namespace {

const std::string kForage = RULEBOOK_TEST_DATA "/../../games/forage";

std::shared_ptr<const GameDef> forage(std::map<std::string, std::string> params = {}) {
  return load_game(LoadRequest{kForage, {}, std::move(params)});
}

std::string load_error(std::map<std::string, std::string> params) {
  try {
    forage(std::move(params));
  } catch (const LoadError& e) {
    return e.what();
  }
  return "no error";
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// The space one step from `from` along relation `rel` of the first board, or "none".
std::string step(const GameDef& g, const std::string& rel, const std::string& from) {
  const Board& board = g.spaces.boards[0];
  const Relation* r = board.relation(rel);
  if (r == nullptr) return "no relation " + rel;
  const int32_t to = r->step[*board.find(from)];
  return to == kNone ? "none" : board.space_name(to);
}

TEST(Parameters, ForageDefaultsToFourPlayers) {
  const auto g = forage();
  EXPECT_EQ(g->setup.players, 4);
  EXPECT_EQ(g->setup.min_players, 3);
  EXPECT_EQ(g->setup.max_players, 4);
  EXPECT_EQ(g->kit.component_index.count("arms_pawn"), 1u);
}

TEST(Parameters, ThreePlayersGiveThreePlayersAndNoArmsComponents) {
  const auto g = forage({{"players", "3"}});
  EXPECT_EQ(g->setup.players, 3);
  EXPECT_EQ(g->layout.players, 3);
  for (const auto& c : g->kit.components) {
    EXPECT_EQ(c.name.rfind("arms_", 0), std::string::npos) << c.name;
    EXPECT_LE(c.owner, 3) << c.name;
  }
  EXPECT_EQ(g->kit.components.size(), 3u * 7u);  // a pawn and six coins per suit
  EXPECT_EQ(g->kit.zone_index.count("stash.4"), 0u);
}

TEST(Parameters, TheResolvedValueIsRecorded) {
  const auto g = forage({{"blank_die", "zero"}});
  ASSERT_NE(g->setup.param("blank_die"), nullptr);
  EXPECT_EQ(g->setup.param("blank_die")->value, "zero");
  EXPECT_EQ(g->setup.param("blank_die")->default_value, "wild");
  EXPECT_EQ(g->setup.param("blank_value")->value, "zero");
}

TEST(Parameters, AnUnknownParameterListsTheDeclaredOnes) {
  const std::string error = load_error({{"colour", "blue"}});
  EXPECT_TRUE(contains(error, "unknown parameter 'colour'")) << error;
  for (const char* name : {"players", "wrap", "blank_die", "blank_value", "coins_face_up", "end_condition", "ply_cap", "memory"})
    EXPECT_TRUE(contains(error, name)) << name << " missing from: " << error;
}

TEST(Parameters, PlayersOutOfRangeNamesTheRange) {
  const std::string error = load_error({{"players", "5"}});
  EXPECT_TRUE(contains(error, "players=5")) << error;
  EXPECT_TRUE(contains(error, "from 3 to 4")) << error;
}

TEST(Parameters, AnIntOutOfRangeNamesTheRange) {
  const std::string error = load_error({{"ply_cap", "-1"}});
  EXPECT_TRUE(contains(error, "ply_cap=-1")) << error;
  EXPECT_TRUE(contains(error, "from 0 to 1000000")) << error;
}

TEST(Parameters, AnIntThatIsNotANumberNamesTheRange) {
  const std::string error = load_error({{"ply_cap", "many"}});
  EXPECT_TRUE(contains(error, "from 0 to 1000000")) << error;
}

TEST(Parameters, AnInvalidChoiceNamesTheChoices) {
  const std::string error = load_error({{"blank_die", "reroll"}});
  EXPECT_TRUE(contains(error, "blank_die=reroll")) << error;
  EXPECT_TRUE(contains(error, "wild")) << error;
  EXPECT_TRUE(contains(error, "zero")) << error;
}

TEST(Parameters, AnInvalidBoolSaysTrueOrFalse) {
  const std::string error = load_error({{"wrap", "yes"}});
  EXPECT_TRUE(contains(error, "wrap=yes")) << error;
  EXPECT_TRUE(contains(error, "true or false")) << error;
}

TEST(Parameters, TheErrorNamesTheGameItCameFrom) {
  EXPECT_TRUE(contains(load_error({{"wrap", "yes"}}), "forage")) << load_error({{"wrap", "yes"}});
}

TEST(Parameters, WrapByDefaultStepsFromA1WestToH1) {
  const auto g = forage();
  EXPECT_EQ(step(*g, "w", "a1"), "h1");
  EXPECT_EQ(step(*g, "sw", "a1"), "h8");
}

TEST(Parameters, WrapFalseMakesTheBoardNotWrap) {
  const auto g = forage({{"wrap", "false"}});
  const Relation* west = g->spaces.boards[0].relation("w");
  ASSERT_NE(west, nullptr);
  EXPECT_EQ(west->step[*g->spaces.boards[0].find("a1")], kNone);
  EXPECT_EQ(step(*g, "s", "a1"), "none");
  EXPECT_EQ(step(*g, "e", "h1"), "none");
  EXPECT_EQ(step(*g, "e", "a1"), "b1");
}

TEST(Parameters, ParamAssignmentSplitsAtTheFirstEquals) {
  std::map<std::string, std::string> out;
  EXPECT_TRUE(parse_param_assignment("blank_die=wild", out));
  EXPECT_TRUE(parse_param_assignment("name=a=b", out));
  EXPECT_FALSE(parse_param_assignment("=x", out));
  EXPECT_FALSE(parse_param_assignment("nothing", out));
  EXPECT_EQ(out["blank_die"], "wild");
  EXPECT_EQ(out["name"], "a=b");
}

}  // namespace
}  // namespace rb
