// The Lua language server's definitions (a `---@meta` file) of the rb module, the State's
// methods and the move list's, made from the API reference stdlib/README.md: each row of
// its tables names calls typed in the server's notation (`rb.space(name: string): integer`)
// and describes them, so the definitions and the reference cannot drift apart.
#pragma once

#include <string>

namespace rb::cli {

// The definitions file for the reference `readme` (the text of stdlib/README.md).
std::string lua_api_definitions(const std::string& readme);

}  // namespace rb::cli
