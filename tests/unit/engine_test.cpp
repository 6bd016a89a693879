// Unit tests of the engine: the checks before a move is applied, move text, forced
// chance, reproducible playouts and simultaneous decisions.
#include "engine/engine.h"
#include "engine/move_sequence.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "engine/move_text.h"
#include "load/game_loader.h"

namespace rb {
namespace {

const std::string kTiny = RULEBOOK_TEST_DATA "/tiny";
const std::string kForage = RULEBOOK_TEST_DATA "/../../games/forage";

std::shared_ptr<const GameDef> load(const std::string& path) { return load_game(LoadRequest{path, {}, {}}); }

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

Move parse(const GameDef& g, const std::string& text, int player) {
  std::string error;
  auto m = parse_move(g, text, player, error);
  EXPECT_TRUE(m.has_value()) << text << ": " << error;
  return m.value_or(Move{});
}

std::string parse_error(const GameDef& g, const std::string& text) {
  std::string error;
  auto m = parse_move(g, text, 1, error);
  EXPECT_FALSE(m.has_value()) << text;
  return error;
}

std::vector<std::string> legal_texts(Engine& engine, const State& s, int player) {
  MoveList list;
  engine.legal_moves(s, player, list);
  std::vector<std::string> out;
  for (const Move& m : list) out.push_back(move_to_text(engine.game(), m, player));
  return out;
}

// A playout that picks moves with its own generator; records every chance outcome.
struct Playout {
  State final;
  std::vector<std::string> transcript;
};

Playout random_playout(Engine& engine, uint64_t seed, int max_plies) {
  Playout out;
  Chance chance;
  chance.record = &out.transcript;
  out.final = engine.new_game(seed, &chance);
  std::mt19937 pick{uint32_t(seed)};
  MoveList moves;
  for (int i = 0; i < max_plies && !out.final.terminal(); ++i) {
    const int p = out.final.first_to_move();
    engine.legal_moves(out.final, p, moves);
    const Move m = moves[int(pick() % uint32_t(moves.size()))];
    out.transcript.push_back(std::to_string(p) + ": " + move_to_text(engine.game(), m, p));
    engine.apply_unchecked(out.final, p, m, &chance);
  }
  return out;
}

class TinyEngine : public ::testing::Test {
 protected:
  Engine engine{load(kTiny)};
  const GameDef& g = engine.game();
  State s = engine.new_game(1);
  std::string apply(int player, const std::string& text, Chance* chance = nullptr) {
    return engine.apply_checked(s, player, parse(g, text, player), chance);
  }
};

// ---- the checks before apply ---------------------------------------------------------

TEST_F(TinyEngine, ApplyCheckedRefusesAMoveAfterTheGameIsOver) {
  ASSERT_EQ(apply(1, "resign"), "");
  ASSERT_TRUE(s.terminal());
  const State before = s;
  EXPECT_TRUE(contains(apply(2, "place a1"), "over"));
  EXPECT_TRUE(s == before);
}

TEST_F(TinyEngine, ApplyCheckedRefusesAPlayerWhoseDecisionItIsNot) {
  const State before = s;
  EXPECT_TRUE(contains(apply(2, "place a1"), "not player 2's decision"));
  EXPECT_TRUE(s == before);
}

TEST_F(TinyEngine, ApplyCheckedRefusesAPlayerWhoDoesNotExist) {
  EXPECT_TRUE(contains(engine.apply_checked(s, 3, parse(g, "roll", 1)), "no player 3"));
}

TEST_F(TinyEngine, ApplyCheckedRefusesAnIllegalMoveAndListsTheLegalMoves) {
  ASSERT_EQ(apply(1, "place b2"), "");
  const State before = s;
  const std::string why = apply(2, "place b2");
  EXPECT_TRUE(contains(why, "'place b2' is not a legal move")) << why;
  EXPECT_TRUE(contains(why, "place a1")) << why;
  EXPECT_TRUE(contains(why, "discard card_2_3")) << why;
  EXPECT_TRUE(contains(why, "resign")) << why;
  EXPECT_TRUE(s == before);
}

TEST_F(TinyEngine, ApplyCheckedAppliesALegalMoveAndCountsThePly) {
  ASSERT_EQ(apply(1, "place c3"), "");
  EXPECT_EQ(s.ply(), 1);
  EXPECT_EQ(s.count(*g.spaces.find("c3")), 1);
  EXPECT_EQ(s.first_to_move(), 2);
}

// ---- move text ------------------------------------------------------------------------

TEST(MoveText, RoundTripsEveryLegalMoveOfSeveralForagePositions) {
  Engine engine(load(kForage));
  const GameDef& g = engine.game();
  for (int plies : {0, 1, 2, 30, 47, 48, 49, 60, 90}) {
    const State s = random_playout(engine, 21, plies).final;
    const int p = s.first_to_move();
    MoveList list;
    engine.legal_moves(s, p, list);
    ASSERT_FALSE(list.empty()) << plies;
    for (const Move& m : list) {
      const std::string text = move_to_text(g, m, p);
      std::string error;
      const auto back = parse_move(g, text, p, error);
      ASSERT_TRUE(back.has_value()) << text << ": " << error;
      EXPECT_TRUE(*back == m) << text;
    }
  }
}

TEST(MoveText, ParseMoveNamesAnUnknownActionAndListsTheActions) {
  const auto g = load(kTiny);
  const std::string error = parse_error(*g, "jump a1");
  EXPECT_TRUE(contains(error, "unknown action 'jump'")) << error;
  for (const char* action : {"place", "discard", "roll", "call", "vote", "resign"})
    EXPECT_TRUE(contains(error, action)) << error;
}

TEST(MoveText, ParseMoveRefusesTheWrongNumberOfArguments) {
  const auto g = load(kTiny);
  EXPECT_TRUE(contains(parse_error(*g, "place"), "takes 1 argument"));
  EXPECT_TRUE(contains(parse_error(*g, "place a1 a2"), "takes 1 argument"));
  EXPECT_TRUE(contains(parse_error(*g, "roll 4"), "takes 0 argument"));
}

TEST(MoveText, ParseMoveNamesAnUnknownSpace) {
  const auto g = load(kTiny);
  EXPECT_TRUE(contains(parse_error(*g, "place z9"), "unknown space 'z9'"));
}

TEST(MoveText, ParseMoveNamesAnUnknownPieceAndListsChoices) {
  const auto g = load(kTiny);
  EXPECT_TRUE(contains(parse_error(*g, "discard joker"), "unknown piece 'joker'"));
  const std::string error = parse_error(*g, "vote green");
  EXPECT_TRUE(contains(error, "red") && contains(error, "blue")) << error;
}

TEST(MoveText, ParseMoveRefusesEmptyText) {
  const auto g = load(kTiny);
  EXPECT_FALSE(parse_error(*g, "   ").empty());
}

// ---- forced chance ---------------------------------------------------------------------

TEST_F(TinyEngine, AForcedRollIsWhatTheDieShows) {
  Chance chance;
  chance.forced = {"roll 4", "random 2"};
  ASSERT_EQ(apply(1, "roll", &chance), "");
  EXPECT_EQ(s.gvar(1), 4);  // last_roll
  EXPECT_TRUE(chance.forced.empty());
}

TEST_F(TinyEngine, AForcedRandomIsWhatRandomReturns) {
  for (const char* k : {"1", "3", "4"}) {
    State t = s;
    Chance chance;
    chance.forced = {"roll 6", std::string("random ") + k};
    ASSERT_EQ(engine.apply_checked(t, 1, parse(g, "roll", 1), &chance), "");
    EXPECT_EQ(t.gvar(2), std::stoi(k));  // last_random
  }
}

TEST_F(TinyEngine, ForcedOutcomesAppearInTheTranscript) {
  std::vector<std::string> record;
  Chance chance;
  chance.forced = {"roll 5", "random 3"};
  chance.record = &record;
  ASSERT_EQ(apply(1, "roll", &chance), "");
  EXPECT_EQ(record, (std::vector<std::string>{"roll 5", "random 3"}));
}

TEST_F(TinyEngine, AForcedOutcomeOfTheWrongKindIsARuleError) {
  Chance chance;
  chance.forced = {"random 2", "roll 4"};
  try {
    apply(1, "roll", &chance);
    FAIL() << "no error";
  } catch (const RuleError& e) {
    EXPECT_TRUE(contains(e.what(), "random 2")) << e.what();
    EXPECT_TRUE(contains(e.what(), "(in apply)")) << e.what();
  }
}

TEST_F(TinyEngine, AForcedRollTheDieCannotShowIsARuleError) {
  Chance chance;
  chance.forced = {"roll 7"};
  EXPECT_THROW(apply(1, "roll", &chance), RuleError);
}

TEST_F(TinyEngine, AForcedRandomOutOfRangeIsARuleError) {
  Chance chance;
  chance.forced = {"roll 1", "random 5"};
  EXPECT_THROW(apply(1, "roll", &chance), RuleError);
}

TEST_F(TinyEngine, AForcedRandomThatIsNotAWholeNumberIsARuleError) {
  for (const char* k : {"2x", "x", "", "1.5", " 2"}) {
    Chance chance;
    chance.forced = {"roll 1", std::string("random ") + k};
    State t = s;
    try {
      const std::string refused = engine.apply_checked(t, 1, parse(g, "roll", 1), &chance);
      ADD_FAILURE() << "forced 'random " << k << "' was taken: " << refused;
    } catch (const RuleError& e) {
      EXPECT_TRUE(contains(e.what(), "not a whole number")) << e.what();
    }
  }
}

// "2: place a1" names the player; "1x: place a1" names none, so it is not read as player 1.
TEST_F(TinyEngine, AMoveTextNamesItsPlayerOnlyByAWholeNumber) {
  Chance chance;
  size_t applied = 0;
  State t = s;
  EXPECT_NE(apply_move_texts(engine, t, chance, {"1x: place a1"}, applied), "");
  EXPECT_EQ(applied, 0u);
  EXPECT_EQ(apply_move_texts(engine, t, chance, {"1: place a1"}, applied), "");
  EXPECT_EQ(applied, 1u);
}

TEST(ForcedChance, SetupUsesAForcedRandomForTheFirstPlayer) {
  Engine engine(load(kForage));
  for (int first = 1; first <= 4; ++first) {
    Chance chance;
    chance.forced = {"random " + std::to_string(first)};
    EXPECT_EQ(engine.new_game(1, &chance).first_to_move(), first);
  }
}

TEST(ForcedChance, MathRandomDrawsFromTheSeed) {
  Engine engine(load(RULEBOOK_TEST_DATA "/math_random"));
  std::vector<int32_t> drawn;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    EXPECT_EQ(engine.new_game(seed).gvar(0), engine.new_game(seed).gvar(0));
    drawn.push_back(engine.new_game(seed).gvar(0));
  }
  EXPECT_NE(std::count(drawn.begin(), drawn.end(), drawn[0]), 8);
}

TEST(ForcedChance, MathRandomTakesAForcedRandom) {
  Engine engine(load(RULEBOOK_TEST_DATA "/math_random"));
  std::vector<std::string> record;
  Chance chance;
  chance.forced = {"random 777"};
  chance.record = &record;
  EXPECT_EQ(engine.new_game(1, &chance).gvar(0), 777);
  EXPECT_EQ(record, (std::vector<std::string>{"random 777"}));
}

// Each forced value math.random(1000) refuses, with the words its error must hold.
TEST(ForcedChance, MathRandomRefusesAForcedRandomThatIsNotAWholeNumberInItsInterval) {
  Engine engine(load(RULEBOOK_TEST_DATA "/math_random"));
  const std::pair<const char*, const char*> refused[] = {{"777x", "not a whole number"}, {"7.5", "not a whole number"},
                                                         {"+7", "not a whole number"},   {"", "not a whole number"},
                                                         {"0", "is outside 1..1000"},    {"1001", "is outside 1..1000"},
                                                         {"-5", "is outside 1..1000"}};
  for (const auto& [k, why] : refused) {
    Chance chance;
    chance.forced = {std::string("random ") + k};
    try {
      engine.new_game(1, &chance);
      ADD_FAILURE() << "forced 'random " << k << "' was taken";
    } catch (const RuleError& e) {
      EXPECT_TRUE(contains(e.what(), why)) << e.what();
    }
  }
}

// ---- the start position ----------------------------------------------------------------

const std::string kBreakthrough = RULEBOOK_TEST_DATA "/../../games/breakthrough";

// The game seed `seed` starts from, set up by an Engine that has played no game before.
State set_up_alone(const std::shared_ptr<const GameDef>& game, uint64_t seed) { return Engine(game).new_game(seed); }

// Breakthrough's setup() places the pawns and calls no chance method: it runs for the first
// game only, and every later game starts from a copy with its own seed's generator.
TEST(StartPosition, ASetupThatDrawsNoChanceRunsOnceAndEverySeedStartsAsIfItRan) {
  const auto game = load(kBreakthrough);
  Engine engine(game);
  engine.new_game(1);
  const uint64_t calls = engine.rules().calls();
  State s;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    EXPECT_TRUE(engine.new_game(seed) == set_up_alone(game, seed)) << seed;
    engine.restart(s, seed);
    EXPECT_TRUE(s == set_up_alone(game, seed)) << seed;
  }
  EXPECT_EQ(engine.rules().calls(), calls) << "setup() ran again";
  EXPECT_TRUE(engine.new_game(1) != engine.new_game(2)) << "the seeds' generators differ";
}

