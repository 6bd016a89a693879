// Unit tests of the State: a value that copies, compares and hashes; its zone links;
// its JSON form (exact round trip) and one player's observation of it.
#include "core/state.h"

#include <gtest/gtest.h>

#include <functional>
#include <random>
#include <string>
#include <vector>

#include "engine/engine.h"
#include "engine/move_text.h"
#include "engine/state_json.h"
#include "load/game_loader.h"

namespace rb {
namespace {

using nlohmann::json;

const std::string kTiny = RULEBOOK_TEST_DATA "/tiny";
const std::string kForage = RULEBOOK_TEST_DATA "/../../games/forage";

std::shared_ptr<const GameDef> load(const std::string& path) { return load_game(LoadRequest{path, {}, {}}); }

int32_t component(const GameDef& g, const std::string& name) { return g.kit.component_index.at(name); }
int32_t zone(const GameDef& g, const std::string& name) { return g.kit.zone_index.at(name); }

Move parse(const GameDef& g, const std::string& text, int player) {
  std::string error;
  auto m = parse_move(g, text, player, error);
  EXPECT_TRUE(m.has_value()) << text << ": " << error;
  return m.value_or(Move{});
}

void play(Engine& engine, State& s, int player, const std::string& text) {
  EXPECT_EQ(engine.apply_checked(s, player, parse(engine.game(), text, player)), "") << text;
}

// Tiny after a few plies: stones placed, a card discarded face down, a roll, a vote begun.
State tiny_mid_game(Engine& engine) {
  State s = engine.new_game(7);
  play(engine, s, 1, "place b2");
  play(engine, s, 2, "discard card_2_3");
  play(engine, s, 1, "roll");
  play(engine, s, 2, "place a1");
  play(engine, s, 1, "call");
  play(engine, s, 2, "vote red");
  return s;
}

// `plies` random legal moves (the moving player chosen as the first to move).
State random_playout(Engine& engine, uint64_t seed, int plies) {
  State s = engine.new_game(seed);
  std::mt19937 pick{uint32_t(seed)};
  MoveList moves;
  for (int i = 0; i < plies && !s.terminal(); ++i) {
    const int p = s.first_to_move();
    engine.legal_moves(s, p, moves);
    engine.apply_unchecked(s, p, moves[int(pick() % uint32_t(moves.size()))]);
  }
  return s;
}

void expect_round_trip(const GameDef& g, const State& s) {
  const json j = state_to_json(g, s);
  const State back = state_from_json(g, j);
  EXPECT_TRUE(back == s) << j.dump(1);
  EXPECT_EQ(back.hash(), s.hash());
  EXPECT_EQ(state_to_json(g, back), j);
}

std::string from_json_error(const GameDef& g, const json& j) {
  try {
    state_from_json(g, j);
  } catch (const std::exception& e) {
    return e.what();
  }
  return "no error";
}

class TinyState : public ::testing::Test {
 protected:
  std::shared_ptr<const GameDef> game = load(kTiny);
  const GameDef& g = *game;
  State s{g};
  int32_t card(int p, int rank) { return component(g, "card_" + std::to_string(p) + "_" + std::to_string(rank)); }
};

TEST_F(TinyState, ACopyEqualsTheOriginal) {
  s.put_top(card(1, 1), zone(g, "hand.1"));
  s.set_gvar(0, 3);
  const State copy = s;
  EXPECT_TRUE(copy == s);
  EXPECT_EQ(copy.hash(), s.hash());
}

TEST_F(TinyState, ACopyIsIndependentOfTheOriginal) {
  State copy = s;
  copy.put_top(card(1, 1), zone(g, "hand.1"));
  copy.set_gvar(0, 5);
  EXPECT_EQ(s.zone_of(card(1, 1)), kNone);
  EXPECT_EQ(s.gvar(0), 0);
  EXPECT_TRUE(copy != s);
}

TEST_F(TinyState, EqualityAndHashChangeWhenAnyPartChanges) {
  s.put_top(card(1, 1), zone(g, "hand.1"));
  const std::vector<std::pair<std::string, std::function<void(State&)>>> changes = {
      {"to_move", [](State& t) { t.set_to_move(2); }},
      {"ply", [](State& t) { t.set_ply(1); }},
      {"terminal", [](State& t) { t.set_terminal(true); }},
      {"rng", [](State& t) { t.rng()[3] ^= 1; }},
      {"result", [](State& t) { t.set_result(2, Result::Win); }},
      {"score", [](State& t) { t.set_score(1, 4); }},
      {"player variable", [](State& t) { t.set_pvar(2, 1, 9); }},
      {"global variable", [](State& t) { t.set_gvar(4, 1); }},
      {"space property", [](State& t) { t.set_prop(4, 0, 2); }},
      {"location", [&](State& t) { t.put_top(card(1, 1), zone(g, "pile")); }},
      {"another component", [&](State& t) { t.put_top(card(1, 2), zone(g, "hand.1")); }},
      {"face down", [&](State& t) { t.set_face_down(card(1, 1), true); }},
      {"known by", [&](State& t) { t.set_known_by(card(1, 1), 2); }},
  };
  for (const auto& [what, change] : changes) {
    SCOPED_TRACE(what);
    State t = s;
    change(t);
    EXPECT_TRUE(t != s);
    EXPECT_NE(t.hash(), s.hash());
  }
}

TEST_F(TinyState, PutTopAndPutBottomKeepLinksAndCounts) {
  const int32_t hand = zone(g, "hand.1");
  s.put_top(card(1, 1), hand);
  s.put_top(card(1, 2), hand);
  s.put_bottom(card(1, 3), hand);
  EXPECT_TRUE(s.links_consistent());
  EXPECT_EQ(s.count(hand), 3);
  EXPECT_EQ(s.top(hand), card(1, 2));
  EXPECT_EQ(s.bottom(hand), card(1, 3));
  EXPECT_EQ(s.zone_of(card(1, 3)), hand);
}

TEST_F(TinyState, PuttingAComponentElsewhereTakesItFromWhereItWas) {
  const int32_t hand = zone(g, "hand.1"), pile = zone(g, "pile");
  for (int r = 1; r <= 3; ++r) s.put_top(card(1, r), hand);
  s.put_bottom(card(1, 2), pile);  // from the middle
  s.put_top(card(1, 2), hand);     // back, on top
  s.put_top(card(1, 3), pile);     // from the top
  EXPECT_TRUE(s.links_consistent());
  EXPECT_EQ(s.count(hand), 2);
  EXPECT_EQ(s.count(pile), 1);
  EXPECT_EQ(s.top(hand), card(1, 2));
}

TEST_F(TinyState, RemoveKeepsLinksAndCounts) {
  const int32_t hand = zone(g, "hand.1");
  for (int r = 1; r <= 3; ++r) s.put_top(card(1, r), hand);
  s.remove(card(1, 2));
  EXPECT_TRUE(s.links_consistent());
  EXPECT_EQ(s.count(hand), 2);
  EXPECT_EQ(s.zone_of(card(1, 2)), kNone);
  EXPECT_EQ(s.below(card(1, 3)), card(1, 1));
  s.remove(card(1, 3));
  s.remove(card(1, 1));
  s.remove(card(1, 1));  // already nowhere: nothing happens
  EXPECT_TRUE(s.links_consistent());
  EXPECT_EQ(s.count(hand), 0);
  EXPECT_EQ(s.top(hand), kNone);
  EXPECT_EQ(s.bottom(hand), kNone);
}

TEST_F(TinyState, AtDepthCountsFromTheTopAndIsNoneBeyondTheBottom) {
  const int32_t hand = zone(g, "hand.1");
  for (int r = 1; r <= 3; ++r) s.put_top(card(1, r), hand);
  EXPECT_EQ(s.at_depth(hand, 0), card(1, 3));
  EXPECT_EQ(s.at_depth(hand, 1), card(1, 2));
  EXPECT_EQ(s.at_depth(hand, 2), card(1, 1));
  EXPECT_EQ(s.at_depth(hand, 3), kNone);
  EXPECT_EQ(s.at_depth(zone(g, "pile"), 0), kNone);
}

TEST_F(TinyState, FaceDownAndKnownByAreSeparateBits) {
  const int32_t c = card(2, 1);
  s.set_face_down(c, true);
  s.set_known_by(c, 0b10);
  EXPECT_TRUE(s.face_down(c));
  EXPECT_EQ(s.known_by(c), 0b10u);
  s.set_face_down(c, false);
  EXPECT_EQ(s.known_by(c), 0b10u);
  s.set_known_by(c, 0b11);
  EXPECT_FALSE(s.face_down(c));
  EXPECT_EQ(s.known_by(c), 0b11u);
  EXPECT_FALSE(s.face_down(card(2, 2)));
  EXPECT_EQ(s.known_by(card(2, 2)), 0u);
}

TEST_F(TinyState, FlagsStayWithAComponentThatMoves) {
  const int32_t c = card(2, 1);
  s.put_top(c, zone(g, "hand.2"));
  s.set_face_down(c, true);
  s.set_known_by(c, 0b01);
  s.put_top(c, zone(g, "pile"));
  EXPECT_TRUE(s.face_down(c));
  EXPECT_EQ(s.known_by(c), 0b01u);
}

// ---- JSON -------------------------------------------------------------------------

TEST(StateJson, RoundTripIsExactAtTheStartOfTiny) {
  Engine engine(load(kTiny));
  expect_round_trip(engine.game(), engine.new_game(1));
}

TEST(StateJson, RoundTripIsExactMidGameOfTiny) {
  Engine engine(load(kTiny));
  const State s = tiny_mid_game(engine);
  ASSERT_EQ(s.to_move(), 1u);  // player 2 has voted, player 1 not yet
  expect_round_trip(engine.game(), s);
}

TEST(StateJson, RoundTripIsExactAtTheStartOfForage) {
  Engine engine(load(kForage));
  expect_round_trip(engine.game(), engine.new_game(3));
}

TEST(StateJson, RoundTripIsExactThroughoutAForagePlayout) {
  Engine engine(load(kForage));
  for (int plies : {1, 10, 49, 80, 200}) {
    SCOPED_TRACE(plies);
    expect_round_trip(engine.game(), random_playout(engine, 11, plies));
  }
}

TEST(StateJson, RoundTripIsExactAtTheEndOfAForageGame) {
  Engine engine(load_game(LoadRequest{kForage, {}, {{"ply_cap", "120"}}}));
  const State s = random_playout(engine, 5, 1000);
  EXPECT_TRUE(s.terminal());
  expect_round_trip(engine.game(), s);
}

TEST(StateJson, KeepsTheRngWords) {
  Engine engine(load(kTiny));
  State s = tiny_mid_game(engine);
  const json j = state_to_json(engine.game(), s);
  for (int i = 0; i < 4; ++i) EXPECT_EQ(j.at("rng").at(i).get<uint32_t>(), s.rng()[i]);
  State back = state_from_json(engine.game(), j);
  play(engine, s, 1, "vote blue");
  play(engine, back, 1, "vote blue");
  play(engine, s, 1, "roll");
  play(engine, back, 1, "roll");
  EXPECT_TRUE(back == s);
}

TEST(StateJson, RoundTripKeepsTheFlagsOfAComponentTakenOutOfPlay) {
  const auto game = load(kTiny);
  State s(*game);
  const int32_t c = component(*game, "card_1_1");
  s.put_top(c, zone(*game, "pile"));
  s.set_face_down(c, true);
  s.set_known_by(c, 0b01);
  s.remove(c);  // the rules' s:remove keeps the flags
  expect_round_trip(*game, s);
}

TEST(StateJson, RoundTripKeepsAPlayerVariableNamedScore) {
  Engine engine(load(RULEBOOK_TEST_DATA "/score_var"));
  const State s = engine.new_game(1);
  ASSERT_EQ(s.pvar(1, 0), 5);
  expect_round_trip(engine.game(), s);
}

TEST(StateJson, FromJsonRejectsAnUnknownZoneByName) {
  Engine engine(load(kTiny));
  json j = state_to_json(engine.game(), engine.new_game(1));
  j["zones"]["attic"] = json::array({"card_1_1"});
  EXPECT_NE(from_json_error(engine.game(), j).find("attic"), std::string::npos);
}

TEST(StateJson, FromJsonRejectsAnUnknownComponentByName) {
  Engine engine(load(kTiny));
  json j = state_to_json(engine.game(), engine.new_game(1));
  j["zones"]["pile"] = json::array({"joker"});
  EXPECT_NE(from_json_error(engine.game(), j).find("joker"), std::string::npos);
}

TEST(StateJson, FromJsonRejectsAComponentInTwoZones) {
  Engine engine(load(kTiny));
  json j = state_to_json(engine.game(), engine.new_game(1));
  j["zones"]["pile"] = json::array({"card_1_1"});  // also in hand.1
  EXPECT_NE(from_json_error(engine.game(), j).find("card_1_1"), std::string::npos);
}

TEST(StateJson, FromJsonRejectsAnUnknownVariableByName) {
  Engine engine(load(kTiny));
  json j = state_to_json(engine.game(), engine.new_game(1));
  j["globals"]["mood"] = 1;
  EXPECT_NE(from_json_error(engine.game(), j).find("mood"), std::string::npos);
}

TEST(StateJson, FromJsonRejectsAPlayerToMoveWhoDoesNotExist) {
  Engine engine(load(kTiny));
  json j = state_to_json(engine.game(), engine.new_game(1));
  for (int p : {0, 3, 40}) {
    j["to_move"] = json::array({p});
    EXPECT_NE(from_json_error(engine.game(), j), "no error") << "to_move [" << p << "]";
  }
}

TEST(StateJson, FromJsonRejectsAKnowerWhoDoesNotExist) {
  Engine engine(load(kTiny));
  json j = state_to_json(engine.game(), engine.new_game(1));
  j["zones"]["hand.1"][0] = json{{"name", "card_1_3"}, {"face_down", true}, {"known_by", {3}}};
  EXPECT_NE(from_json_error(engine.game(), j), "no error");
}

TEST(StateJson, FromJsonRejectsAStateOfAnotherGame) {
  Engine engine(load(kTiny));
  json j = state_to_json(engine.game(), engine.new_game(1));
  j["game"] = "chess";
  EXPECT_NE(from_json_error(engine.game(), j).find("chess"), std::string::npos);
}

// ---- observation --------------------------------------------------------------------

class TinyObservation : public ::testing::Test {
 protected:
  Engine engine{load(kTiny)};
  State s = tiny_mid_game(engine);
  json view = observe(engine.game(), s, 1);
};

TEST_F(TinyObservation, HidesTheContentsOfAnOpponentsOwnerVisibleZone) {
  const json& hand = view.at("zones").at("hand.2");
  ASSERT_EQ(hand.size(), 2u);  // card_2_3 was discarded
  for (const json& c : hand) EXPECT_EQ(c, (json{{"hidden", "card"}}));
}

TEST_F(TinyObservation, ShowsThePlayersOwnZone) {
  EXPECT_EQ(view.at("zones").at("hand.1"), (json{"card_1_3", "card_1_2", "card_1_1"}));
}

TEST_F(TinyObservation, HidesAFaceDownCardItsViewerDoesNotKnow) {
  EXPECT_EQ(view.at("zones").at("pile"), (json{{{"hidden", "card"}}}));
  const json own = observe(engine.game(), s, 2).at("zones").at("pile").at(0);
  EXPECT_EQ(own.at("name"), "card_2_3");
}

TEST_F(TinyObservation, OmitsOwnerVisiblePlayerVariablesOfOthers) {
  EXPECT_EQ(view.at("players").at(0).at("vars").at("secret"), 7);
  EXPECT_FALSE(view.at("players").at(1).at("vars").contains("secret"));
  EXPECT_EQ(view.at("players").at(1).at("vars").at("points"), 1);  // public variables stay
}

TEST_F(TinyObservation, HasNoRng) {
  EXPECT_FALSE(view.contains("rng"));
  EXPECT_TRUE(state_to_json(engine.game(), s).contains("rng"));
}

TEST_F(TinyObservation, ShowsBoardAndPublicVariables) {
  EXPECT_EQ(view.at("zones").at("b2"), (json{"stone_1_1"}));
  EXPECT_EQ(view.at("globals").at("placed"), 2);
  EXPECT_EQ(view.at("to_move"), (json{1}));
}

}  // namespace
}  // namespace rb
