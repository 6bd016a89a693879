#include "core/bit_count.h"

namespace rb {

RB_WITH_POPCNT int count_bits(uint64_t x) { return bit_count(x); }

RB_WITH_POPCNT int count_bits(const std::vector<uint64_t>& words) {
  int n = 0;
  for (uint64_t w : words) n += bit_count(w);
  return n;
}

}  // namespace rb
