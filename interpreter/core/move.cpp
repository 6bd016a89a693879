#include "core/move.h"

namespace rb {

bool MoveList::contains(const Move& m) const {
  for (const Move& x : *this)
    if (x == m) return true;
  return false;
}

}  // namespace rb
