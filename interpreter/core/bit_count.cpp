#include "core/bit_count.h"

namespace rb {

namespace {
bool deposit_is_fast() {
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
  __builtin_cpu_init();
  return __builtin_cpu_supports("bmi2") && !__builtin_cpu_is("amdfam15h") && !__builtin_cpu_is("amdfam17h");
#else
  return false;
#endif
}
}  // namespace

const bool kFastDeposit = deposit_is_fast();

RB_WITH_POPCNT int count_bits(uint64_t x) { return bit_count(x); }

RB_WITH_POPCNT int count_bits(const std::vector<uint64_t>& words) {
  int n = 0;
  for (uint64_t w : words) n += bit_count(w);
  return n;
}

}  // namespace rb
