// The strict readers of numbers in text that every file, seat list and agent option uses.
#include "core/whole_number.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace rb {

TEST(WholeNumber, AnIntegerIsReadOnlyWhole) {
  int64_t v = 7;
  EXPECT_TRUE(parse_integer("-12", v));
  EXPECT_EQ(v, -12);
  EXPECT_TRUE(parse_integer("0042", v));
  EXPECT_EQ(v, 42);
  for (const char* bad : {"", "2x", " 2", "+2", "1.5", "-", "99999999999999999999"}) {
    v = 7;
    EXPECT_FALSE(parse_integer(bad, v)) << bad;
    EXPECT_EQ(v, 7) << bad << ": untouched on failure";
  }
}

TEST(WholeNumber, ASeatIsAWholeNumberFrom1ToTheMost) {
  int seat = 0;
  EXPECT_TRUE(parse_seat("1", seat));
  EXPECT_EQ(seat, 1);
  EXPECT_TRUE(parse_seat(std::to_string(kMaxSeatNumber), seat));
  EXPECT_EQ(seat, kMaxSeatNumber);
  for (const std::string& bad : std::vector<std::string>{"0", "-1", std::to_string(kMaxSeatNumber + 1), "1x", " 1", "4294967297"}) {
    seat = 9;
    EXPECT_FALSE(parse_seat(bad, seat)) << bad;
    EXPECT_EQ(seat, 9) << bad;
  }
}

TEST(WholeNumber, APlainDecimalIsFiniteAndWrittenInDigits) {
  const std::pair<const char*, double> good[] = {{"5", 5}, {"0.6", 0.6}, {"-2.5", -2.5}, {".5", 0.5}, {"1e-3", 0.001}, {"2E2", 200}};
  for (const auto& [text, want] : good) {
    double v = 0;
    EXPECT_TRUE(parse_plain_decimal(text, v)) << text;
    EXPECT_DOUBLE_EQ(v, want) << text;
  }
  for (const char* bad : {"", "+1", " 5", "5 ", "0x10", "inf", "nan", "1e", "1e999", "-", "1.2.3", "1_10"}) {
    double v = 3;
    EXPECT_FALSE(parse_plain_decimal(bad, v)) << bad;
    EXPECT_EQ(v, 3) << bad;
  }
}

}  // namespace rb
