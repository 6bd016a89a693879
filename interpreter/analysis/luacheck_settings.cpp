#include "analysis/luacheck_settings.h"

namespace rb {
namespace {

std::string joined(const std::vector<std::string>& words, const std::string& before, const std::string& after, const std::string& sep) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : sep) + before + w + after;
  return out;
}

}  // namespace

const LuacheckSettings& luacheck_settings() {
  static const LuacheckSettings settings{
      "lua54",
      {"setup", "moves", "apply", "explain", "invariant", "evaluate", "evaluate_all", "prior", "prior_all", "bot"},
      {"io", "os", "debug", "package", "load", "loadfile", "dofile", "collectgarbage", "rawset"}};
  return settings;
}

std::string luacheck_options(const LuacheckSettings& s) {
  return "--std " + s.std + " --globals " + joined(s.globals, "", "", " ") + " --not-globals " +
         joined(s.not_globals, "", "", " ") + " --no-max-line-length";
}

std::string luacheckrc_text(const LuacheckSettings& s) {
  return "-- luacheck settings for a Rulebook game, the ones `rulebook lint` runs luacheck with:\n"
         "-- Lua 5.4, the entry points the rules may define, and what the rules' sandbox leaves out.\n"
         "std = \"" + s.std + "\"\n"
         "globals = {" + joined(s.globals, "\"", "\"", ", ") + "}\n"
         "not_globals = {" + joined(s.not_globals, "\"", "\"", ", ") + "}\n"
         "max_line_length = false\n";
}

}  // namespace rb