// A game begun from the kept position plays on as one set up afresh, move for move.
TEST(StartPosition, AGameFromTheKeptPositionPlaysAsOneSetUpAfresh) {
  const auto game = load(kBreakthrough);
  Engine engine(game);
  engine.new_game(3);
  Engine fresh(game);
  EXPECT_TRUE(random_playout(engine, 7, 60).final == random_playout(fresh, 7, 60).final);
}

// Forage's setup() draws who starts: it runs for every game.
TEST(StartPosition, ASetupThatDrawsChanceRunsForEveryGame) {
  const auto game = load(kForage);
  Engine engine(game);
  std::vector<int> first;
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    const uint64_t calls = engine.rules().calls();
    const State s = engine.new_game(seed);
    EXPECT_GT(engine.rules().calls(), calls) << seed;
    EXPECT_TRUE(s == set_up_alone(game, seed)) << seed;
    first.push_back(s.first_to_move());
  }
  EXPECT_NE(std::count(first.begin(), first.end(), first[0]), 8) << "every seed had the same first player";
}

// A forced outcome leaves the generator as it was; the position it made is not kept, and a
// later game's forced outcome is taken.
TEST(StartPosition, APositionMadeWithAForcedOutcomeIsNotKept) {
  const auto game = load(kForage);
  Engine engine(game);
  Chance chance;
  chance.forced = {"random 3"};
  EXPECT_EQ(engine.new_game(1, &chance).first_to_move(), 3);
  for (uint64_t seed = 1; seed <= 8; ++seed) EXPECT_TRUE(engine.new_game(seed) == set_up_alone(game, seed)) << seed;
  chance.forced = {"random 2"};
  EXPECT_EQ(engine.new_game(9, &chance).first_to_move(), 2);
  EXPECT_TRUE(chance.forced.empty());
}

