// `rulebook lua-api`: the Lua language server's definitions of the rb API, made from the
// API reference of the data folder (stdlib/README.md); the build writes them to
// share/rulebook/lua-definitions/rulebook.lua, which `rulebook new`'s .luarc.json names.
#include <fstream>
#include <iostream>
#include <sstream>

#include "core/data_home.h"
#include "game_options.h"
#include "lua_api_definitions.h"
#include "verbs.h"

namespace rb::cli {

Runner add_lua_api(CLI::App& app) {
  app.add_subcommand("lua-api", "print the Lua language server's definitions of the rb API (made from stdlib/README.md)");
  return [] {
    const auto reference = data_home() / "stdlib" / "README.md";
    std::ifstream in(reference);
    if (!in) return std::cerr << "rulebook lua-api: cannot read " << reference.string() << "\n", kUsage;
    std::ostringstream text;
    text << in.rdbuf();
    std::cout << lua_api_definitions(text.str());
    return kOk;
  };
}

}  // namespace rb::cli
