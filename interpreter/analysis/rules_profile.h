// A rules profile (RulesRuntime::take_profile) as a designer reads it: the share of the
// time in the rules and in the runtime, then the functions and the lines that took the
// most, each with its source text, and the calls into C++ that took the most.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "lua/rules_runtime.h"

namespace rb {

struct ProfiledFunction {
  std::string file;
  int line = 0;        // where it is defined (0: the file's main chunk)
  double seconds = 0;
};

// The profile's lines summed by the function they belong to, most time first.
std::vector<ProfiledFunction> by_function(const RulesProfile& profile);

// `top` functions and `top` lines by time, the `top` C functions the rules called (the
// runtime's bindings, Lua's library) by time, then the `top` lines that allocated the most
// Lua memory; calls and bytes per ply when `plies` is given; `title` names what was profiled.
std::string profile_text(const RulesProfile& profile, const std::string& title, size_t top, int64_t plies = 0);

}  // namespace rb
