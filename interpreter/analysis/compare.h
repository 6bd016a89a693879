// Two runs on the same seeds and agents, statistic by statistic: each value side by side
// with the difference and its 95% interval, and a sentence for each clear difference.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "analysis/playtest.h"
#include "analysis/statistics.h"

namespace rb {

struct ComparisonRow {
  std::string what;            // "completion", "seat 1 win rate", "length in plies"
  bool rate = true;            // a proportion (printed in %) or a mean
  double base = 0, variant = 0;
  Interval diff;               // variant - base, 95%
  bool significant() const { return diff.excludes_zero(); }
};

// Proportions: Newcombe's interval; means: Welch's. Both treat the runs as independent,
// which is conservative when the same seeds pair the games.
std::vector<ComparisonRow> compare_runs(const PlaytestStats& base, const PlaytestStats& variant);
// "Steeper Hills: completion falls from 71.0% to 48.0% (95% CI of the change -27.1 to -18.9 points)"
std::string change_sentence(const ComparisonRow& row, const std::string& variant_label);
std::string comparison_to_text(const PlaytestStats& base, const PlaytestStats& variant);
nlohmann::json comparison_to_json(const PlaytestStats& base, const PlaytestStats& variant);

}  // namespace rb
