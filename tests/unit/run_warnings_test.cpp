// The warnings that lead a degenerate run's report: each fires at its threshold and not
// just below it, names the cause, and comes first in the text and in the JSON.
#include <gtest/gtest.h>

#include "analysis/compare.h"
#include "analysis/playtest_summary.h"
#include "analysis/run_warnings.h"
#include "analysis/sweep.h"
#include "core/state.h"

namespace rb {
namespace {

constexpr int W = int(Result::Win), L = int(Result::Loss);
const std::vector<std::string> kActions = {"move", "pass"};

// Each game a line of play of its own, as games that vary have.
GameRecord game(std::vector<int> results, int plies) {
  static uint64_t line = 0;
  GameRecord r;
  r.line = ++line;
  r.results = std::move(results);
  r.scores = {0, 0}, r.max_behind = {0, 0};
  r.plies = r.turns = plies, r.rounds = plies / 2;
  r.end_reason = "a line";
  return r;
}

GameRecord cut(int plies, const std::string& rules_reason = "") {
  GameRecord r = game({0, 0}, plies);
  r.cut_off = true, r.end_reason = rules_reason;
  return r;
}

// A two-player run of these games, seat by seat agents `agents`.
PlaytestStats run_of(const std::vector<GameRecord>& games, std::vector<std::string> agents = {"random", "random"}) {
  PlaytestStats st;
  st.game = "test", st.label = "run", st.players = 2, st.max_plies = 50;
  st.agents = std::move(agents);
  for (const auto& r : games) st.tally.add(r, kActions, false), ++st.games;
  return st;
}

// `wins` games of `n` won by seat 1, the rest by seat 2, each 10 plies long.
std::vector<GameRecord> won(int n, int wins) {
  std::vector<GameRecord> out;
  for (int i = 0; i < n; ++i) out.push_back(game(i < wins ? std::vector<int>{W, L} : std::vector<int>{L, W}, 10));
  return out;
}

std::vector<std::string> kinds(const PlaytestStats& st) {
  std::vector<std::string> out;
  for (const auto& w : run_warnings(st)) out.push_back(w.kind);
  return out;
}

bool has(const std::string& text, const std::string& what) { return text.find(what) != std::string::npos; }

TEST(RunWarnings, ABalancedRunOfLongGamesHasNone) { EXPECT_TRUE(run_warnings(run_of(won(20, 10))).empty()); }

TEST(RunWarnings, AFifthOfGamesCutOffIsAWarningThatNamesTheCapAndWhatToTry) {
  auto games = won(8, 4);
  games.push_back(cut(50)), games.push_back(cut(50));  // 2 of 10
  const auto warnings = run_warnings(run_of(games));
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(warnings[0].kind, "cut_off");
  EXPECT_DOUBLE_EQ(warnings[0].value, 0.2);
  EXPECT_TRUE(has(warnings[0].message, "20.0% of games were cut off at the ply cap of 50 plies")) << warnings[0].message;
  EXPECT_TRUE(has(warnings[0].message, "--agents strong")) << warnings[0].message;
}

TEST(RunWarnings, FewerCutOffsAreNot) {
  auto games = won(9, 4);
  games.push_back(cut(50));  // 1 of 10
  EXPECT_TRUE(kinds(run_of(games)).empty());
}

TEST(RunWarnings, ACutOffTheRulesDeclareIsNamedAsTheRulesCap) {
  auto games = won(5, 3);
  for (int i = 0; i < 5; ++i) games.push_back(cut(40, "the ply cap"));
  const auto warnings = run_warnings(run_of(games));
  ASSERT_FALSE(warnings.empty());
  EXPECT_TRUE(has(warnings[0].message, "by the rules' own cap (s:cut_off)")) << warnings[0].message;
}

// Games that repeat others move for move: fewer than 80% distinct among the sampled games.
std::vector<GameRecord> with_lines(const std::vector<uint64_t>& lines) {
  std::vector<GameRecord> out = won(int(lines.size()), int(lines.size()) / 2);
  for (size_t i = 0; i < lines.size(); ++i) out[i].line = lines[i], out[i].index = int64_t(i);
  return out;
}

TEST(RunWarnings, GamesThatRepeatEachOtherAreAWarningThatSaysWhatToTry) {
  const PlaytestStats st = run_of(with_lines({1, 2, 3, 4, 5, 6, 7, 1, 2, 3}));  // 7 lines in 10 games
  const auto warnings = run_warnings(st);
  ASSERT_EQ(kinds(st), std::vector<std::string>{"repeated_games"});
  EXPECT_DOUBLE_EQ(warnings[0].value, 0.7);
  EXPECT_TRUE(has(warnings[0].message, "only 7 of 10 games differ move for move")) << warnings[0].message;
  EXPECT_TRUE(has(warnings[0].message, "--opening N")) << warnings[0].message;
}

TEST(RunWarnings, EightDistinctInTenAreNot) { EXPECT_TRUE(kinds(run_of(with_lines({1, 2, 3, 4, 5, 6, 7, 8, 1, 2}))).empty()); }

TEST(RunWarnings, OnlyTheFirstThousandGamesAreSampledForRepeats) {
  std::vector<uint64_t> lines(1200);
  for (size_t i = 0; i < lines.size(); ++i) lines[i] = i < 1000 ? i + 1 : 7;  // the repeats come after the sample
  const PlaytestStats st = run_of(with_lines(lines));
  EXPECT_EQ(st.tally.lines.size(), 1000u);
  EXPECT_TRUE(kinds(st).empty());
}

TEST(RunWarnings, OneSeatWinningNineGamesInTenIsAWarning) {
  const auto warnings = run_warnings(run_of(won(10, 9)));
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(warnings[0].kind, "seat_wins");
  EXPECT_TRUE(has(warnings[0].message, "seat 1 (random) won 90.0% of 10 finished games")) << warnings[0].message;
}

TEST(RunWarnings, EightInTenIsNot) { EXPECT_TRUE(kinds(run_of(won(10, 8))).empty()); }

TEST(RunWarnings, TooFewFinishedGamesAreNotJudgedForTheSeats) { EXPECT_TRUE(kinds(run_of(won(9, 9))).empty()); }

TEST(RunWarnings, ASeatsWinsWithDifferentAgentsBlameTheAgents) {
  const auto warnings = run_warnings(run_of(won(10, 10), {"mcts", "random"}));
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_TRUE(has(warnings[0].message, "different agents")) << warnings[0].message;
  EXPECT_TRUE(has(warnings[0].message, "rotate them through the seats (--rotate)")) << warnings[0].message;
  EXPECT_TRUE(has(warnings[0].message, "`rulebook ladder` on this game and --agents mcts,random")) << warnings[0].message;
}

TEST(RunWarnings, ASeatsWinsWithTheAgentsRotatedBlameTheSeat) {
  PlaytestStats st = run_of(won(10, 10), {"mcts", "random"});
  st.rotate = true;
  const auto warnings = run_warnings(st);
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_TRUE(has(warnings[0].message, "seat 1 (agents rotated) won 100.0%")) << warnings[0].message;
  EXPECT_TRUE(has(warnings[0].message, "the seat, not the agent, decided")) << warnings[0].message;
}

TEST(RunWarnings, TheLadderItSuggestsNamesEachAgentOnce) {
  const auto warnings = run_warnings(run_of(won(10, 10), {"mcts", "random", "mcts", "random"}));
  ASSERT_FALSE(warnings.empty());
  EXPECT_TRUE(has(warnings[0].message, "--agents mcts,random (seats rotated")) << warnings[0].message;
}

TEST(RunWarnings, ASeatsWinsWithTheSameSearchAgentEverywhereBlameTheGame) {
  const auto warnings = run_warnings(run_of(won(10, 10), {"ismcts:iterations=300", "ismcts:iterations=300"}));
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_TRUE(has(warnings[0].message, "the game likely favours this seat")) << warnings[0].message;
  EXPECT_FALSE(has(warnings[0].message, "try --agents strong")) << warnings[0].message;
}

TEST(RunWarnings, CutOffSearchAgentsAreToldToLookAtTheHooks) {
  std::vector<GameRecord> games = won(10, 5);
  for (int i = 0; i < 10; ++i) games.push_back(cut(50));
  const auto warnings = run_warnings(run_of(games, {"mcts", "mcts"}));
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_TRUE(has(warnings[0].message, "more iterations, an evaluate()")) << warnings[0].message;
}

// 20 games with `moves` plies of move and `passes` of pass each.
PlaytestStats with_actions(int moves, int passes) {
  auto games = won(20, 10);
  for (auto& g : games) {
    g.actions.clear();
    for (int i = 0; i < moves; ++i) g.actions.push_back({1, 0});
    for (int i = 0; i < passes; ++i) g.actions.push_back({2, 1});
  }
  return run_of(games);
}

TEST(RunWarnings, OneActionAtEightyPercentOfChoicesIsAWarning) {
  EXPECT_EQ(kinds(with_actions(8, 2)), std::vector<std::string>{"one_action"});
  EXPECT_TRUE(has(run_warnings(with_actions(8, 2))[0].message, "'move' was 80.0% of all moves chosen"));
}

TEST(RunWarnings, SeventyPercentIsNot) { EXPECT_TRUE(kinds(with_actions(7, 3)).empty()); }

TEST(RunWarnings, AGameOfOneActionIsNotWarnedAboutIt) { EXPECT_TRUE(kinds(with_actions(10, 0)).empty()); }

TEST(RunWarnings, AMedianUnderFourPliesIsAWarning) {
  std::vector<GameRecord> games;
  for (int i = 0; i < 10; ++i) games.push_back(game(i % 2 ? std::vector<int>{W, L} : std::vector<int>{L, W}, i < 6 ? 3 : 12));
  const auto warnings = run_warnings(run_of(games));
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(warnings[0].kind, "short_games");
  EXPECT_DOUBLE_EQ(warnings[0].value, 3);
}

TEST(RunWarnings, AMedianOfFourIsNot) {
  std::vector<GameRecord> games;
  for (int i = 0; i < 10; ++i) games.push_back(game(i % 2 ? std::vector<int>{W, L} : std::vector<int>{L, W}, 4));
  EXPECT_TRUE(kinds(run_of(games)).empty());
}

TEST(RunWarnings, TheTextLeadsWithThemBeforeTheTables) {
  auto games = won(5, 3);
  for (int i = 0; i < 5; ++i) games.push_back(cut(50));
  const std::string text = stats_to_text(run_of(games));
  ASSERT_TRUE(has(text, "warning: 50.0% of games were cut off")) << text;
  EXPECT_LT(text.find("warning: "), text.find("Who wins"));
  EXPECT_TRUE(has(text, "cut off (no rule ended it)")) << text;
}

TEST(RunWarnings, TheJsonCarriesThemAndAnEmptyListWhenThereAreNone) {
  auto games = won(5, 3);
  for (int i = 0; i < 5; ++i) games.push_back(cut(50));
  const auto j = stats_to_json(run_of(games));
  ASSERT_EQ(j.at("warnings").size(), 1u);
  EXPECT_EQ(j["warnings"][0]["kind"], "cut_off");
  EXPECT_DOUBLE_EQ(j["warnings"][0]["value"].get<double>(), 0.5);
  EXPECT_EQ(stats_to_json(run_of(won(20, 10))).at("warnings"), nlohmann::json::array());
}

TEST(RunWarnings, CompareNamesTheRunEachWarningIsAbout) {
  PlaytestStats base = run_of(won(20, 10)), variant = run_of(won(20, 19));
  base.label = "base", variant.label = "steep";
  const std::string text = comparison_to_text(base, variant);
  EXPECT_TRUE(has(text, "warning: steep (variant): seat 1 (random) won 95.0%")) << text;
  EXPECT_FALSE(has(text, "warning: base")) << text;
  EXPECT_LT(text.find("warning: "), text.find("95% interval"));
}

TEST(RunWarnings, SweepNamesTheValueEachWarningIsAbout) {
  auto capped = won(5, 3);
  for (int i = 0; i < 5; ++i) capped.push_back(cut(50));
  const std::string text = sweep_to_text("size", {"5", "7"}, {run_of(won(20, 10)), run_of(capped)});
  EXPECT_TRUE(has(text, "warning: size=7: 50.0% of games were cut off")) << text;
  EXPECT_FALSE(has(text, "warning: size=5")) << text;
}

}  // namespace
}  // namespace rb
