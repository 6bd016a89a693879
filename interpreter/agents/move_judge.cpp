#include "agents/move_judge.h"

#include "agents/prior_policy.h"
#include "engine/engine.h"
#include "engine/hidden_info.h"

namespace rb {
namespace {

RngWords draw_words(uint32_t* rng) {
  RngWords w;
  for (uint32_t& x : w.s) x = rng_next(rng);
  return w;
}

}  // namespace

const State& MoveJudge::start(Engine& engine, const State& state, int player) {
  others_ = state.to_move() & ~(1u << (player - 1));
  const bool guessing = others_ || hides_anything(engine.game(), state, player);
  const size_t samples = size_t(guessing ? samples_ : 1);
  views_.clear();
  luck_.resize(samples);
  for (size_t k = 0; k < samples; ++k) {
    views_.push_back(determinize(engine.game(), state, player, words_.s));  // only what it may see
    luck_[k] = {draw_words(words_.s), draw_words(words_.s)};
  }
  return views_[0];
}

double MoveJudge::judge(Engine& engine, int player, const Move& move, const std::function<double(const State&)>& value) {
  double sum = 0;
  for (size_t k = 0; k < luck_.size(); ++k) {
    const auto& [chance, draws] = luck_[k];
    State next = views_[k];
    for (int i = 0; i < 4; ++i) next.rng()[i] = chance.s[i];  // its own luck, not the game's
    engine.apply_unchecked(next, player, move);
    if (others_) complete_decision(engine, next, player, draws);
    sum += value(next);
  }
  return sum / double(luck_.size());
}

// The others' moves in the decision `player` has just made its part of, until none of them
// is still to choose (or `player` must move again: its next move settles it).
void MoveJudge::complete_decision(Engine& engine, State& s, int player, RngWords draws) {
  for (int guard = 0; guard < 1024 && !s.terminal() && !s.may_move(player); ++guard) {
    const uint32_t pending = s.to_move() & others_;
    if (!pending) return;
    const int p = __builtin_ctz(pending) + 1;
    engine.legal_moves(s, p, legal_);
    if (legal_.empty()) return;
    engine.apply_unchecked(s, p, legal_[draw_move(engine, s, p, legal_, true, draws.s, weights_)]);
  }
}

}  // namespace rb
