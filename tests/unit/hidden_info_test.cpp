// Determinization: a State sampled from one player's observation keeps everything that
// player sees, resamples the rest, and depends on nothing hidden; so do the agents' choices.
#include <gtest/gtest.h>

#include "agents/agent.h"
#include "engine/engine.h"
#include "engine/hidden_info.h"
#include "engine/move_sequence.h"
#include "engine/move_text.h"
#include "engine/state_json.h"
#include "load/game_loader.h"

namespace rb {
namespace {

const std::string kData = RULEBOOK_TEST_DATA;
const std::string kGames = std::string(RULEBOOK_SOURCE_DIR) + "/games/";

State after(Engine& engine, const std::vector<std::string>& moves) {
  State s = engine.new_game(5);
  std::string error;
  for (const auto& text : moves) {
    const int p = s.first_to_move();
    const auto m = parse_move(engine.game(), text, p, error);
    EXPECT_TRUE(m) << error;
    EXPECT_EQ(engine.apply_checked(s, p, *m), "");
  }
  return s;
}

// A State some random plies into a game.
State random_plies(Engine& engine, int plies, uint64_t seed) {
  State s = engine.new_game(seed);
  auto bot = make_agent("random", seed);
  MoveList legal;
  for (int i = 0; i < plies && !s.terminal(); ++i) {
    const int p = s.first_to_move();
    engine.legal_moves(s, p, legal);
    engine.apply_unchecked(s, p, bot->choose(engine, s, p, legal));
  }
  return s;
}

// `moves --trace --as P`: the trace of each move, and of what it changed, as P saw it.
TEST(HiddenInformation, ATraceAsAPlayerTellsOnlyWhatThatPlayerSaw) {
  Engine engine(load_game(LoadRequest{kData + "/tiny", {}, {}}));
  const auto trace_as = [&](int viewer) {
    State s = engine.new_game(1);
    Chance chance;
    size_t applied = 0;
    std::vector<std::string> trace;
    EXPECT_EQ(apply_move_texts(engine, s, chance, {"discard card_1_2", "place a1"}, applied, &trace, viewer), "");
    std::string text;
    for (const auto& line : trace) text += line + "\n";
    return text;
  };
  const std::string as_two = trace_as(2), whole = trace_as(0);
  EXPECT_NE(as_two.find("1: discard (hidden card)\n"), std::string::npos) << as_two;
  EXPECT_EQ(as_two.find("card_1_2"), std::string::npos) << as_two;
  EXPECT_NE(as_two.find("2: place a1\n"), std::string::npos) << as_two;
  EXPECT_NE(whole.find("1: discard card_1_2\n"), std::string::npos) << whole;
  EXPECT_EQ(trace_as(1).find("(hidden card)"), std::string::npos);
}

TEST(Determinize, KeepsEverythingThePlayerSees) {
  Engine engine(load_game(LoadRequest{kData + "/tiny", {}, {}}));
  const State s = after(engine, {"discard card_1_2", "discard card_2_1"});
  for (int p = 1; p <= 2; ++p)
    for (uint64_t seed = 1; seed <= 20; ++seed) {
      RngWords w = seed_rng(seed);
      const State d = determinize(engine.game(), s, p, w.s);
      EXPECT_TRUE(d.links_consistent());
      EXPECT_EQ(observe(engine.game(), d, p), observe(engine.game(), s, p)) << "player " << p << " seed " << seed;
    }
}

TEST(Determinize, DealsHiddenCardsAfreshAndForgetsOthersSecrets) {
  Engine engine(load_game(LoadRequest{kData + "/tiny", {}, {}}));
  const State s = after(engine, {"discard card_1_2"});
  const int secret = 1;  // tiny's player variables: points, secret, voted
  bool changed = false;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    RngWords w = seed_rng(seed);
    const State d = determinize(engine.game(), s, 2, w.s);
    changed |= d.zone_of(engine.game().kit.component_index.at("card_1_2")) != s.zone_of(engine.game().kit.component_index.at("card_1_2"));
    EXPECT_EQ(d.pvar(1, secret), 0);   // player 1's secret: back to its initial value
    EXPECT_EQ(d.pvar(2, secret), 14);  // its own is kept
    const State by_one = determinize(engine.game(), s, 1, w.s);
    EXPECT_EQ(by_one.pvar(2, secret), 0) << "the last player's secret is forgotten too";
    EXPECT_EQ(by_one.pvar(1, secret), s.pvar(1, secret));
  }
  EXPECT_TRUE(changed) << "the face-down discard was never dealt elsewhere";
}

// A component out of play, face down, that one player knows: that player's view names it,
// the other's and a spectator's say only its kind, the designer's names it.
TEST(HiddenInformation, AnOutOfPlayCardIsNamedOnlyToWhoKnowsIt) {
  Engine engine(load_game(LoadRequest{kData + "/tiny", {}, {}}));
  State s(engine.game());
  const int32_t card = engine.game().kit.component_index.at("card_1_2");
  s.set_face_down(card, true);
  s.set_known_by(card, 1u);  // player 1 knows it
  const auto named = [&](int viewer) { return seen_by(engine.game(), s, viewer).dump().find("card_1_2") != std::string::npos; };
  EXPECT_TRUE(named(1));
  EXPECT_FALSE(named(2));
  EXPECT_FALSE(named(kSpectator));
  EXPECT_TRUE(named(0));
  EXPECT_NE(seen_by(engine.game(), s, 2).dump().find("\"hidden\":\"card\""), std::string::npos);
}

TEST(Determinize, StatesThatDifferOnlyInHiddenThingsGiveTheSameSample) {
  Engine engine(load_game(LoadRequest{kGames + "porridge", {}, {}}));
  const State s = random_plies(engine, 12, 3);
  RngWords other = seed_rng(99);
  const State twin = determinize(engine.game(), s, 1, other.s);  // the same to player 1
  ASSERT_NE(twin, s);
  RngWords a = seed_rng(7), b = seed_rng(7);
  EXPECT_EQ(determinize(engine.game(), s, 1, a.s), determinize(engine.game(), twin, 1, b.s));
}

// The leak test for bots: what a bot may not see never changes its decision.
void expect_same_decisions(const std::string& game_path, const std::string& agent, int plies) {
  Engine engine(load_game(LoadRequest{game_path, {}, {}}));
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    const State s = random_plies(engine, plies, seed);
    if (s.terminal()) continue;
    const int p = s.first_to_move();
    RngWords other = seed_rng(seed + 100);
    const State twin = determinize(engine.game(), s, p, other.s);
    MoveList legal, twin_legal;
    engine.legal_moves(s, p, legal);
    engine.legal_moves(twin, p, twin_legal);
    auto bot = make_agent(agent, seed), twin_bot = make_agent(agent, seed);
    EXPECT_EQ(move_to_text(engine.game(), bot->choose(engine, s, p, legal), p),
              move_to_text(engine.game(), twin_bot->choose(engine, twin, p, twin_legal), p))
        << agent << " on " << game_path << ", seed " << seed;
  }
}

