// Chance outcomes in the log and the replay: recorded step by step as a game replays, and
// shown to each viewer through observe_chance, which never tells a player a random pick.
#include <gtest/gtest.h>

#include "engine/engine.h"
#include "engine/hidden_info.h"
#include "engine/game_log.h"
#include "engine/game_session.h"
#include "engine/move_observation.h"
#include "load/game_loader.h"
#include "present/replay_html.h"

namespace rb {
namespace {

const std::string kGames = std::string(RULEBOOK_SOURCE_DIR) + "/games/";

std::shared_ptr<const GameDef> load(const std::string& game) { return load_game(LoadRequest{kGames + game, {}, {}}); }

TEST(ObserveChance, AViewerFromWhomNothingIsHiddenSeesEveryOutcome) {
  auto g = load("tictactoe");
  const State s = Engine(g).new_game(1);
  const std::vector<std::string> drawn{"roll 4", "random 2", "shuffle deck"};
  EXPECT_EQ(observe_chance(*g, s, drawn, "mark a1", 2), drawn);
  EXPECT_EQ(observe_chance(*g, s, drawn, "mark a1", kSpectator), drawn);
}

TEST(ObserveChance, WhereSomethingIsHiddenRandomPicksAreNotShownButToTheDesigner) {
  auto g = load("pouches");
  const State s = Engine(g).new_game(3);
  ASSERT_TRUE(hides_anything(*g, s, 2));
  const std::vector<std::string> drawn{"roll 4", "random 2", "shuffle stock"};
  EXPECT_EQ(observe_chance(*g, s, drawn, "pass", 0), drawn);
  EXPECT_EQ(observe_chance(*g, s, drawn, "pass", 2), (std::vector<std::string>{"roll 4", kSecretChance, "shuffle stock"}));
  EXPECT_EQ(observe_chance(*g, s, drawn, kSecretMove, kSpectator),
            (std::vector<std::string>{kSecretChance, kSecretChance, "shuffle stock"}));
}

// A card drawn face down into a zone everyone sees is still a hidden card (Pouches deals the
// stock face down): its name is told only to those who see it.
TEST(ObserveChance, ADrawNamesItsCardOnlyToThoseWhoSeeIt) {
  auto g = load("pouches");
  const State s = Engine(g).new_game(3);
  int32_t hidden = -1;
  for (int32_t c = 0; c < int32_t(g->kit.components.size()) && hidden < 0; ++c)
    if (!sees_component(*g, s, c, 2) && s.zone_of(c) != kNone) hidden = c;
  ASSERT_GE(hidden, 0);
  const std::string draw = "draw " + g->kit.components[size_t(hidden)].name;
  EXPECT_EQ(observe_chance(*g, s, {draw}, "pass", 2), std::vector<std::string>{"draw (hidden " + g->kit.components[size_t(hidden)].kind + ")"});
  EXPECT_EQ(observe_chance(*g, s, {draw}, "pass", 0), std::vector<std::string>{draw});
  EXPECT_EQ(observe_chance(*g, s, {"draw no_such_card"}, "pass", 2), std::vector<std::string>{kSecretChance});
}

// A Pouches game (seed 3) replayed with its chance outcomes: its setup, no move yet.
struct PouchesSetup {
  std::shared_ptr<const GameDef> g = load("pouches");
  RecordedGame log = log_header(*g, 3);
  GameSession session{g, log};
  const ChanceOutcomes& chance = session.chance();
  const std::vector<State>& states = session.states();
};

TEST(ReplayChance, EachStepKeepsTheOutcomesItDrew) {
  PouchesSetup p;
  const ChanceOutcomes& chance = p.chance;
  ASSERT_EQ(chance.size(), p.states.size());
  ASSERT_GE(chance[0].size(), 2u) << "the setup draws the first player and shuffles the stock";
  EXPECT_EQ(chance[0][0].rfind("random ", 0), 0u) << chance[0][0];
  EXPECT_EQ(chance[0][1], "shuffle stock");
  // the same seed draws the same: the outcomes come from the log's seed, as when it was played
  const GameSession again(p.g, p.log);
  EXPECT_EQ(again.chance(), chance);
}

TEST(ReplayChance, APlayersReplayShowsTheShuffleButNotTheRandomPick) {
  PouchesSetup p;
  const ReplayStep start = replay_steps(*p.g, {p.states, p.log.moves, &p.chance}, 1, 0, 0).at(0);
  EXPECT_EQ(start.chance, (std::vector<std::string>{kSecretChance, "shuffle stock"}));
  EXPECT_EQ(start.svg.find(p.chance[0][0]), std::string::npos) << "the pick is not in the caption";
  const ReplayStep whole = replay_steps(*p.g, {p.states, p.log.moves, &p.chance}, 0, 0, 0).at(0);
  EXPECT_EQ(whole.chance, p.chance[0]);
  EXPECT_NE(whole.svg.find(p.chance[0][0] + ", shuffle stock"), std::string::npos) << "the designer's caption shows both";
}

}  // namespace
}  // namespace rb
