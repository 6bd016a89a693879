// Warnings that lead a run's report when its statistics mean little: games that no rule
// ended, one seat or one action taking nearly everything, games over almost at once. Each
// names what happened, the likely cause and what to try instead.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "analysis/playtest.h"

namespace rb {

// When a run is degenerate: the thresholds, all here.
inline constexpr double kWarnCutOffShare = 0.20;      // of games played, cut off (ply cap or s:cut_off)
inline constexpr double kWarnSeatWinShare = 0.90;     // of finished games, won by one seat
inline constexpr double kWarnActionShare = 0.80;      // of all moves chosen, of one action
inline constexpr double kWarnShortMedianPlies = 4;    // a median length below this many plies
inline constexpr int64_t kWarnFewestFinished = 10;    // a seat's win rate from fewer finished games is not judged
inline constexpr double kWarnDistinctShare = 0.80;    // of the sampled games, differing move for move from every other

// A sample of games' lines of play (GameRecord::line): how many games, how many different
// lines. Too few lines means the games repeated each other (the repeated_games warning;
// ladder and bench --bots judge their own samples by the same rule).
struct LineSample {
  int64_t sampled = 0, distinct = 0;
  bool repeated() const { return sampled >= kWarnFewestFinished && double(distinct) < kWarnDistinctShare * double(sampled); }
};
// The run's first kLineSample games.
LineSample line_sample(const RunTally& tally);

struct RunWarning {
  std::string kind;     // cut_off, seat_wins, one_action, short_games
  double value = 0;     // the share (0-1) or median that crossed its threshold
  std::string message;  // what happened, the likely cause, what to try instead
};

std::vector<RunWarning> run_warnings(const PlaytestStats& run);
nlohmann::json warnings_json(const std::vector<RunWarning>& warnings);
// "warning: ..." lines, each message after `prefix` (a run's label in compare and sweep).
std::string warnings_text(const std::vector<RunWarning>& warnings, const std::string& prefix = "");

}  // namespace rb
