#include "agents/prior_policy.h"

#include "core/rng.h"
#include "engine/engine.h"

namespace rb {

double rng_unit(uint32_t* rng) { return double(rng_next(rng) >> 8) * (1.0 / 16777216.0); }

double priors_of(Engine& engine, const State& s, int player, const MoveList& legal, bool use_prior,
                 std::vector<double>& weights) {
  weights.assign(size_t(legal.size()), 1.0);
  if (!use_prior || !engine.has_prior()) return double(legal.size());
  double sum = 0;
  for (int i = 0; i < legal.size(); ++i) sum += weights[size_t(i)] = engine.prior(s, player, legal[i]);
  return sum;
}

int draw_move(Engine& engine, const State& s, int player, const MoveList& legal, bool use_prior, uint32_t* rng,
              std::vector<double>& weights) {
  if (legal.size() == 1) return 0;
  if (!use_prior || !engine.has_prior()) return int(rng_below(rng, uint32_t(legal.size())));
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
