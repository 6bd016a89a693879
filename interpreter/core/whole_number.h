// Numbers read from text (files, forced chance, seat numbers, agent options): the whole text
// must be the number, so that "2x", " 2", "0x10" or "inf" are refused rather than read as 2,
// 16 or infinity.
#pragma once

#include <charconv>
#include <cmath>
#include <cstdint>
#include <string_view>

namespace rb {

// Parses a whole decimal integer that fits 64 bits into `out`; false, `out` untouched, on
// anything else. A leading '-' and leading zeros are taken, a '+' or a space is not: callers
// check the range they need.
inline bool parse_integer(std::string_view text, int64_t& out) {
  int64_t v = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, v);
  if (ec != std::errc() || ptr != end || text.empty()) return false;
  out = v;
  return true;
}

// The most seats a game record, log or served game names.
inline constexpr int kMaxSeatNumber = 64;

// A seat number, 1 to kMaxSeatNumber, read whole.
inline bool parse_seat(std::string_view text, int& out) {
  int64_t v = 0;
  if (!parse_integer(text, v) || v < 1 || v > kMaxSeatNumber) return false;
  out = int(v);
  return true;
}

// A finite plain decimal such as 5, 0.6, -2.5, .5 or 1e-3, read whole into `out`; false,
// `out` untouched, on anything else (a sign '+', a space, hex, "inf", "nan").
inline bool parse_plain_decimal(std::string_view text, double& out) {
  if (text.empty() || text.find_first_not_of("0123456789.eE+-") != std::string_view::npos) return false;
  if (text[0] == '+') return false;
  double v = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, v);
  if (ec != std::errc() || ptr != end || !std::isfinite(v)) return false;
  out = v;
  return true;
}

}  // namespace rb
