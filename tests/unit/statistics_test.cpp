// The arithmetic behind playtest statistics, checked against published figures.
#include <gtest/gtest.h>

#include "analysis/statistics.h"

namespace rb {
namespace {

TEST(Statistics, WilsonIntervalOfEightInTenMatchesThePublishedFigure) {
  const Proportion p = proportion(8, 10);
  EXPECT_DOUBLE_EQ(p.value, 0.8);
  EXPECT_NEAR(p.ci.low, 0.4902, 5e-5);
  EXPECT_NEAR(p.ci.high, 0.9433, 5e-5);
}

TEST(Statistics, WilsonIntervalOfNoneStillHasAnUpperBound) {
  const Proportion p = proportion(0, 10);
  EXPECT_DOUBLE_EQ(p.ci.low, 0);
  EXPECT_NEAR(p.ci.high, 0.2775, 5e-5);  // z^2 / (n + z^2)
}

TEST(Statistics, AnEmptyProportionIsZeroNotNaN) {
  const Proportion p = proportion(0, 0);
  EXPECT_EQ(p.value, 0);
  EXPECT_EQ(p.ci.high, 0);
}

TEST(Statistics, NewcombeDifferenceMatchesHisWorkedExample) {
  // Newcombe (1998), 56/70 - 48/80: hybrid score interval 0.0524 to 0.3339.
  const Interval d = proportion_difference(proportion(56, 70), proportion(48, 80));
  EXPECT_NEAR(d.low, 0.0524, 5e-5);
  EXPECT_NEAR(d.high, 0.3339, 5e-5);
  EXPECT_TRUE(d.excludes_zero());
}

TEST(Statistics, DistributionOfAHistogramHasItsMeanMedianAndQuartiles) {
  const Distribution d = distribution(Histogram{{1, 1}, {2, 1}, {3, 1}, {4, 1}});
  EXPECT_EQ(d.n, 4);
  EXPECT_DOUBLE_EQ(d.mean, 2.5);
  EXPECT_DOUBLE_EQ(d.median, 2.5);
  EXPECT_DOUBLE_EQ(d.q1, 1.75);
  EXPECT_DOUBLE_EQ(d.q3, 3.25);
  EXPECT_NEAR(d.sd, 1.290994, 1e-6);
  EXPECT_NEAR(d.mean_ci.low, 2.5 - kZ95 * 1.290994 / 2, 1e-6);
  EXPECT_EQ(d.min, 1);
  EXPECT_EQ(d.max, 4);
}

TEST(Statistics, RepeatedValuesCountAsManyGames) {
  const Distribution d = distribution(Histogram{{10, 3}, {20, 1}});
  EXPECT_DOUBLE_EQ(d.mean, 12.5);
  EXPECT_DOUBLE_EQ(d.median, 10);
  EXPECT_EQ(histogram_rank(Histogram{{10, 3}, {20, 1}}, 3), 20);
}

TEST(Statistics, WelchIntervalOfTwoMeans) {
  const Distribution a = distribution(Histogram{{1, 1}, {3, 1}}), b = distribution(Histogram{{0, 2}});
  const Interval d = mean_difference(a, b);  // a: mean 2, sd sqrt(2); b: sd 0
  EXPECT_NEAR(d.low, 2 - kZ95 * 1.0, 1e-9);
  EXPECT_NEAR(d.high, 2 + kZ95 * 1.0, 1e-9);
}

}  // namespace
}  // namespace rb
