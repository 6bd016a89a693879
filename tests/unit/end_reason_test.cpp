// Why a game ended lives in its State: a copy, a JSON round trip and a State from another
// thread's engine all know it, with the results and scores, and the engine keeps none of it.
#include "core/end_reasons.h"

#include <gtest/gtest.h>

#include <string>
#include <thread>

#include "core/state.h"
#include "engine/engine.h"
#include "engine/move_text.h"
#include "engine/state_json.h"
#include "load/game_loader.h"

namespace rb {
namespace {

const std::string kGames = RULEBOOK_TEST_DATA "/../../games/";

std::shared_ptr<const GameDef> load(const std::string& name) { return load_game(LoadRequest{kGames + name, {}, {}}); }

// Plays `moves` (alternately by players 1 and 2) from the seed-1 start.
State played(Engine& engine, const std::vector<std::string>& moves) {
  State s = engine.new_game(1);
  for (const std::string& text : moves) {
    const int p = s.first_to_move();
    std::string error;
    const auto m = parse_move(engine.game(), text, p, error);
    EXPECT_TRUE(m) << text << ": " << error;
    if (m) {
      EXPECT_EQ(engine.apply_checked(s, p, *m), "") << text;
    }
  }
  return s;
}

const std::vector<std::string> kRowOfThree = {"mark a1", "mark b1", "mark a2", "mark b2", "mark a3"};

TEST(EndReason, ACopiedStateKeepsItsEndReasonAndResult) {
  Engine engine(load("tictactoe"));
  State copy;
  {
    const State ended = played(engine, kRowOfThree);
    copy = ended;
  }
  ASSERT_TRUE(copy.terminal());
  EXPECT_EQ(copy.end_reason(), "three in a row");
  EXPECT_EQ(copy.result(1), Result::Win);
  EXPECT_EQ(copy.result(2), Result::Loss);
}

TEST(EndReason, EachStateKeepsItsOwnReasonWhateverTheEngineDidSince) {
  Engine engine(load("tictactoe"));
  const State won = played(engine, kRowOfThree);
  const State full = played(engine, {"mark b2", "mark a1", "mark c1", "mark a3", "mark a2",
                                     "mark c2", "mark b1", "mark b3", "mark c3"});
  ASSERT_TRUE(full.terminal());
  EXPECT_NE(full.end_reason(), won.end_reason());
  EXPECT_EQ(won.end_reason(), "three in a row") << "a later game on the same engine does not change an earlier State";
  EXPECT_EQ(full.result(1), Result::Draw);
}

TEST(EndReason, AGameGoingOnHasNone) {
  Engine engine(load("tictactoe"));
  const State s = played(engine, {"mark a1"});
  EXPECT_FALSE(s.terminal());
  EXPECT_EQ(s.end_reason(), "");
  EXPECT_EQ(s.end_reason_id(), 0);
}

TEST(EndReason, TheJsonFormCarriesItAndReadsBackEqual) {
  Engine engine(load("tictactoe"));
  const State s = played(engine, kRowOfThree);
  const nlohmann::json j = state_to_json(engine.game(), s);
  EXPECT_EQ(j.at("end_reason"), "three in a row");
  const State back = state_from_json(engine.game(), j);
  EXPECT_TRUE(back == s);
  EXPECT_EQ(back.end_reason(), "three in a row");
  EXPECT_FALSE(state_to_json(engine.game(), played(engine, {"mark a1"})).contains("end_reason"));
}

TEST(EndReason, AReasonOnAStateStillGoingOnIsRefused) {
  Engine engine(load("tictactoe"));
  nlohmann::json j = state_to_json(engine.game(), played(engine, {"mark a1"}));
  j["end_reason"] = "three in a row";
  EXPECT_THROW(state_from_json(engine.game(), j), std::runtime_error);
}

// The hash is the same in every process: it leaves out the reason's number, which is not.
TEST(EndReason, TheHashDoesNotDependOnTheReasonsNumber) {
  Engine engine(load("tictactoe"));
  State s = played(engine, kRowOfThree);
  const uint64_t before = s.hash();
  s.set_end_reason(intern_end_reason("a reason no game gives"));
  EXPECT_EQ(s.hash(), before);
  EXPECT_FALSE(s == played(engine, kRowOfThree)) << "but two States ended for different reasons differ";
  EXPECT_TRUE(s.terminal());
  EXPECT_FALSE(s.cut_off());
}

TEST(EndReason, TheRulesReasonIsLeftInTheStateToo) {
  Engine engine(load("lineup"));  // its rules.lua ends the game: s:win(p, "a line")
  const State line = played(engine, {"place a1", "place b1", "place a2", "place b2", "place a3"});
  const State copy = line;
  ASSERT_TRUE(copy.terminal());
  EXPECT_EQ(copy.end_reason(), "a line");
  EXPECT_EQ(copy.result(1), Result::Win);
  EXPECT_EQ(played(engine, {"place a1"}).end_reason(), "") << "a new game on that engine starts with none";
  EXPECT_EQ(line.end_reason(), "a line");
}

TEST(EndReason, ADeclaredEndingLeavesItsReasonInTheState) {
  Engine engine(load("connect4"));  // game.yaml: a line of 4 wins, reason "a line"
  const State s = played(engine, {"drop a1", "drop b1", "drop a2", "drop b2", "drop a3", "drop b3", "drop a4"});
  ASSERT_TRUE(s.terminal());
  EXPECT_EQ(s.end_reason(), "a line");
  EXPECT_EQ(s.result(1), Result::Win);
}

TEST(EndReasons, TheSameTextHasTheSameNumberOnEveryThread) {
  const int32_t here = intern_end_reason("four in a row, threaded");
  int32_t there = -1;
  std::thread([&] { there = intern_end_reason("four in a row, threaded"); }).join();
  EXPECT_EQ(here, there);
  EXPECT_NE(here, 0);
  EXPECT_EQ(end_reason_text(here), "four in a row, threaded");
  EXPECT_EQ(intern_end_reason(""), 0);
  EXPECT_EQ(end_reason_text(0), "");
  EXPECT_EQ(end_reason_text(-5), "") << "a number never given reads as no reason";
}

}  // namespace
}  // namespace rb