// s:draw takes the top card without the generator, yet it is chance: a forced `draw NAME`
// may name another card, and the transcript holds it. Such a setup runs for every game.
TEST(StartPosition, ASetupThatDrawsACardRunsForEveryGameAndTakesAForcedDraw) {
  Engine engine(load(RULEBOOK_TEST_DATA "/setup_draw"));
  for (uint64_t seed = 1; seed <= 2; ++seed) {
    std::vector<std::string> record;
    Chance chance;
    chance.record = &record;
    engine.new_game(seed, &chance);
    EXPECT_EQ(record, std::vector<std::string>{"draw card_1"}) << seed;
  }
  std::vector<std::string> record;
  Chance chance;
  chance.forced = {"draw card_3"};
  chance.record = &record;
  engine.new_game(3, &chance);
  EXPECT_TRUE(chance.forced.empty()) << "the forced draw was not taken";
  EXPECT_EQ(record, std::vector<std::string>{"draw card_3"});
}

// A setup() that failed keeps nothing: the next game fails as the first did.
TEST(StartPosition, ASetupThatLeftNobodyToMoveFailsEveryGame) {
  Engine engine(load(RULEBOOK_SOURCE_DIR "/tests/hostile/setup_no_turn"));
  for (uint64_t seed = 1; seed <= 3; ++seed) EXPECT_THROW(engine.new_game(seed), RuleError) << seed;
}

