// s:cut_off: a cap the rules declare stops the game with no result for anyone; the State
// keeps that it was cut off (copies, JSON), and playtests count it as cut off, never as a
// draw. On tests/data/capped_race (cut off at ply 10 unless `cap` is 0) and Forage.
#include <gtest/gtest.h>

#include "analysis/playtest.h"
#include "analysis/playtest_summary.h"
#include "engine/engine.h"
#include "engine/move_text.h"
#include "engine/state_json.h"
#include "load/game_loader.h"

namespace rb {
namespace {

std::shared_ptr<const GameDef> race(std::map<std::string, std::string> params = {}) {
  return load_game(LoadRequest{RULEBOOK_TEST_DATA "/capped_race", {}, std::move(params)});
}

// `step 1` until the game is over: at the rules' cap of 10 plies unless the goal comes first.
State played_to_the_cap(Engine& engine) {
  State s = engine.new_game(1);
  std::string error;
  const auto step = parse_move(engine.game(), "step 1", 1, error);
  for (int i = 0; i < 10 && !s.terminal(); ++i) EXPECT_EQ(engine.apply_checked(s, s.first_to_move(), *step), "");
  return s;
}

TEST(CutOff, TheRulesCapEndsTheGameWithNoResultForAnyone) {
  Engine engine(race());
  const State s = played_to_the_cap(engine);
  EXPECT_TRUE(s.terminal());
  EXPECT_TRUE(s.cut_off());
  EXPECT_EQ(s.to_move(), 0u);
  for (int p = 1; p <= 2; ++p) EXPECT_EQ(s.result(p), Result::None);
  EXPECT_EQ(s.end_reason(), "the cap");
}

TEST(CutOff, AGameARuleEndedIsNotCutOff) {
  Engine engine(race({{"goal", "3"}}));
  const State s = played_to_the_cap(engine);  // the third step reaches the goal first
  EXPECT_TRUE(s.terminal());
  EXPECT_FALSE(s.cut_off());
}

TEST(CutOff, ACopyAndTheJsonKeepIt) {
  Engine engine(race());
  const State s = played_to_the_cap(engine);
  const State copy = s;
  EXPECT_TRUE(copy.cut_off());
  const auto j = state_to_json(engine.game(), s);
  EXPECT_EQ(j.at("cut_off"), true);
  EXPECT_TRUE(state_from_json(engine.game(), j).cut_off());
  EXPECT_TRUE(state_from_json(engine.game(), j) == s);
}

TEST(CutOff, TheJsonOfAStateNotCutOffHasNoSuchKey) {
  Engine engine(race({{"goal", "3"}}));
  EXPECT_FALSE(state_to_json(engine.game(), played_to_the_cap(engine)).contains("cut_off"));
  EXPECT_FALSE(state_to_json(engine.game(), engine.new_game(1)).contains("cut_off"));
}

TEST(CutOff, JsonThatIsCutOffButNotOverIsRefused) {
  Engine engine(race());
  auto j = state_to_json(engine.game(), played_to_the_cap(engine));
  j["terminal"] = false;
  try {
    state_from_json(engine.game(), j);
    FAIL() << "a cut-off State that is not over was read";
  } catch (const std::exception& e) {
    EXPECT_NE(std::string(e.what()).find("cut_off"), std::string::npos) << e.what();
  }
}

TEST(CutOff, APlaytestCountsItAsCutOffNeverAsADraw) {
  PlaytestOptions o;
  o.games = 12;
  const PlaytestStats st = run_playtest(race(), o);
  EXPECT_EQ(st.tally.cut_off, 12);
  EXPECT_EQ(st.tally.finished, 0);
  EXPECT_EQ(st.tally.all_draw, 0);
  EXPECT_EQ(st.tally.seats[0].draws + st.tally.seats[1].draws, 0);
  EXPECT_EQ(st.tally.end_reasons, (Counts{{"(cut off by the rules: the cap)", 12}}));
  EXPECT_EQ(st.tally.plies, (Histogram{{10, 12}}));
}

TEST(CutOff, WithoutTheCapTheSameGamesEndByTheirRule) {
  PlaytestOptions o;
  o.games = 12;
  const PlaytestStats st = run_playtest(race({{"cap", "0"}}), o);
  EXPECT_EQ(st.tally.cut_off, 0);
  EXPECT_EQ(st.tally.finished, 12);
  EXPECT_EQ(st.tally.end_reasons, (Counts{{"the goal", 12}}));
}

TEST(CutOff, ShardsMergedKeepTheCutOffs) {
  PlaytestOptions o;
  o.games = 10, o.shards = 2;
  o.shard = 1;
  RunTally merged = run_playtest(race(), o).tally;
  o.shard = 2;
  merged.merge(tally_from_json(tally_to_json(run_playtest(race(), o).tally)));  // as `rulebook merge` reads a shard
  EXPECT_EQ(merged.cut_off, 10);
  EXPECT_EQ(merged.all_draw, 0);
  EXPECT_EQ(merged.end_reasons, (Counts{{"(cut off by the rules: the cap)", 10}}));
}

TEST(CutOff, ForagesPlyCapCutsTheGameOffUnscored) {
  Engine engine(load_game(LoadRequest{RULEBOOK_TEST_DATA "/../../games/forage", {}, {{"ply_cap", "200"}}}));
  const GameRecord r = play_game(engine, 4, 1000);  // random agents do not finish Forage in 200 plies
  EXPECT_TRUE(r.cut_off);
  EXPECT_EQ(r.end_reason, "the ply cap");
  EXPECT_LE(r.plies, 204);  // the cap is checked at the end of a turn
  for (int result : r.results) EXPECT_EQ(result, int(Result::None));
}

TEST(CutOff, PouchesPlyCapCutsTheGameOffInsteadOfDrawingIt) {
  PlaytestOptions o;
  o.games = 4;
  const auto pouches = load_game(LoadRequest{RULEBOOK_TEST_DATA "/../../games/pouches", {}, {{"ply_cap", "60"}}});
  const PlaytestStats st = run_playtest(pouches, o);
  EXPECT_EQ(st.tally.all_draw, 0);
  EXPECT_EQ(st.tally.cut_off + st.tally.finished, 4);
  EXPECT_GE(st.tally.cut_off, 1);  // random agents hardly ever win Pouches in 60 plies
  const Summary s = summarize(st);
  EXPECT_EQ(s.all_draw.count, 0);
}

}  // namespace
}  // namespace rb
