#include "core/bit_count.h"

#include <cstring>
#include <string>

#if defined(__x86_64__) && defined(__GNUC__)
#include <cpuid.h>
#endif

namespace rb {

bool fast_deposit_on(const std::string& vendor, unsigned family, bool bmi2) {
  const bool amd_like = vendor == "AuthenticAMD" || vendor == "HygonGenuine";
  return bmi2 && !(amd_like && family < 0x19);
}

namespace {

// fast_deposit_on for this processor: its BMI2 bit (CPUID leaf 7, EBX bit 8), maker (leaf
// 0) and family (leaf 1).
bool deposit_is_fast() {
#if defined(__x86_64__) && defined(__GNUC__)
  unsigned a = 0, b = 0, c = 0, d = 0;
  if (!__get_cpuid_count(7, 0, &a, &b, &c, &d) || !(b >> 8 & 1)) return false;
  char vendor[12];
  __get_cpuid(0, &a, &b, &c, &d);
  std::memcpy(vendor, &b, 4), std::memcpy(vendor + 4, &d, 4), std::memcpy(vendor + 8, &c, 4);
  __get_cpuid(1, &a, &b, &c, &d);
  const unsigned base = a >> 8 & 0xF, family = base + (base == 0xF ? (a >> 20 & 0xFF) : 0);
  return fast_deposit_on(std::string(vendor, 12), family, true);
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
