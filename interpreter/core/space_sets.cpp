#include "core/space_sets.h"

#include <algorithm>
#include <cstdlib>
#include <numeric>

namespace rb {

void DirectionSet::add(size_t board, const Relation* rel) {
  auto& rels = per_board_[board];
  std::vector<SharedShift> shares;
  for (size_t j = 0; rel->shift && j < rels.size(); ++j) {
    const int32_t a = rel->delta, b = rels[j]->delta;
    if (!rels[j]->shift || a == 0 || b == 0 || (a > 0) != (b > 0)) continue;
    const int64_t both = std::lcm(int64_t(std::abs(a)), int64_t(std::abs(b)));
    if (both / std::abs(a) <= 64 && both / std::abs(b) <= 64)
      shares.push_back({uint32_t(j), int32_t(both / std::abs(a)), int32_t(both / std::abs(b))});
  }
  std::stable_sort(shares.begin(), shares.end(), [](const SharedShift& x, const SharedShift& y) { return x.steps < y.steps; });
  rels.push_back(rel);
  shared_[board].push_back(std::move(shares));
  shifts_[board] &= rel->shift ? 1 : 0;
}

}  // namespace rb
