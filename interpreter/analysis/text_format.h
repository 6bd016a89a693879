// Formatting shared by the text reports (sim, compare, ladder, warnings).
#pragma once

#include <string>

namespace rb {

// Appends printf-style text to `out` (one report line is at most 1 KiB).
void append_format(std::string& out, const char* format, ...) __attribute__((format(printf, 2, 3)));
// A share in [0, 1] as a percentage with one decimal: 0.123 -> "12.3%".
std::string percent_text(double share);

}  // namespace rb
