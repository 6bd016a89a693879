// Bit counting and selecting (core/bit_count.h): the select without branches, the one by
// the processor's deposit and the one the program uses find the same bit as a plain walk
// over the word, for every bit of many words.
#include <gtest/gtest.h>

#include <random>

#include "core/bit_count.h"

namespace rb {
namespace {

// Where bit i of the bits set in x lies, bit by bit.
int32_t walked(uint64_t x, int i) {
  for (int32_t b = 0; b < 64; ++b)
    if ((x >> b & 1) && i-- == 0) return b;
  return -1;
}

std::vector<uint64_t> words() {
  std::vector<uint64_t> out{1, uint64_t(1) << 63, ~uint64_t(0), 0x8000000000000001u, 0x00FF00FF00FF00FFu, 0x0101010101010101u};
  std::mt19937_64 rng(7);
  for (int k = 0; k < 2000; ++k) out.push_back((rng() & rng()) | (k % 3 == 0 ? rng() : 0));  // sparse and dense
  return out;
}

TEST(BitCount, CountsTheBitsOfAWordAndOfAWholeSet) {
  EXPECT_EQ(count_bits(uint64_t(0)), 0);
  EXPECT_EQ(count_bits(~uint64_t(0)), 64);
  EXPECT_EQ(count_bits(std::vector<uint64_t>{0b1011, ~uint64_t(0), 0}), 67);
}

TEST(BitCount, SelectFindsEachBitWhereAWalkFindsIt) {
  for (uint64_t x : words())
    for (int i = 0; i < count_bits(x); ++i) {
      ASSERT_EQ(select_bit(x, i), walked(x, i)) << std::hex << x << " bit " << std::dec << i;
      ASSERT_EQ(select_set_bit(x, i), walked(x, i)) << std::hex << x << " bit " << std::dec << i;
    }
}

// Fast on Intel's and on AMD's and Hygon's processors from family 19h (Zen 3); slow microcode
// on AMD's 15h and 17h and Hygon's 18h; never without BMI2.
TEST(BitCount, DepositsAreTakenWhereTheProcessorRunsThemFast) {
  EXPECT_TRUE(fast_deposit_on("GenuineIntel", 6, true));
  EXPECT_TRUE(fast_deposit_on("AuthenticAMD", 0x19, true));
  EXPECT_TRUE(fast_deposit_on("AuthenticAMD", 0x1A, true));
  EXPECT_FALSE(fast_deposit_on("AuthenticAMD", 0x17, true));
  EXPECT_FALSE(fast_deposit_on("AuthenticAMD", 0x15, true));
  EXPECT_FALSE(fast_deposit_on("HygonGenuine", 0x18, true));
  EXPECT_FALSE(fast_deposit_on("GenuineIntel", 6, false));
}

#if defined(__x86_64__) && defined(__GNUC__)
TEST(BitCount, ADepositSelectsWhereAWalkFindsIt) {
  if (!__builtin_cpu_supports("bmi2")) GTEST_SKIP() << "this processor has no BMI2 deposit";
  for (uint64_t x : words())
    for (int i = 0; i < count_bits(x); ++i) ASSERT_EQ(select_bit_by_deposit(x, i), walked(x, i)) << std::hex << x << " bit " << std::dec << i;
}
#endif

}  // namespace
}  // namespace rb
