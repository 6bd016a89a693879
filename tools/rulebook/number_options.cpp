#include "number_options.h"

#include <charconv>
#include <cmath>
#include <cstdlib>

namespace rb::cli {
namespace {

bool plain_digits(const std::string& text, size_t from) {
  if (text.size() <= from) return false;
  for (size_t i = from; i < text.size(); ++i)
    if (text[i] < '0' || text[i] > '9') return false;
  return true;
}

// Digits, an optional point with digits, an optional exponent: the form strtod reads
// that has no hexadecimal, nan or infinity in it.
bool plain_decimal(const std::string& text) {
  size_t i = text[0] == '-' || text[0] == '+' ? 1 : 0, digits = 0;
  for (; i < text.size() && std::isdigit((unsigned char)text[i]); ++i) ++digits;
  if (i < text.size() && text[i] == '.')
    for (++i; i < text.size() && std::isdigit((unsigned char)text[i]); ++i) ++digits;
  if (digits == 0) return false;
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) return plain_digits(text, text[i + 1] == '-' || text[i + 1] == '+' ? i + 2 : i + 1);
  return i == text.size();
}

std::string shown(double v) {
  std::string s = std::to_string(v);
  s.erase(s.find_last_not_of('0') + 1);
  if (s.back() == '.') s.pop_back();
  return s;
}

}  // namespace

std::string whole_number_error(const std::string& text, int64_t lo, int64_t hi) {
  int64_t value = 0;
  const char* end = text.data() + text.size();
  const auto [at, error] = std::from_chars(text.data(), end, value);
  const bool whole = plain_digits(text, text.size() && text[0] == '-' ? 1 : 0) && error == std::errc() && at == end;
  if (whole && value >= lo && value <= hi) return "";
  return "'" + text + "' is not a whole number from " + std::to_string(lo) + " to " + std::to_string(hi);
}

CLI::Validator whole_number(int64_t lo, int64_t hi) {
  // The text goes on in canonical digits: CLI11 itself would read "010" as octal 8.
  return CLI::Validator([lo, hi](std::string& text) {
                          std::string error = whole_number_error(text, lo, hi);
                          if (error.empty()) text = std::to_string(std::stoll(text));
                          return error;
                        },
                        "from " + std::to_string(lo) + " to " + std::to_string(hi), "whole number");
}

CLI::Validator decimal_number(double lo, double hi) {
  return CLI::Validator(
      [lo, hi](std::string& text) -> std::string {
        const double v = text.empty() || !plain_decimal(text) ? NAN : std::strtod(text.c_str(), nullptr);
        if (std::isfinite(v) && v >= lo && v <= hi) return "";
        return "'" + text + "' is not a number from " + shown(lo) + " to " + shown(hi);
      },
      "from " + shown(lo) + " to " + shown(hi), "decimal number");
}

}  // namespace rb::cli
