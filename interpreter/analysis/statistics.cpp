#include "analysis/statistics.h"

#include <cmath>

namespace rb {

Proportion proportion(int64_t count, int64_t total, double z) {
  Proportion p{count, total, 0, {0, 0}};
  if (total <= 0) return p;
  const double n = double(total), phat = double(count) / n, z2 = z * z;
  const double centre = (phat + z2 / (2 * n)) / (1 + z2 / n);
  const double half = z / (1 + z2 / n) * std::sqrt(phat * (1 - phat) / n + z2 / (4 * n * n));
  p.value = phat;
  p.ci = {count == 0 ? 0.0 : std::max(0.0, centre - half), count == total ? 1.0 : std::min(1.0, centre + half)};
  return p;
}

int64_t histogram_rank(const Histogram& h, int64_t k) {
  for (const auto& [value, count] : h) {
    if (k < count) return value;
    k -= count;
  }
  return h.empty() ? 0 : h.rbegin()->first;
}

namespace {

// The quantile q of the values by linear interpolation between ranks (R's type 7).
double quantile(const Histogram& h, int64_t n, double q) {
  const double pos = q * double(n - 1);
  const auto lo = int64_t(std::floor(pos));
  const double a = double(histogram_rank(h, lo)), b = double(histogram_rank(h, std::min(n - 1, lo + 1)));
  return a + (b - a) * (pos - double(lo));
}

}  // namespace

Distribution distribution(const Histogram& h, double z) {
  Distribution d;
  double sum = 0;
  for (const auto& [value, count] : h) d.n += count, sum += double(value) * double(count);
  if (d.n == 0) return d;
  d.mean = sum / double(d.n);
  double squares = 0;
  for (const auto& [value, count] : h) squares += double(count) * (double(value) - d.mean) * (double(value) - d.mean);
  d.sd = d.n > 1 ? std::sqrt(squares / double(d.n - 1)) : 0;
  const double half = z * d.sd / std::sqrt(double(d.n));
  d.mean_ci = {d.mean - half, d.mean + half};
  d.median = quantile(h, d.n, 0.5), d.q1 = quantile(h, d.n, 0.25), d.q3 = quantile(h, d.n, 0.75);
  d.min = h.begin()->first, d.max = h.rbegin()->first;
  return d;
}

Interval proportion_difference(const Proportion& a, const Proportion& b) {
  const double d = a.value - b.value;
  const double below = std::hypot(a.value - a.ci.low, b.ci.high - b.value);
  const double above = std::hypot(a.ci.high - a.value, b.value - b.ci.low);
  return {d - below, d + above};
}

Interval mean_difference(const Distribution& a, const Distribution& b, double z) {
  const double d = a.mean - b.mean;
  const double va = a.n > 0 ? a.sd * a.sd / double(a.n) : 0, vb = b.n > 0 ? b.sd * b.sd / double(b.n) : 0;
  const double half = z * std::sqrt(va + vb);
  return {d - half, d + half};
}

}  // namespace rb
