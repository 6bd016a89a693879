// Which child of a search node stands for each legal move, found in about one pass over the
// children when the position lists its moves in the same order as on the last visit.
#pragma once

#include <vector>

#include "core/move.h"

namespace rb {

// out[i]: the child (an index `node_of` takes) whose `move` is legal[i] and whose `mover` is
// `mover`, or -1; each child's `slot` then holds the last i it was found at. A child is looked
// for first at its `slot`, then every i still empty is matched against all the children, so
// a move the hint missed, or listed twice, is found as a full search finds it. Children
// must differ in (mover, move).
template <class NodeOf>
void match_children(const std::vector<int>& children, NodeOf&& node_of, const MoveList& legal, int mover, std::vector<int>& out) {
  const int n = legal.size();
  out.assign(size_t(n), -1);
  int filled = 0;
  for (int child : children) {
    const auto& c = node_of(child);
    if (c.slot >= 0 && c.slot < n && c.mover == mover && out[size_t(c.slot)] < 0 && c.move == legal[c.slot])
      out[size_t(c.slot)] = child, ++filled;
  }
  if (filled < n)
    for (int i = 0; i < n; ++i) {
      if (out[size_t(i)] >= 0) continue;
      for (int child : children)
        if (node_of(child).mover == mover && node_of(child).move == legal[i]) out[size_t(i)] = child;
    }
  for (int i = 0; i < n; ++i)
    if (out[size_t(i)] >= 0) node_of(out[size_t(i)]).slot = i;
}

}  // namespace rb
