#include "agents/random_agent.h"

#include <algorithm>

namespace rb {

const Move& RandomAgent::choose(const MoveList& legal) {
  if (mode_ == Mode::ByAction) return choose_by_action(legal);
  return legal[int(rng_below(words_.s, uint32_t(legal.size())))];
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
