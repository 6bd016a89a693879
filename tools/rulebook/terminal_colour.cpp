#include "terminal_colour.h"

#include <cstdlib>
#include <cstring>

#include <unistd.h>

namespace rb::cli {

bool colour_wanted(std::FILE* stream) {
  const char* no_colour = std::getenv("NO_COLOR");
  if (no_colour && *no_colour) return false;
  const char* term = std::getenv("TERM");
  if (term && std::strcmp(term, "dumb") == 0) return false;
  return isatty(fileno(stream));
}

std::string paint(const std::string& text, Colour colour, bool on) {
  if (!on) return text;
  const char* code = colour == Colour::Red ? "31" : colour == Colour::Green ? "32" : "33";
  return std::string("\033[") + code + "m" + text + "\033[0m";
}

}  // namespace rb::cli
