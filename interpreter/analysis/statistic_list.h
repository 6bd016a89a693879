// Every statistic of a run as one flat, named list (rates and means with their 95%
// intervals): what compare sets side by side and sweep lays out in columns.
#pragma once

#include <string>
#include <vector>

#include "analysis/playtest.h"
#include "analysis/statistics.h"

namespace rb {

struct Statistic {
  std::string what;      // "completion", "seat 1 win rate", "length in plies", "ended by: a capture"
  bool rate = true;      // a proportion, else a mean
  Proportion p;          // when rate
  Distribution d;        // when a mean
  double value() const { return rate ? p.value : d.mean; }
  Interval ci() const { return rate ? p.ci : d.mean_ci; }
};

std::vector<Statistic> statistic_list(const PlaytestStats& run);
// A rate `run` lacks (an end reason or action it never saw) as a rate of nothing over what
// that statistic counts there; only rates have such a stand-in.
Statistic absent_statistic(const Statistic& like, const PlaytestStats& run);
// The value and interval as a person reads them: "56.0% (50.3-61.5)", "21.0 (20.2-21.9)".
std::string statistic_text(const Statistic& s);

}  // namespace rb
