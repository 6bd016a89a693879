// compare and sweep: differences with their intervals, sentences only for clear ones,
// statistics one run lacks, and the value lists a sweep accepts.
#include <gtest/gtest.h>

#include "analysis/compare.h"
#include "analysis/statistic_list.h"
#include "analysis/sweep.h"
#include "core/state.h"

namespace rb {
namespace {

constexpr int W = int(Result::Win), L = int(Result::Loss);

// A two-player run of `games` games in which seat 1 wins `wins`, each `plies` long.
PlaytestStats run(const std::string& label, int games, int wins, int plies, const std::string& reason = "a line") {
  PlaytestStats st;
  st.game = "test", st.label = label, st.players = 2, st.games = games;
  st.agents = {"random", "random"};
  for (int i = 0; i < games; ++i) {
    GameRecord r;
    r.results = i < wins ? std::vector<int>{W, L} : std::vector<int>{L, W};
    r.scores = {0, 0}, r.max_behind = {0, 0};
    r.plies = plies + i % 3, r.turns = r.plies, r.rounds = r.plies / 2;
    r.end_reason = reason;
    st.tally.add(r, {"place"}, false);
  }
  return st;
}

const ComparisonRow& row(const std::vector<ComparisonRow>& rows, const std::string& what) {
  for (const auto& r : rows)
    if (r.what == what) return r;
  throw std::runtime_error("no row " + what);
}

TEST(Compare, AWinRateChangeGetsNewcombesInterval) {
  const auto rows = compare_runs(run("base", 80, 48, 10), run("variant", 70, 56, 10));
  const ComparisonRow& r = row(rows, "seat 1 win rate");
  EXPECT_DOUBLE_EQ(r.base, 0.6);
  EXPECT_DOUBLE_EQ(r.variant, 0.8);
  EXPECT_NEAR(r.diff.low, 0.0524, 5e-5);  // Newcombe's worked example, 56/70 - 48/80
  EXPECT_NEAR(r.diff.high, 0.3339, 5e-5);
  EXPECT_TRUE(r.significant());
}

TEST(Compare, ASignificantChangeGetsASentence) {
  const auto rows = compare_runs(run("base", 200, 100, 10), run("Longer", 200, 100, 20));
  const ComparisonRow& r = row(rows, "length in plies");
  EXPECT_NEAR(r.variant - r.base, 10, 1e-9);
  EXPECT_TRUE(r.significant());
  const std::string sentence = change_sentence(r, "Longer");
  EXPECT_EQ(sentence.rfind("Longer: length in plies rises from 10.99 to 21.00 (95% CI of the change +9.", 0), 0u) << sentence;
  EXPECT_FALSE(row(rows, "seat 1 win rate").significant());
  const std::string text = comparison_to_text(run("base", 200, 100, 10), run("Longer", 200, 100, 20));
  EXPECT_NE(text.find("Clear differences:\n  Longer: length in plies rises"), std::string::npos) << text;
  EXPECT_EQ(text.find("Longer: seat 1 win rate"), std::string::npos);
}

TEST(Compare, AnEndReasonOnlyOneRunSawIsARateOfNothingInTheOther) {
  const auto rows = compare_runs(run("base", 50, 25, 10, "a line"), run("variant", 50, 25, 10, "a square"));
  EXPECT_DOUBLE_EQ(row(rows, "ended by: a line").variant, 0);
  EXPECT_DOUBLE_EQ(row(rows, "ended by: a square").base, 0);
  EXPECT_TRUE(row(rows, "ended by: a square").significant());
}

TEST(Compare, ARotatedRunSaysSoInItsFirstLine) {
  PlaytestStats base = run("base", 20, 10, 8), variant = run("variant", 20, 12, 8);
  const std::string plain = comparison_to_text(base, variant);
  EXPECT_EQ(plain.find("rotated"), std::string::npos) << plain;
  base.rotate = variant.rotate = true;
  const std::string rotated = comparison_to_text(base, variant);
  EXPECT_LT(rotated.find("agents rotated through the seats (--rotate)"), rotated.find('\n')) << rotated;
}

TEST(Compare, JsonCarriesBothRunsAndEveryDifference) {
  const auto j = comparison_to_json(run("base", 40, 20, 10), run("variant", 40, 30, 10));
  EXPECT_EQ(j.at("base").at("label"), "base");
  EXPECT_EQ(j.at("variant").at("games"), 40);
  EXPECT_EQ(j.at("differences").size(), compare_runs(run("base", 40, 20, 10), run("variant", 40, 30, 10)).size());
}

TEST(Sweep, ValuesAreAListOrAnIntegerRange) {
  EXPECT_EQ(sweep_values("a,b,c"), (std::vector<std::string>{"a", "b", "c"}));
  EXPECT_EQ(sweep_values("3..6"), (std::vector<std::string>{"3", "4", "5", "6"}));
  EXPECT_EQ(sweep_values("-1..1"), (std::vector<std::string>{"-1", "0", "1"}));
  for (const char* bad : {" 1..3", "+1..3", "1..3x", "-99999999999999999999..0", "-9000000000000000000..9000000000000000000"})
    EXPECT_TRUE(sweep_values(bad).empty()) << bad;
  EXPECT_TRUE(sweep_values("6..3").empty());
  EXPECT_TRUE(sweep_values("a..b").empty());
  EXPECT_TRUE(sweep_values("a,,b").empty());
}

TEST(Sweep, EachValueHasAColumnAndMissingRatesAreZero) {
  const std::string text = sweep_to_text("size", {"5", "7"}, {run("size=5", 20, 10, 10, "a line"), run("size=7", 20, 5, 14, "a square")});
  EXPECT_NE(text.find("size ="), std::string::npos);
  EXPECT_NE(text.find("50.0% (29.9-70.1)"), std::string::npos) << text;  // Wilson, 10 of 20
  const auto line = text.substr(text.find("ended by: a square"));
  EXPECT_NE(line.find("0.0% (0.0-16.1)"), std::string::npos) << text;   // none of 20
}

}  // namespace
}  // namespace rb
