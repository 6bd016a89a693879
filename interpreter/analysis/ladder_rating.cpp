#include "analysis/ladder_rating.h"

#include <algorithm>
#include <cmath>

namespace rb {
namespace {

using Matrix = std::vector<std::vector<double>>;

const double kEloPerNat = 400 / std::log(10.0);

double sigmoid(double x) { return 1 / (1 + std::exp(-x)); }

// Scores and games of every ordered pair, with the virtual draws.
struct Table {
  Matrix score, games;
};

Table tabulate(int n, const std::vector<PairScore>& results, double prior_draws) {
  Table t{Matrix(size_t(n), std::vector<double>(size_t(n), prior_draws / 2)), Matrix(size_t(n), std::vector<double>(size_t(n), prior_draws))};
  for (const auto& r : results) {
    t.score[size_t(r.a)][size_t(r.b)] += r.score, t.score[size_t(r.b)][size_t(r.a)] += r.games - r.score;
    t.games[size_t(r.a)][size_t(r.b)] += r.games, t.games[size_t(r.b)][size_t(r.a)] += r.games;
  }
  return t;
}

double log_likelihood(const Table& t, const std::vector<double>& theta) {
  double sum = 0;
  for (size_t i = 0; i < theta.size(); ++i)
    for (size_t j = 0; j < theta.size(); ++j)
      if (i != j && t.score[i][j] > 0) sum += t.score[i][j] * std::log(sigmoid(theta[i] - theta[j]));
  return sum;
}

// The gradient and the Fisher information over agents 1..n-1 (agent 0 stays at 0).
void derivatives(const Table& t, const std::vector<double>& theta, std::vector<double>& gradient, Matrix& info) {
  const size_t n = theta.size();
  gradient.assign(n - 1, 0);
  info.assign(n - 1, std::vector<double>(n - 1, 0));
  for (size_t i = 0; i < n; ++i)
    for (size_t j = 0; j < n; ++j) {
      if (i == j) continue;
      const double p = sigmoid(theta[i] - theta[j]), w = t.games[i][j] * p * (1 - p);
      if (i == 0) continue;
      gradient[i - 1] += t.score[i][j] - t.games[i][j] * p;
      info[i - 1][i - 1] += w;
      if (j != 0) info[i - 1][j - 1] -= w;
    }
}

// Solves a x = b by Gaussian elimination with partial pivoting (a is positive definite here).
std::vector<double> solve(Matrix a, std::vector<double> b) {
  const size_t n = b.size();
  for (size_t c = 0; c < n; ++c) {
    size_t pivot = c;
    for (size_t r = c + 1; r < n; ++r)
      if (std::abs(a[r][c]) > std::abs(a[pivot][c])) pivot = r;
    std::swap(a[c], a[pivot]), std::swap(b[c], b[pivot]);
    for (size_t r = c + 1; r < n; ++r) {
      const double f = a[r][c] / a[c][c];
      for (size_t k = c; k < n; ++k) a[r][k] -= f * a[c][k];
      b[r] -= f * b[c];
    }
  }
  std::vector<double> x(n, 0);
  for (size_t r = n; r-- > 0;) {
    double s = b[r];
    for (size_t k = r + 1; k < n; ++k) s -= a[r][k] * x[k];
    x[r] = s / a[r][r];
  }
  return x;
}

// Newton's method, each step halved until the likelihood does not fall.
std::vector<double> maximise(const Table& t, int n) {
  std::vector<double> theta(size_t(n), 0), gradient;
  Matrix info;
  for (int iteration = 0; iteration < 200; ++iteration) {
    derivatives(t, theta, gradient, info);
    const std::vector<double> step = solve(info, gradient);
    const double before = log_likelihood(t, theta);
    double scale = 1, largest = 0;
    std::vector<double> next = theta;
    for (int halving = 0; halving < 40; ++halving, scale /= 2) {
      for (size_t i = 1; i < theta.size(); ++i) next[i] = theta[i] + scale * step[i - 1];
      if (log_likelihood(t, next) >= before - 1e-12) break;
    }
    for (size_t i = 1; i < theta.size(); ++i) largest = std::max(largest, std::abs(next[i] - theta[i]));
    theta = next;
    if (largest < 1e-10) break;
  }
  return theta;
}

}  // namespace

RatingFit fit_ratings(int agents, const std::vector<PairScore>& results, double prior_draws) {
  RatingFit fit;
  fit.prior_draws = prior_draws;
  fit.elo.assign(size_t(agents), 0);
  fit.cov.assign(size_t(agents), std::vector<double>(size_t(agents), 0));
  if (agents < 2) return fit;
  const Table t = tabulate(agents, results, prior_draws);
  const std::vector<double> theta = maximise(t, agents);
  std::vector<double> gradient;
  Matrix info;
  derivatives(t, theta, gradient, info);
  for (size_t i = 0; i < theta.size(); ++i) fit.elo[i] = kEloPerNat * theta[i];
  for (size_t c = 1; c < theta.size(); ++c) {  // the inverse of the information, a column at a time
    std::vector<double> unit(theta.size() - 1, 0);
    unit[c - 1] = 1;
    const std::vector<double> column = solve(info, unit);
    for (size_t r = 1; r < theta.size(); ++r) fit.cov[r][c] = kEloPerNat * kEloPerNat * column[r - 1];
  }
  return fit;
}

double RatingFit::sd(int i) const { return std::sqrt(std::max(0.0, cov[size_t(i)][size_t(i)])); }

double RatingFit::difference_sd(int i, int j) const {
  const size_t a = size_t(i), b = size_t(j);
  return std::sqrt(std::max(0.0, cov[a][a] + cov[b][b] - 2 * cov[a][b]));
}

double expected_score(double difference) { return 1 / (1 + std::pow(10.0, -difference / 400)); }

double normal_quantile_two_sided(double alpha) {
  double low = 0, high = 40;  // P(|Z| > z) = erfc(z / sqrt 2) falls as z grows
  for (int i = 0; i < 200; ++i) {
    const double mid = (low + high) / 2;
    (std::erfc(mid / std::sqrt(2.0)) > alpha ? low : high) = mid;
  }
  return (low + high) / 2;
}

}  // namespace rb