// ---- reproducibility -------------------------------------------------------------------

TEST(Reproducible, TheSameSeedGivesTheSameTranscriptAndFinalState) {
  Engine engine(load(kForage));
  const Playout a = random_playout(engine, 99, 400);
  const Playout b = random_playout(engine, 99, 400);
  EXPECT_EQ(a.transcript, b.transcript);
  EXPECT_TRUE(a.final == b.final);
  EXPECT_EQ(a.final.hash(), b.final.hash());
}

TEST(Reproducible, TwoEnginesGiveTheSameGameFromTheSameSeed) {
  const auto game = load(kForage);
  Engine one(game), two(game);
  EXPECT_TRUE(random_playout(one, 8, 300).final == random_playout(two, 8, 300).final);
}

TEST(Reproducible, DifferentSeedsGiveDifferentGames) {
  Engine engine(load(kForage));
  const Playout a = random_playout(engine, 1, 400);
  const Playout b = random_playout(engine, 2, 400);
  EXPECT_NE(a.transcript, b.transcript);
  EXPECT_TRUE(a.final != b.final);
}

TEST(Reproducible, ARandomForagePlayoutEndsWithResults) {
  // Face-up coins always run out; a ply_cap would cut the game off with no result.
  Engine engine(load_game(LoadRequest{kForage, {}, {{"coins_face_up", "true"}}}));
  const State s = random_playout(engine, 4, 3000).final;
  ASSERT_TRUE(s.terminal());
  int winners = 0;
  for (int p = 1; p <= s.players(); ++p) winners += s.result(p) == Result::Win;
  EXPECT_GE(winners, 1);
  EXPECT_EQ(s.to_move(), 0u);
}

