// What a ladder shows: each agent's rating with its interval, each pairing's score share
// with its interval, and the skill gradient in one sentence ("does skill matter here?"),
// with warnings when the games say little (many cut off, rule errors, a stopped run).
#pragma once

#include <string>
#include <vector>

#include "analysis/ladder.h"
#include "analysis/ladder_rating.h"
#include "analysis/statistics.h"

namespace rb {

struct AgentRating {
  std::string agent;
  double elo = 0;
  Interval ci;            // 95%; the anchor's is [0, 0]
  int64_t games = 0;      // finished games it played (cut-off and failed games count in no rating)
  double score = 0;       // its share of the points in them
};

struct PairingSummary {
  PairingResult result;
  double share = 0;       // the first agent's score share (draws as half) over finished games
  Interval ci;            // Wilson score interval, 95%
  bool mostly_cut_off = false;  // at least a fifth of its games were cut off
};

// Two settings of one agent that differ only in their search budget, the smaller first.
struct BudgetStep {
  int less = 0, more = 0;  // agent indices
  double difference = 0;   // rating of `more` minus rating of `less`
  Interval ci;             // 95%
};

struct SkillGradient {
  int best = 0, worst = 0;
  double spread = 0;       // best's rating minus worst's
  Interval ci;             // 95%, widened for having picked the best and worst (Bonferroni over the pairs)
  bool significant = false;
  double best_against_worst = 0.5;  // the expected score the spread implies
  std::vector<BudgetStep> budget_steps;
  std::string sentence;    // the one-line answer
};

struct LadderSummary {
  RatingFit fit;
  std::vector<AgentRating> ratings;   // in the order of the agents
  std::vector<int> ranking;           // agent indices, best first
  std::vector<PairingSummary> pairings;
  SkillGradient skill;
  std::vector<std::string> warnings;
};

LadderSummary summarize_ladder(const LadderRun& run);
// A share of `games` worth `score` points: the Wilson score interval, 95%.
Interval score_share_interval(double score, double games);

}  // namespace rb
