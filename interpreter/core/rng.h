// The State's random number generator: xoshiro128**-sized state kept as four 32-bit
// words inside the State, so a game replays exactly from its seed.
#pragma once

#include <cstdint>

namespace rb {

struct RngWords {
  uint32_t s[4];
};

// Fills the four words from a 64-bit seed (splitmix64, so nearby seeds diverge).
RngWords seed_rng(uint64_t seed);

// Next 32 random bits; advances the words.
uint32_t rng_next(uint32_t* s);

// Uniform integer in [0, n) without modulo bias (Lemire's multiply-and-reject).
uint32_t rng_below(uint32_t* s, uint32_t n);

}  // namespace rb
