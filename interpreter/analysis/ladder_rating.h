// Ratings from pairwise results: a Bradley-Terry model on the Elo scale (400 points: odds of
// 10 to 1), fitted by maximum likelihood with draws as half a win, and 95% intervals from
// the Fisher information. Pure arithmetic, no game knowledge.
#pragma once

#include <vector>

namespace rb {

// What agent `a` scored against agent `b` (wins + draws / 2) in `games` games.
struct PairScore {
  int a = 0, b = 0;
  double score = 0, games = 0;
};

struct RatingFit {
  std::vector<double> elo;                  // per agent; agent 0 is the anchor, at 0
  std::vector<std::vector<double>> cov;     // covariance of the ratings, Elo squared (row 0 is zero)
  double prior_draws = 0;                   // virtual draws added to every pair

  double sd(int i) const;                   // of agent i's rating
  double difference_sd(int i, int j) const; // of elo[i] - elo[j]
};

// Fits `agents` ratings. Every pair also gets `prior_draws` virtual draws, so that an agent
// that won every game gets a large finite rating rather than an infinite one.
RatingFit fit_ratings(int agents, const std::vector<PairScore>& results, double prior_draws = 1);

// The expected score of a player rated `difference` Elo above its opponent.
double expected_score(double difference);
// The two-sided normal quantile for a confidence of 1 - alpha (1.96 for alpha 0.05).
double normal_quantile_two_sided(double alpha);

}  // namespace rb
