// When a secret choice stops being secret (engine/move_reveal.h): in Duel both players lay a
// card at once and only the score tells who laid higher, so a player learns the other's card
// exactly when the score and their own card pin it down, and a spectator, who saw neither
// card, never learns either.
#include "engine/move_reveal.h"

#include <gtest/gtest.h>

#include "engine/hidden_info.h"
#include "engine/move_observation.h"
#include "engine/move_text.h"
#include "load/game_loader.h"

namespace rb {
namespace {

struct Played {
  std::shared_ptr<const GameDef> game = load_game(LoadRequest{RULEBOOK_TEST_DATA "/duel", {}, {}});
  Engine engine{game};
  std::vector<State> states;
  std::vector<RecordedMove> moves;

  explicit Played(const std::vector<RecordedMove>& list) : states{engine.new_game(1)}, moves(list) {
    for (const RecordedMove& m : list) {
      std::string error;
      State next = states.back();
      const auto move = parse_move(*game, m.text, m.player, error);
      EXPECT_TRUE(move && engine.apply_checked(next, m.player, *move).empty()) << m.text;
      states.push_back(next);
    }
  }
  ChanceOutcomes chance = ChanceOutcomes(moves.size() + 1);  // Duel draws nothing
  std::vector<MoveSight> sight(int viewer) { return track_move_sight(engine, states, moves, chance, viewer); }
};

TEST(MoveSight, ACardTheScoreAndOnesOwnCardPinDownIsRevealedInPlaceAtTheReveal) {
  Played p({{1, "lay red_3"}, {2, "lay blue_2"}});  // red scores: with blue's 2, red laid the 3
  const std::vector<MoveSight> by_two = p.sight(2);
  EXPECT_EQ(by_two[0].shown, kSecretMove);
  EXPECT_EQ(text_known_at(by_two, p.moves, 0, 1), kSecretMove) << "hidden before blue has laid";
  EXPECT_EQ(by_two[0].revealed_at, 2u);
  EXPECT_EQ(text_known_at(by_two, p.moves, 0, 2), "lay red_3") << "in place once the score shows it";
  EXPECT_EQ(text_known_at(by_two, p.moves, 1, 2), "lay blue_2");
}

TEST(MoveSight, ACardTheScoreLeavesInDoubtStaysSecret) {
  Played p({{1, "lay red_3"}, {2, "lay blue_1"}});  // red scores: it laid the 2 or the 3
  const std::vector<MoveSight> by_two = p.sight(2);
  EXPECT_EQ(by_two[0].revealed_at, kNeverRevealed);
  EXPECT_EQ(text_known_at(by_two, p.moves, 0, 2), kSecretMove);
}

TEST(MoveSight, ASpectatorWhoSawNeitherCardLearnsNeither) {
  Played p({{1, "lay red_3"}, {2, "lay blue_2"}});  // (3, 2), (3, 1) and (2, 1) all score for red
  const std::vector<MoveSight> spectator = p.sight(kSpectator);
  EXPECT_EQ(spectator[0].revealed_at, kNeverRevealed);
  EXPECT_EQ(text_known_at(spectator, p.moves, 0, 2), kSecretMove);
  EXPECT_EQ(spectator[1].revealed_at, kNeverRevealed);
  EXPECT_EQ(text_known_at(spectator, p.moves, 1, 2), "lay (hidden card)") << "blue laid last: that it laid shows";
}

TEST(MoveSight, ADrawWithOnesOwnCardRevealsTheOthersOnTheSameRank) {
  Played p({{1, "lay red_1"}, {2, "lay blue_1"}, {1, "lay red_2"}, {2, "lay blue_3"}});
  const std::vector<MoveSight> by_one = p.sight(1);
  EXPECT_EQ(by_one[1].revealed_at, 2u) << "a draw against red's 1: blue laid its 1";
  EXPECT_EQ(by_one[1].shown, "lay blue_1") << "blue moved second, so its card shows at once";
  EXPECT_EQ(by_one[3].revealed_at, 4u) << "blue's 3 beats red's 2 and is the only card that does";
}

TEST(MoveSight, OnesOwnMovesAndTheDesignersViewAreWhole) {
  Played p({{1, "lay red_3"}, {2, "lay blue_1"}});
  for (int viewer : {0, 1}) EXPECT_EQ(p.sight(viewer)[0].shown, "lay red_3") << viewer;
  EXPECT_EQ(p.sight(0)[1].shown, "lay blue_1");
}

// The histories start only from a State whose hidden parts the viewer can tell: Duel's hand
// (its three cards, order aside), never Forage's coins dealt out of sight, where every
// history would know the real hand.
TEST(MoveSight, FollowsOnlyFromAStateTheViewerKnowsWhereEverythingIs) {
  Played p({{1, "lay red_3"}});
  EXPECT_TRUE(placement_known(*p.game, p.states[0], 2));
  EXPECT_FALSE(placement_known(*p.game, p.states[0], kSpectator)) << "both hands hold unseen cards of one kind";
  EXPECT_FALSE(placement_known(*p.game, p.states[1], 2)) << "red's cards now lie in two zones";
  auto forage = load_game(LoadRequest{RULEBOOK_SOURCE_DIR "/games/forage", {}, {}});
  Engine engine(forage);
  const State start = engine.new_game(1);
  EXPECT_FALSE(placement_known(*forage, start, kSpectator));
  EXPECT_FALSE(placement_known(*forage, start, 2));
  EXPECT_TRUE(placement_known(*forage, start, 0));
}

// A variable only its owner sees, moved from its declared start, is something the other
// player does not know; one's own is.
TEST(MoveSight, AnotherPlayersHiddenVariableOffItsStartIsNotKnown) {
  auto tiny = load_game(LoadRequest{RULEBOOK_TEST_DATA "/tiny", {}, {}});
  const State start(*tiny);  // everything nowhere, every variable at its start
  int secret = 0;
  while (tiny->kit.player_vars[size_t(secret)].name != "secret") ++secret;
  ASSERT_TRUE(placement_known(*tiny, start, 2));
  State theirs = start;
  theirs.set_pvar(1, secret, 7);
  EXPECT_FALSE(placement_known(*tiny, theirs, 2)) << "player 1's secret has moved";
  EXPECT_TRUE(placement_known(*tiny, theirs, 1)) << "player 1 knows its own";
  State own = start;
  own.set_pvar(2, secret, 7);
  EXPECT_TRUE(placement_known(*tiny, own, 2));
  EXPECT_FALSE(placement_known(*tiny, own, 1));
}

}  // namespace
}  // namespace rb
