// Validators for the numbers a command line gives (--games, --port, --budget ...): written
// in plain decimal and inside the option's range, else a usage error saying what is
// allowed. CLI11 alone would read 010 as octal 8, 0x10 as 16, and take nan for a number.
#pragma once

#include <cstdint>
#include <string>

#include <CLI/CLI.hpp>

namespace rb::cli {

// A whole number from lo to hi, digits with an optional leading '-': nothing that wraps;
// 010 is ten. It rewrites the text, so it goes on an option with ->transform(), not ->check(),
// which CLI11 keeps from changing it.
CLI::Validator whole_number(int64_t lo, int64_t hi);
// A decimal number (1, 0.5, 2e3) from lo to hi: no nan, no infinity, no hexadecimal.
CLI::Validator decimal_number(double lo, double hi);
// The text's error as whole_number(lo, hi) gives it, "" when it is fine.
std::string whole_number_error(const std::string& text, int64_t lo, int64_t hi);

}  // namespace rb::cli
