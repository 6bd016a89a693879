// The whole `rulebook` command line: every verb added to one CLI::App, and the runner of
// each. main() parses with it; so does the fuzzer of the command line's options.
#pragma once

#include <map>

#include "verbs.h"

namespace rb::cli {

std::map<CLI::App*, Runner> add_verbs(CLI::App& app);

}  // namespace rb::cli
