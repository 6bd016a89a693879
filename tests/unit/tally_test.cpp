// Tallies of hand-built game records: every statistic from known answers, merging in any
// order, and the JSON that carries a shard to `rulebook merge`.
#include <gtest/gtest.h>

#include "analysis/playtest_summary.h"
#include "analysis/tally.h"
#include "core/state.h"

namespace rb {
namespace {

const std::vector<std::string> kActions = {"move", "pass"};
constexpr int W = int(Result::Win), L = int(Result::Loss), D = int(Result::Draw);

GameRecord record(std::vector<int> results, int plies, std::string reason) {
  GameRecord r;
  r.results = std::move(results);
  r.scores.assign(r.results.size(), 0);
  r.plies = r.turns = plies;
  r.rounds = (plies + 1) / 2;
  r.end_reason = std::move(reason);
  r.max_behind.assign(r.results.size(), 0);
  r.occupied = {1, 0, 0, 0};
  return r;
}

PlaytestStats run_of(std::vector<GameRecord> records, bool cooperative = false) {
  PlaytestStats st;
  st.game = "test";
  st.players = 2;
  st.cooperative = cooperative;
  st.agents = {"random", "random"};
  for (auto& r : records) st.tally.add(r, kActions, cooperative), st.games++;
  return st;
}

TEST(RunTally, EachAgentIsKeptOnceInTheOrderItFirstSits) {
  using V = std::vector<std::string>;
  EXPECT_EQ(agents_each_once({"greedy", "random", "greedy", "mcts"}), (V{"greedy", "random", "mcts"}));
  EXPECT_EQ(agents_each_once({"random", "random"}), V{"random"});
  EXPECT_TRUE(agents_each_once({}).empty());
  RunTally t;
  t.seat({"mcts", "greedy", "mcts"});
  EXPECT_EQ(t.agent_names, (V{"mcts", "greedy"}));
  EXPECT_EQ(t.seat_agent, (std::vector<int>{0, 1, 0}));
}

// A shard saved before agents were counted has games and no agent names: merged with one that
// has them, the agent counts would cover only some games, so they are dropped (the rows by
// agent then come from the seats), whichever side is which.
TEST(RunTally, AgentCountsOfOnlySomeGamesAreDroppedInAMerge) {
  RunTally counted;
  counted.seat({"greedy", "random"});
  counted.add(record({W, L}, 9, "a line"), kActions, false);
  ASSERT_EQ(counted.agent_wins, (std::vector<int64_t>{1, 0}));
  const RunTally uncounted = run_of({record({L, W}, 8, "a line")}).tally;
  ASSERT_TRUE(uncounted.agent_names.empty());
  for (const bool counted_first : {true, false}) {
    RunTally merged;
    merged.merge(counted_first ? counted : uncounted);
    merged.merge(counted_first ? uncounted : counted);
    EXPECT_EQ(merged.games, 2);
    EXPECT_TRUE(merged.agent_names.empty()) << counted_first;
    EXPECT_TRUE(merged.agent_wins.empty()) << counted_first;
    EXPECT_TRUE(merged.agent_seatings.empty()) << counted_first;
  }
  RunTally both;  // two counted shards keep their counts
  both.merge(counted);
  both.merge(counted);
  EXPECT_EQ(both.agent_wins, (std::vector<int64_t>{2, 0}));
  EXPECT_EQ(both.agent_seatings, (std::vector<int64_t>{2, 2}));
}

TEST(RunTally, CountsWinsDrawsCutOffsAndErrors) {
  GameRecord cut = record({0, 0}, 50, ""), broken;
  cut.cut_off = true;
  broken.error = "rules.lua:3: boom";
  const RunTally t = run_of({record({W, L}, 10, "a line"), record({D, D}, 9, "full board"), cut, broken}).tally;
  EXPECT_EQ(t.games, 4);
  EXPECT_EQ(t.finished, 2);
  EXPECT_EQ(t.decided, 1);
  EXPECT_EQ(t.all_draw, 1);
  EXPECT_EQ(t.cut_off, 1);
  EXPECT_EQ(t.errors, 1);
  EXPECT_EQ(t.seats[0].wins, 1);
  EXPECT_EQ(t.seats[1].draws, 1);
  EXPECT_EQ(t.end_reasons, (Counts{{"a line", 1}, {"full board", 1}, {"(cut off by the ply cap)", 1}}));
  EXPECT_EQ(t.plies, (Histogram{{9, 1}, {10, 1}, {50, 1}}));
}

TEST(RunTally, ACutOffTheRulesDeclareIsCutOffNotADraw) {
  GameRecord capped = record({0, 0}, 40, "the ply cap");  // s:cut_off("the ply cap"): no results
  capped.cut_off = true;
  const PlaytestStats st = run_of({capped, record({W, L}, 10, "a line")});
  EXPECT_EQ(st.tally.cut_off, 1);
  EXPECT_EQ(st.tally.all_draw, 0);
  EXPECT_EQ(st.tally.end_reasons, (Counts{{"a line", 1}, {"(cut off by the rules: the ply cap)", 1}}));
  const Summary s = summarize(st);
  EXPECT_EQ(s.cut_off.count, 1);
  EXPECT_EQ(s.all_draw.count, 0);
  EXPECT_EQ(s.seats[0].draw.count + s.seats[1].draw.count, 0);
}

TEST(RunTally, BranchingIsSummedByPly) {
  GameRecord a = record({W, L}, 3, "x"), b = record({L, W}, 2, "x");
  a.branching = {4, 1, 2}, b.branching = {2, 2};
  const Summary s = summarize(run_of({a, b}));
  EXPECT_DOUBLE_EQ(s.branching.mean, 11.0 / 5);
  EXPECT_DOUBLE_EQ(s.branching.median, 2);
  EXPECT_EQ(s.multi_choice.count, 4);
  ASSERT_EQ(s.branching_by_stage.size(), 3u);  // three plies: one stage each
  EXPECT_DOUBLE_EQ(s.branching_by_stage[0].mean, 3);
  EXPECT_DOUBLE_EQ(s.branching_by_stage[1].mean, 1.5);
  EXPECT_DOUBLE_EQ(s.branching_by_stage[2].mean, 2);
}

TEST(RunTally, CompletionIsTheShareOfGamesWithAWinner) {
  const Summary s = summarize(run_of({record({W, L}, 5, "x"), record({D, D}, 5, "y"), record({L, W}, 5, "x"), record({W, L}, 5, "x")}));
  EXPECT_EQ(s.completion.count, 3);
  EXPECT_DOUBLE_EQ(s.completion.value, 0.75);
  EXPECT_DOUBLE_EQ(s.seats[0].win.value, 0.5);
  EXPECT_EQ(s.end_reasons[0].name, "x");  // the most frequent first
  EXPECT_EQ(s.end_reasons[0].share.count, 3);
}

TEST(RunTally, AnActionWinnersChooseFarMoreOftenIsDominant) {
  std::vector<GameRecord> games;
  for (int i = 0; i < 40; ++i) {
    GameRecord r = record({W, L}, 4, "x");
    r.actions = {{1, 0}, {2, 1}, {1, 0}, {2, 1}};  // the winner moves, the loser passes
    games.push_back(r);
  }
  const Summary s = summarize(run_of(games));
  ASSERT_EQ(s.actions.size(), 2u);
  EXPECT_EQ(s.actions[0].share.count, 80);
  for (const auto& a : s.actions) EXPECT_EQ(a.dominant, a.action == "move") << a.action;
}

// Each action is counted by name every time it was chosen, and under the chooser's result
// only in a game a rule ended; a record naming an action the game lacks is refused.
TEST(RunTally, ActionsAreCountedByNameEveryTimeAndByResultOnlyInFinishedGames) {
  RunTally t;
  GameRecord won = record({W, L}, 5, "x");
  won.actions = {{1, 0}, {2, 0}, {1, 1}, {2, 0}, {1, 0}};
  t.add(won, kActions, false);
  GameRecord cut = record({D, D}, 2, "");
  cut.cut_off = true, cut.actions = {{1, 1}, {2, 1}};
  t.add(cut, kActions, false);
  EXPECT_EQ(t.actions, (Counts{{"move", 4}, {"pass", 3}}));
  EXPECT_EQ(t.winner_actions, (Counts{{"move", 2}, {"pass", 1}}));
  EXPECT_EQ(t.loser_actions, (Counts{{"move", 2}}));
  GameRecord bad = record({W, L}, 1, "x");
  bad.actions = {{1, 2}};
  EXPECT_THROW(t.add(bad, kActions, false), std::out_of_range);
}

TEST(RunTally, CoverageCountsSpacesEverOccupied) {
  GameRecord a = record({W, L}, 1, "x"), b = record({W, L}, 1, "x");
  a.occupied = {1, 1, 0, 0}, b.occupied = {1, 0, 0, 0};
  const Summary s = summarize(run_of({a, b}));
  EXPECT_DOUBLE_EQ(s.coverage.value, 3.0 / 8);
  EXPECT_EQ(s.spaces_ever.count, 2);
  EXPECT_EQ(s.spaces_ever.total, 4);
}

TEST(RunTally, ScoresLeadChangesAndHowFarBehindTheWinnerWas) {
  GameRecord a = record({W, L}, 6, "x"), b = record({L, W}, 6, "x");
  a.scores = {10, 4}, a.scores_moved = true, a.lead_changes = 2, a.max_behind = {3, 0};
  b.scores = {2, 5}, b.scores_moved = true, b.lead_changes = 0, b.max_behind = {1, 0};
  const Summary s = summarize(run_of({a, b}));
  EXPECT_DOUBLE_EQ(s.seats[0].score.mean, 6);
  EXPECT_DOUBLE_EQ(s.lead_changes.mean, 1);
  EXPECT_EQ(s.comebacks.count, 1);   // the winner of a trailed by 3
  EXPECT_EQ(s.comebacks.total, 2);
  EXPECT_EQ(s.seats[0].winner_behind.max, 3);
}

TEST(RunTally, ACooperativeRunSaysHowTheTeamLost) {
  const Summary s = summarize(run_of({record({W, W}, 5, "pot empty"), record({L, L}, 5, "boiled over"), record({L, L}, 5, "boiled over")}, true));
  EXPECT_EQ(s.team_win.count, 1);
  ASSERT_EQ(s.team_loss_reasons.size(), 1u);
  EXPECT_EQ(s.team_loss_reasons[0].name, "boiled over");
  EXPECT_EQ(s.team_loss_reasons[0].share.count, 2);
}

TEST(RunTally, MergingInAnyOrderGivesTheSameTally) {
  GameRecord a = record({W, L}, 7, "x"), b = record({D, D}, 8, "y"), c;
  a.branching = {3, 3}, b.branching = {1, 2, 5};
  a.actions = {{1, 0}}, b.actions = {{2, 1}};
  c.error = "boom", c.index = 2;
  RunTally all, left, right;
  for (const auto* r : {&a, &b, &c}) all.add(*r, kActions, false);
  left.add(a, kActions, false);
  right.add(c, kActions, false), right.add(b, kActions, false);
  right.merge(left);
  EXPECT_EQ(right, all);
}

TEST(RunTally, TheFirstErrorsAreTheEarliestThreeDistinctOnesWhateverTheMergeOrder) {
  RunTally early, late;
  for (int i : {5, 6, 7}) {
    GameRecord r;
    r.index = i, r.error = "e" + std::to_string(i);
    late.add(r, kActions, false);
  }
  GameRecord r;
  r.index = 1, r.error = "e7";  // the same error as game 7, met earlier
  early.add(r, kActions, false);
  late.merge(early);
  ASSERT_EQ(late.first_errors.size(), 3u);
  EXPECT_EQ(late.first_errors[0], (std::pair<int64_t, std::string>{1, "e7"}));
  EXPECT_EQ(late.first_errors[2].second, "e6");
}

TEST(RunTally, JsonRoundTripIsExact) {
  GameRecord a = record({W, L}, 7, "x");
  a.branching = {3, 1}, a.actions = {{1, 0}, {2, 1}}, a.scores_moved = true, a.lead_changes = 1;
  const RunTally t = run_of({a, record({D, D}, 3, "y")}).tally;
  EXPECT_EQ(tally_from_json(tally_to_json(t)), t);
}

TEST(RunTally, MalformedJsonNamesTheField) {
  auto j = tally_to_json(RunTally{});
  j.erase("plies");
  try {
    tally_from_json(j);
    FAIL();
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("plies"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace rb
