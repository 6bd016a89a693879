// The evaluate(s, player) of shipped games, which the search agents read: it stays in [0, 1],
// sees a lost cause as lost, and rises with progress toward the goal.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/engine.h"
#include "engine/move_text.h"
#include "load/game_loader.h"

namespace rb {
namespace {

const std::string kGames = std::string(RULEBOOK_SOURCE_DIR) + "/games/";

Engine engine_for(const std::string& game, std::map<std::string, std::string> params = {}) {
  return Engine(load_game(LoadRequest{kGames + game, {}, params}));
}

State after(Engine& engine, const std::vector<std::string>& moves) {
  State s = engine.new_game(1);
  std::string error;
  for (const auto& text : moves) {
    const auto m = parse_move(engine.game(), text, s.first_to_move(), error);
    EXPECT_TRUE(m) << error;
    if (m) {
      EXPECT_EQ(engine.apply_checked(s, s.first_to_move(), *m), "");
    }
  }
  return s;
}

constexpr int kCopper = 1, kSilver = 2;

TEST(PorrikaEvaluate, CopperAndSilverShareTheChances) {
  Engine engine = engine_for("porrika", {{"placement", "fixed"}});
  const State s = after(engine, {"move r1c2E r2c2W"});
  const double copper = engine.evaluate(s, kCopper);
  EXPECT_GT(copper, 0);
  EXPECT_LT(copper, 1);
  EXPECT_DOUBLE_EQ(copper + engine.evaluate(s, kSilver), 1);
}

TEST(PorrikaEvaluate, ASerraOnAWaterIsCoppersLostCause) {
  Engine engine = engine_for("porrika", {{"placement", "fixed"}});
  const State s = after(engine, {"move r1c2E r2c2W", "move r6c2W r7c2E"});
  EXPECT_EQ(engine.evaluate(s, kCopper), 0);
}

TEST(PorrikaEvaluate, AFreeWaterOnSilversTurnIsCoppersLostCause) {
  Engine engine = engine_for("porrika", {{"placement", "fixed"}});
  const State s = after(engine, {"move r1c2E r2c2W"});  // the Ser'ra on r6c2W may take r7c2E
  EXPECT_LT(engine.evaluate(s, kCopper), 0.05);
}

TEST(PorrikaEvaluate, AnEggCarrierNearerTheWatersIsBetterForCopper) {
  Engine engine = engine_for("porrika", {{"placement", "fixed"}, {"serra_on_waters", "false"}});
  const State egg = after(engine, {"move r1c2E r2c2W"});      // an Egg-Carrier a row on
  const State guardian = after(engine, {"move r1c1N r2c1W"});  // a Guardian instead
  EXPECT_GT(engine.evaluate(egg, kCopper), engine.evaluate(guardian, kCopper));
}

TEST(PorridgeEvaluate, TheTeamsChancesRiseAsThePotIsEaten) {
  Engine engine = engine_for("porridge");
  State s = engine.new_game(1);
  const int32_t pot = *engine.game().spaces.find("pot");
  const auto& names = engine.game().spaces.prop_names;
  const int porridge = int(std::find(names.begin(), names.end(), "porridge") - names.begin());
  const double start = engine.evaluate(s, 1);
  EXPECT_GT(start, 0);
  EXPECT_LT(start, 1);
  s.set_prop(pot, porridge, s.prop(pot, porridge) - 3);
  EXPECT_GT(engine.evaluate(s, 1), start);
  EXPECT_EQ(engine.evaluate(s, 1), engine.evaluate(s, 4));  // one team, one value
}

TEST(PorridgeEvaluate, PorridgeNearAGateLowersTheTeamsChances) {
  Engine engine = engine_for("porridge");
  State s = engine.new_game(1);
  const auto& names = engine.game().spaces.prop_names;
  const int porridge = int(std::find(names.begin(), names.end(), "porridge") - names.begin());
  const double start = engine.evaluate(s, 1);
  s.set_prop(*engine.game().spaces.find("north_gate"), porridge, 2);  // full: one more token leaves
  EXPECT_LT(engine.evaluate(s, 1), start);
}

TEST(BreakthroughEvaluate, APawnAheadIsBetter) {
  Engine engine = engine_for("breakthrough", {{"width", "5"}, {"height", "5"}});
  const State s = after(engine, {"move c2 c3", "move a4 a3", "move c3 b4"});  // takes b4
  EXPECT_GT(engine.evaluate(s, 1), 0.5);
  EXPECT_DOUBLE_EQ(engine.evaluate(s, 1) + engine.evaluate(s, 2), 1);
}

TEST(BreakthroughEvaluate, ARunnerOnItsPlayersTurnAllButWins) {
  Engine engine = engine_for("breakthrough", {{"width", "5"}, {"height", "5"}});
  const State s = after(engine, {"move c2 c3", "move a4 a3", "move c3 b4", "move e4 e3"});  // b4 one step from row 5
  EXPECT_GT(engine.evaluate(s, 1), 0.9);
}

TEST(ConnectFourEvaluate, ThreeInARowToCompleteOnOnesTurnAllButWins) {
  Engine engine = engine_for("connect4");
  const State s = after(engine, {"drop a1", "drop a2", "drop b1", "drop b2", "drop c1", "drop c2"});
  EXPECT_GT(engine.evaluate(s, 1), 0.9);
  EXPECT_LT(engine.evaluate(s, 2), 0.1);
}

TEST(TicTacToeEvaluate, TheCentreIsWorthMoreThanACorner) {
  Engine engine = engine_for("tictactoe");
  EXPECT_GT(engine.evaluate(after(engine, {"mark b2"}), 1), engine.evaluate(after(engine, {"mark a1"}), 1));
  EXPECT_GT(engine.evaluate(after(engine, {"mark a1"}), 1), 0.5);
}

TEST(TicTacToeEvaluate, MisereCountsOnesOwnLinesAgainstOneself) {
  Engine engine = engine_for("tictactoe", {{"misere", "true"}});
  EXPECT_LT(engine.evaluate(after(engine, {"mark b2"}), 1), 0.5);
}

// Pouches of Destiny: the foods in a pouch count most (bots.lua).
void give(Engine& engine, State& s, int player, const std::vector<std::string>& cards) {
  const int pouch = engine.game().kit.zone_of_family("pouch", player);
  for (const auto& name : cards) s.put_top(engine.game().kit.component_index.at(name), pouch);
}

TEST(PouchesEvaluate, FoodsInThePouchRaiseAPlayersChances) {
  Engine engine = engine_for("pouches");
  State s = after(engine, {"start g6", "start i10"});
  const double start = engine.evaluate(s, 1);
  EXPECT_GT(start, 0);
  EXPECT_LT(start, 1);
  give(engine, s, 1, {"A_clubs", "2_clubs", "3_clubs"});
  EXPECT_GT(engine.evaluate(s, 1), start);
}

TEST(PouchesEvaluate, ARivalsFoodsLowerOnesChances) {
  Engine engine = engine_for("pouches");
  State s = after(engine, {"start g6", "start i10"});
  const double start = engine.evaluate(s, 1);
  give(engine, s, 2, {"4_clubs", "5_clubs"});
  EXPECT_LT(engine.evaluate(s, 1), start);
}

TEST(PouchesEvaluate, SpareCardsAreNoFoods) {
  Engine engine = engine_for("pouches");
  State foods = after(engine, {"start g6", "start i10"});
  State spares = foods;
  give(engine, foods, 1, {"A_clubs", "2_clubs"});
  give(engine, spares, 1, {"9_clubs", "2_hearts", "2_clubs"});
  EXPECT_GT(engine.evaluate(foods, 1), engine.evaluate(spares, 1));
}

}  // namespace
}  // namespace rb
