// The statistics a playtest reports: proportions with Wilson score intervals, the
// distribution of a histogram (mean with its interval, median, spread), and differences
// between two runs with their intervals. Pure arithmetic, no game knowledge.
#pragma once

#include <cstdint>
#include <map>

namespace rb {

inline constexpr double kZ95 = 1.959963984540054;  // the two-sided 95% normal quantile

// value -> how many games had it; integer counts, so sums from any thread order agree.
using Histogram = std::map<int64_t, int64_t>;

struct Interval {
  double low = 0, high = 0;
  bool excludes_zero() const { return low > 0 || high < 0; }
};

struct Proportion {
  int64_t count = 0, total = 0;
  double value = 0;   // count / total (0 when total is 0)
  Interval ci;        // Wilson score interval, 95%
};
Proportion proportion(int64_t count, int64_t total, double z = kZ95);

struct Distribution {
  int64_t n = 0;
  double mean = 0, sd = 0;      // sd: sample standard deviation
  Interval mean_ci;             // mean +- z sd / sqrt(n)
  double median = 0, q1 = 0, q3 = 0;
  int64_t min = 0, max = 0;
};
Distribution distribution(const Histogram& h, double z = kZ95);
// The value at rank `k` (0-based) of the sorted values a histogram holds.
int64_t histogram_rank(const Histogram& h, int64_t k);

// Newcombe's hybrid score interval for p1 - p2 (independent samples).
Interval proportion_difference(const Proportion& a, const Proportion& b);
// Welch's interval for mean1 - mean2.
Interval mean_difference(const Distribution& a, const Distribution& b, double z = kZ95);

}  // namespace rb