TEST(HiddenInformation, BotsDecideTheSameWhateverTheyCannotSee) {
  for (const char* agent : {"ismcts:iterations=40", "mcts:iterations=40", "greedy"}) {
    expect_same_decisions(kGames + "porridge", agent, 10);
    expect_same_decisions(kGames + "pouches/variants/private_pouches.yaml", agent, 30);
    expect_same_decisions(kGames + "potluck", agent, 5);
    expect_same_decisions(kData + "/peek", agent, 0);
  }
}

// Peek (tests/data): a guess at a card nobody sees scores 1 when right. Greedy scores each
// move on a State sampled from its view, so it is right about a third of the time; reading
// the true State it would always be.
TEST(HiddenInformation, GreedyGuessesAHiddenCardNoBetterThanChance) {
  Engine engine(load_game(LoadRequest{kData + "/peek", {}, {}}));
  const int games = 60;
  int right = 0;
  for (int seed = 1; seed <= games; ++seed) {
    State s = engine.new_game(uint64_t(seed));
    MoveList legal;
    engine.legal_moves(s, 1, legal);
    auto bot = make_agent("greedy", uint64_t(seed));
    engine.apply_unchecked(s, 1, bot->choose(engine, s, 1, legal));
    right += s.score(1);
  }
  EXPECT_LT(right, games * 2 / 3) << "right " << right << " times of " << games;  // chance: about 20
}

}  // namespace
}  // namespace rb
