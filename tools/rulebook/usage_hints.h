// "Did you mean" for a command line the parser would refuse: an unknown verb, or an
// option its verb does not have, named with the nearest known one (core/suggest.h).
#pragma once

#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace rb::cli {

// The error for the first unknown verb or option in `args` (argv without the program
// name), or "" when every verb and option is known.
std::string unknown_word_error(const CLI::App& app, const std::vector<std::string>& args);

// Every name an app's options answer to: "--games", "-v", ...
std::vector<std::string> option_names(const CLI::App& app);

}  // namespace rb::cli
