// Forage's movement, capture and scoring rules, checked on positions built as State JSON
// (games/forage is data only; these tests read it like any other game).
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/engine.h"
#include "engine/move_text.h"
#include "engine/state_json.h"
#include "load/game_loader.h"

namespace rb {
namespace {

using nlohmann::json;

const std::string kForage = std::string(RULEBOOK_SOURCE_DIR) + "/games/forage";

// A one-coin list is spelled json::array({coin(..)}): clang reads `= {coin(..)}` as a copy.
json coin(const std::string& name) { return json{{"name", name}, {"face_down", true}, {"known_by", {1, 2, 3, 4}}}; }

class ForageRules : public testing::Test {
 protected:
  ForageRules() : game_(load_game(LoadRequest{kForage, {}, {}})), engine_(game_) {}

  // A position: pawns and coins where given, player 1 to move its pawn `distance` squares.
  State position(const json& zones, int phase, int distance, int loose = 0) {
    json j = state_to_json(*game_, engine_.new_game(1));
    j["zones"] = zones;
    j["globals"]["phase"] = phase;
    j["globals"]["stage"] = 2;
    j["globals"]["distance"] = distance;
    j["globals"]["wild"] = distance == 0 ? 1 : 0;
    j["globals"]["turn"] = phase == 1 ? 0 : 24;
    j["globals"]["loose"] = loose;
    j["to_move"] = {1};
    return state_from_json(*game_, j);
  }

  std::vector<std::string> legal(const State& s, int player = 1) {
    MoveList list;
    engine_.legal_moves(s, player, list);
    std::vector<std::string> out;
    for (const Move& m : list) out.push_back(move_to_text(*game_, m, player));
    std::sort(out.begin(), out.end());
    return out;
  }

  State play(State s, const std::string& text, int player = 1) {
    std::string error;
    auto m = parse_move(*game_, text, player, error);
    EXPECT_TRUE(m) << error;
    EXPECT_EQ(engine_.apply_checked(s, player, *m), "");
    return s;
  }

  static json far_pawns() { return json{{"d5", {"moons_pawn"}}, {"e4", {"crowns_pawn"}}, {"f6", {"arms_pawn"}}}; }

