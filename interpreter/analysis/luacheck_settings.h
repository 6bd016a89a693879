// The luacheck standard that describes the rules' sandbox: Lua 5.4, the entry points as
// globals the rules may define, the libraries and functions the sandbox leaves out as
// globals that do not exist. One table, given to luacheck on the command line by lint and
// written as a .luacheckrc by `rulebook new`, so an editor running luacheck agrees with lint.
#pragma once

#include <string>
#include <vector>

namespace rb {

struct LuacheckSettings {
  std::string std;                       // "lua54"
  std::vector<std::string> globals;      // the entry points a rules file may define
  std::vector<std::string> not_globals;  // left out of the sandbox
};

const LuacheckSettings& luacheck_settings();
// "--std lua54 --globals ... --not-globals ... --no-max-line-length"
std::string luacheck_options(const LuacheckSettings& settings);
// The same settings as a .luacheckrc (Lua).
std::string luacheckrc_text(const LuacheckSettings& settings);

}  // namespace rb
