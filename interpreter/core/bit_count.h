// Counting the bits set. A build for any x86-64 has no popcount instruction
// (__builtin_popcountll calls a library routine): a function that counts bits in its inner
// loop is marked RB_WITH_POPCNT and built twice, the copy for a processor that has the
// instruction chosen when the program starts.
#pragma once

#include <cstdint>
#include <string>
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
// Where bit i (from 0) of the bits set in x lies, i below their number: the bytes' counts
// summed by one multiplication, the byte holding it found by comparing all eight sums at
// once, then the bit within the byte from a table; no branch on the bits.
struct BitInByte {
  uint8_t at[8][256] = {};  // at[i][byte]: where the byte's bit i lies
  constexpr BitInByte() {
    for (int v = 0; v < 256; ++v)
      for (int bit = 0, i = 0; bit < 8; ++bit)
        if (v >> bit & 1) at[i++][v] = uint8_t(bit);
  }
};
inline constexpr BitInByte kBitInByte;

inline int32_t select_bit(uint64_t x, int i) {
  constexpr uint64_t kOnes = 0x0101010101010101u, kHigh = 0x8080808080808080u;
  uint64_t b = x - ((x >> 1) & 0x5555555555555555u);
  b = (b & 0x3333333333333333u) + ((b >> 2) & 0x3333333333333333u);
  b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0Fu;
  const uint64_t sums = b * kOnes;  // byte k: the bits set in bytes 0 .. k
  const uint64_t at_most = ((uint64_t(i) * kOnes | kHigh) - sums) & kHigh;  // bytes whose sum is at most i
  const int byte = int(((at_most >> 7) * kOnes) >> 56);
  const int before = int((sums << 8) >> (8 * byte) & 0xFF);  // the bits set in the bytes before it
  return 8 * byte + kBitInByte.at[i - before][x >> (8 * byte) & 0xFF];
}

// Whether this processor deposits bits (BMI2's pdep) in a few cycles: an x86-64 that has
// the instruction and is not of the AMD or Hygon families that run it as slow microcode
// (15h to 18h); read from CPUID when the program starts. False elsewhere.
extern const bool kFastDeposit;
// The rule kFastDeposit applies, for a processor of this maker (CPUID's vendor string, such
// as "GenuineIntel"), family (base plus extended) and BMI2 or not.
bool fast_deposit_on(const std::string& vendor, unsigned family, bool bmi2);

// select_bit by one deposit: bit i alone, spread over x's bits, lands on the one sought.
// Only where kFastDeposit holds.
inline int32_t select_bit_by_deposit(uint64_t x, int i) {
#if defined(__x86_64__) && defined(__GNUC__)
  uint64_t found;
  asm("pdepq %2, %1, %0" : "=r"(found) : "r"(uint64_t(1) << i), "r"(x));
  return int32_t(__builtin_ctzll(found));
#else
  return select_bit(x, i);
#endif
}

// select_bit, by a deposit where the processor's is fast.
inline int32_t select_set_bit(uint64_t x, int i) { return kFastDeposit ? select_bit_by_deposit(x, i) : select_bit(x, i); }

}  // namespace rb