  std::shared_ptr<const GameDef> game_;
  Engine engine_;
};

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

TEST_F(ForageRules, WrapsAcrossTheCornerInAllEightDirections) {
  json zones = far_pawns();
  zones["a1"] = {"suns_pawn"};
  EXPECT_EQ(legal(position(zones, 1, 1)),
            sorted({"move a2", "move b2", "move b1", "move b8", "move a8", "move h8", "move h1", "move h2"}));
}

TEST_F(ForageRules, WrapsAcrossAnEdgeAtLongerDistances) {
  json zones = far_pawns();
  zones["b7"] = {"suns_pawn"};
  const auto moves = legal(position(zones, 1, 3));
  EXPECT_EQ(moves, sorted({"move b2", "move e2", "move e7", "move b4", "move g4", "move g7", "move g2"}));
  EXPECT_EQ(std::find(moves.begin(), moves.end(), "move e4"), moves.end()) << "e4 holds the crowns pawn";
}

TEST_F(ForageRules, PassesOverCoinsButDoesNotLandOnThemInPhaseOne) {
  json zones = far_pawns();
  zones["a1"] = {"suns_pawn"};
  zones["b1"] = json::array({coin("moons_3")});
  const auto one = legal(position(zones, 1, 1));
  EXPECT_EQ(std::find(one.begin(), one.end(), "move b1"), one.end());
  const auto two = legal(position(zones, 1, 2));
  EXPECT_NE(std::find(two.begin(), two.end(), "move c1"), two.end());
}

TEST_F(ForageRules, NeverPassesAnOpponentsPawn) {
  json zones{{"a1", {"suns_pawn"}}, {"b1", {"moons_pawn"}}, {"e4", {"crowns_pawn"}}, {"f6", {"arms_pawn"}}};
  const auto moves = legal(position(zones, 1, 2));
  EXPECT_EQ(std::find(moves.begin(), moves.end(), "move c1"), moves.end());
  EXPECT_NE(std::find(moves.begin(), moves.end(), "move a3"), moves.end());
}

TEST_F(ForageRules, WithNoLegalMoveRunsToTheFirstEmptySquare) {
  json zones = far_pawns();
  zones["a1"] = {"suns_pawn"};
  for (const char* sq : {"a2", "b2", "b1", "b8", "a8", "h8", "h1", "h2"}) zones[sq] = json::array({coin("moons_2")});
  zones["a2"] = json::array({coin("moons_3")}), zones["b2"] = json::array({coin("moons_4")}), zones["b1"] = json::array({coin("moons_5")});
  zones["b8"] = json::array({coin("moons_ace")}), zones["a8"] = json::array({coin("moons_blank")}), zones["h8"] = json::array({coin("crowns_2")});
  zones["h1"] = json::array({coin("crowns_3")});
  EXPECT_EQ(legal(position(zones, 1, 1)),
            sorted({"move a3", "move c3", "move c1", "move c7", "move a7", "move g7", "move g1", "move g3"}));
}

TEST_F(ForageRules, LandingOnAnotherSuitsCoinTakesIt) {
  json zones = far_pawns();
  zones["a1"] = {"suns_pawn"};
  zones["c1"] = json::array({coin("moons_3")});
  zones["c3"] = json::array({coin("crowns_3")}), zones["c5"] = json::array({coin("arms_3")}), zones["c7"] = json::array({coin("arms_2")});
  zones["g7"] = json::array({coin("arms_4")}), zones["g5"] = json::array({coin("arms_5")});
  const State s = play(position(zones, 2, 2, 6), "move c1");
  const json after = state_to_json(*game_, s);
  EXPECT_EQ(after["zones"]["c1"][0], "suns_pawn");
  EXPECT_EQ(after["zones"]["stash.1"][0]["name"], "moons_3");
}

TEST_F(ForageRules, AnOwnCoinStaysUnderThePawn) {
  json zones = far_pawns();
  zones["a1"] = {"suns_pawn"};
  zones["c1"] = json::array({coin("suns_3")});
  for (const char* sq : {"c3", "c5", "c7", "g7", "g5"}) zones[sq] = json::array({coin("arms_3")});
  zones["c3"] = json::array({coin("arms_2")}), zones["c5"] = json::array({coin("arms_4")}), zones["c7"] = json::array({coin("arms_5")}), zones["g7"] = json::array({coin("arms_ace")});
  const State s = play(position(zones, 2, 2, 6), "move c1");
  const json after = state_to_json(*game_, s);
  EXPECT_EQ(after["zones"]["c1"].size(), 2u);
  EXPECT_FALSE(after["zones"].contains("stash.1"));
}

TEST_F(ForageRules, TheEndComesWhenCoinsOnTheBoardEqualPlayersAndTiesGoToMoreCoins) {
  json zones = far_pawns();
  zones["a1"] = {"suns_pawn"};
  zones["b1"] = json::array({coin("crowns_ace")});
  zones["c3"] = json::array({coin("crowns_2")}), zones["c5"] = json::array({coin("crowns_3")}), zones["c7"] = json::array({coin("crowns_4")}), zones["g7"] = json::array({coin("crowns_5")});
  zones["stash.1"] = {coin("moons_2"), coin("moons_3")};        // 5 + the ace taken = 6 in 3 coins
  zones["stash.2"] = {coin("suns_5"), coin("arms_ace")};         // 6 in 2 coins
  const State s = play(position(zones, 2, 1, 5), "move b1");
  ASSERT_TRUE(s.terminal());
  EXPECT_EQ(s.result(1), Result::Win);
  EXPECT_EQ(s.result(2), Result::Loss);
  EXPECT_EQ(s.score(1), 6);
  EXPECT_EQ(s.score(2), 6);
}

TEST_F(ForageRules, EqualScoresAndCountsGoToTheHigherCoins) {
  json zones = far_pawns();
  zones["a1"] = {"suns_pawn"};
  zones["b1"] = json::array({coin("crowns_blank")});
  zones["c3"] = json::array({coin("crowns_2")}), zones["c5"] = json::array({coin("crowns_3")}), zones["c7"] = json::array({coin("crowns_4")}), zones["g7"] = json::array({coin("crowns_5")});
  zones["stash.1"] = {coin("moons_2"), coin("moons_4")};   // 6 in 3 coins after the blank: 4, 2, 0
  zones["stash.2"] = {coin("suns_5"), coin("arms_ace"), coin("arms_blank")};  // 6 in 3 coins: 5, 1, 0
  const State s = play(position(zones, 2, 1, 5), "move b1");
  ASSERT_TRUE(s.terminal());
  EXPECT_EQ(s.result(2), Result::Win);
  EXPECT_EQ(s.result(1), Result::Loss);
}

}  // namespace
}  // namespace rb