// ---- simultaneous decisions ------------------------------------------------------------

TEST_F(TinyEngine, ASimultaneousDecisionLetsBothPlayersMove) {
  ASSERT_EQ(apply(1, "call"), "");
  EXPECT_TRUE(s.may_move(1) && s.may_move(2));
  EXPECT_EQ(legal_texts(engine, s, 1), (std::vector<std::string>{"vote red", "vote blue"}));
  EXPECT_EQ(legal_texts(engine, s, 2), (std::vector<std::string>{"vote red", "vote blue"}));
  ASSERT_EQ(apply(2, "vote red"), "");
  ASSERT_EQ(apply(1, "vote blue"), "");
  EXPECT_EQ(s.gvar(4), 1);  // red_votes
  EXPECT_EQ(s.ply(), 3);
  EXPECT_EQ(s.to_move(), 1u);
}

TEST_F(TinyEngine, LegalMovesAreEmptyForAPlayerNotInTheMask) {
  ASSERT_EQ(apply(1, "call"), "");
  ASSERT_EQ(apply(1, "vote red"), "");
  EXPECT_TRUE(legal_texts(engine, s, 1).empty());
  EXPECT_EQ(legal_texts(engine, s, 2).size(), 2u);
  EXPECT_TRUE(contains(apply(1, "vote blue"), "not player 1's decision"));
}

TEST_F(TinyEngine, LegalMovesAreEmptyOnceTheGameIsOver) {
  ASSERT_EQ(apply(1, "resign"), "");
  EXPECT_TRUE(legal_texts(engine, s, 1).empty());
  EXPECT_TRUE(legal_texts(engine, s, 2).empty());
  EXPECT_EQ(s.result(2), Result::Win);
  EXPECT_EQ(s.result(1), Result::Loss);
}

}  // namespace
}  // namespace rb
