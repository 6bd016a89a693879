#include "agents/move_judge.h"

#include "agents/prior_policy.h"
#include "engine/engine.h"

namespace rb {
namespace {

RngWords draw_words(uint32_t* rng) {
  RngWords w;
  for (uint32_t& x : w.s) x = rng_next(rng);
  return w;
}

}  // namespace

void MoveJudge::start(const State& view, int player) {
  others_ = view.to_move() & ~(1u << (player - 1));
  luck_.resize(size_t(others_ ? samples_ : 1));
  for (auto& sample : luck_) sample = {draw_words(words_.s), draw_words(words_.s)};
}

double MoveJudge::judge(Engine& engine, const State& view, int player, const Move& move,
                        const std::function<double(const State&)>& value) {
  double sum = 0;
  for (const auto& [chance, draws] : luck_) {
    State next = view;
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
