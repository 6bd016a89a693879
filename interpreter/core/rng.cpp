#include "core/rng.h"

namespace rb {
namespace {

uint64_t splitmix64(uint64_t& x) {
  uint64_t z = (x += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

uint32_t rotl(uint32_t x, int k) { return (x << k) | (x >> (32 - k)); }

}  // namespace

RngWords seed_rng(uint64_t seed) {
  uint64_t x = seed;
  uint64_t a = splitmix64(x), b = splitmix64(x);
  RngWords w{{uint32_t(a), uint32_t(a >> 32), uint32_t(b), uint32_t(b >> 32)}};
  if ((w.s[0] | w.s[1] | w.s[2] | w.s[3]) == 0) w.s[0] = 1;  // the all-zero state is a fixed point
  return w;
}

uint32_t rng_next(uint32_t* s) {
  const uint32_t result = rotl(s[1] * 5, 7) * 9;
  const uint32_t t = s[1] << 9;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 11);
  return result;
}

uint32_t rng_below(uint32_t* s, uint32_t n) {
  uint64_t m = uint64_t(rng_next(s)) * n;
  uint32_t low = uint32_t(m);
  if (low < n) {
    const uint32_t threshold = -n % n;
    while (low < threshold) {
      m = uint64_t(rng_next(s)) * n;
      low = uint32_t(m);
    }
  }
  return uint32_t(m >> 32);
}

}  // namespace rb
