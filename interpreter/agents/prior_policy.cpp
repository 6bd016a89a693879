#include "agents/prior_policy.h"

#include "core/rng.h"
#include "engine/engine.h"

namespace rb {

double rng_unit(uint32_t* rng) { return double(rng_next(rng) >> 8) * (1.0 / 16777216.0); }

double priors_of(Engine& engine, const State& s, int player, const MoveList& legal, bool use_prior,
                 std::vector<double>& weights) {
  if (!use_prior || !engine.has_prior()) {
    weights.assign(size_t(legal.size()), 1.0);
    return double(legal.size());
  }
  engine.prior_all(s, player, legal, weights);
  double sum = 0;
  for (double w : weights) sum += w;
  return sum;
}

namespace {

// `sample` moves drawn uniformly, then one of them in proportion to its prior().
int draw_among_sample(Engine& engine, const State& s, int player, const MoveList& legal, uint32_t* rng, int sample,
                      std::vector<double>& weights) {
  int picked[64];
  double sum = 0;
  weights.resize(size_t(sample));
  for (int k = 0; k < sample; ++k) {
    picked[k] = int(rng_below(rng, uint32_t(legal.size())));
    sum += weights[size_t(k)] = engine.prior(s, player, legal[picked[k]]);
  }
  if (!(sum > 0)) return picked[0];
  double at = rng_unit(rng) * sum;
  for (int k = 0; k < sample; ++k)
    if ((at -= weights[size_t(k)]) < 0) return picked[k];
  for (int k = sample - 1; k > 0; --k)  // rounding: the last one with any weight
    if (weights[size_t(k)] > 0) return picked[k];
  return picked[0];
}

}  // namespace

int draw_move(Engine& engine, const State& s, int player, const MoveList& legal, bool use_prior, uint32_t* rng,
              std::vector<double>& weights, int sample) {
  if (legal.size() == 1) return 0;
  if (!use_prior || !engine.has_prior()) return int(rng_below(rng, uint32_t(legal.size())));
  if (sample > 0 && sample <= 64 && legal.size() > sample)
    return draw_among_sample(engine, s, player, legal, rng, sample, weights);
  const double sum = priors_of(engine, s, player, legal, true, weights);
  if (!(sum > 0)) return int(rng_below(rng, uint32_t(legal.size())));
  double at = rng_unit(rng) * sum;
  for (int i = 0; i < legal.size(); ++i)
    if ((at -= weights[size_t(i)]) < 0) return i;
  for (int i = legal.size() - 1; i > 0; --i)  // rounding: the last move with any weight
    if (weights[size_t(i)] > 0) return i;
  return 0;
}

}  // namespace rb
