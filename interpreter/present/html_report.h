// The --report file of sim, compare and sweep: one self-contained HTML page (inline CSS
// and SVG, nothing fetched) with charts of win rates and their intervals, game lengths,
// branching over the game, end conditions and actions; runs side by side.
#pragma once

#include <string>
#include <vector>

#include "analysis/playtest.h"

namespace rb {

std::string html_report(const PlaytestStats& run);
std::string html_compare_report(const PlaytestStats& base, const PlaytestStats& variant);
std::string html_sweep_report(const std::string& key, const std::vector<PlaytestStats>& runs);

}  // namespace rb
