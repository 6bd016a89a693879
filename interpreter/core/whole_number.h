// Whole numbers read from text (files, forced chance, seat numbers): the whole text must be
// one decimal integer, so that "2x", " 2" or "1.5" are refused rather than read as 2 or 1.
#pragma once

#include <charconv>
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

}  // namespace rb
