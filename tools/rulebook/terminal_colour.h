// Colour for what the CLI prints, only where a person reads it: a stream that is a
// terminal, with NO_COLOR unset or empty (no-color.org) and TERM not "dumb".
#pragma once

#include <cstdio>
#include <string>

namespace rb::cli {

enum class Colour { Red, Green, Yellow };

// Whether text written to this stream (stdout or stderr) may carry colour.
bool colour_wanted(std::FILE* stream);
// `text` between the colour's escape codes when `on`, else `text` unchanged.
std::string paint(const std::string& text, Colour colour, bool on);

}  // namespace rb::cli
