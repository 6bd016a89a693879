// Counting the bits set. A build for any x86-64 has no popcount instruction
// (__builtin_popcountll calls a library routine): a function that counts bits in its inner
// loop is marked RB_WITH_POPCNT and built twice, the copy for a processor that has the
// instruction chosen when the program starts.
#pragma once

#include <cstdint>
#include <vector>

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define RB_WITH_POPCNT __attribute__((target_clones("default", "popcnt")))
#else
#define RB_WITH_POPCNT
#endif

namespace rb {

inline __attribute__((always_inline)) int bit_count(uint64_t x) { return __builtin_popcountll(x); }

// The bits set in a word, or in every word of a set (core/space_bits.h's SpaceBits).
int count_bits(uint64_t x);
int count_bits(const std::vector<uint64_t>& words);
// Where the set bit number i (from 0) of x lies; i below count_bits(x).
int32_t select_bit(uint64_t x, int i);

}  // namespace rb
