#include "analysis/text_format.h"

#include <cstdarg>
#include <cstdio>

namespace rb {

void append_format(std::string& out, const char* format, ...) {
  char line[1024];
  va_list args;
  va_start(args, format);
  std::vsnprintf(line, sizeof line, format, args);
  va_end(args);
  out += line;
}

std::string percent_text(double share) {
  char b[32];
  std::snprintf(b, sizeof b, "%.1f%%", 100 * share);
  return b;
}

}  // namespace rb
