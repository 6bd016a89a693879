#include "agents/random_agent.h"

#include <algorithm>

#include "engine/engine.h"

namespace rb {

const Move& RandomAgent::choose(const MoveList& legal) {
  if (mode_ == Mode::ByAction) return choose_by_action(legal);
  chosen_ = legal.at(int(rng_below(words_.s, uint32_t(legal.size()))));
  return chosen_;
}

bool RandomAgent::play(Engine& engine, const State& s, int player, MoveList& scratch, Move& out) {
  const GameDef& g = engine.game();
  const bool by_masks = mode_ == Mode::Uniform && engine.moves_are_patterns() && !s.terminal() && player >= 1 &&
                        player <= s.players() && s.may_move(player);
  const int count = by_masks ? pattern_move_batches(g, s, player, batches_) : -1;
  if (count == 0) return false;
  if (count > 0) return batch_move_at(batches_, int(rng_below(words_.s, uint32_t(count))), out), true;
  engine.legal_moves(s, player, scratch);
  if (scratch.empty()) return false;
  if (mode_ == Mode::Uniform) return out = scratch.at(int(rng_below(words_.s, uint32_t(scratch.size())))), true;  // as choose(), batches unread
  out = choose(scratch);
  return true;
}

const Move& RandomAgent::choose_by_action(const MoveList& legal) {
  actions_.clear();
  for (const Move& m : legal)
    if (std::find(actions_.begin(), actions_.end(), m.action) == actions_.end()) actions_.push_back(m.action);
  const int32_t action = actions_[rng_below(words_.s, uint32_t(actions_.size()))];
  int count = 0;
  for (const Move& m : legal) count += m.action == action;
  int pick = int(rng_below(words_.s, uint32_t(count)));
  for (const Move& m : legal)
    if (m.action == action && pick-- == 0) return m;
  return legal[0];
}

}  // namespace rb
