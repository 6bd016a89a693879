// What `rulebook new` writes for editors beside the game: the YAML files' schema modelines
// pointing at this install's schemas, a .luarc.json for the Lua language server (Lua 5.4,
// the rb API's definitions, the entry points) and a .luacheckrc with lint's luacheck settings.
#pragma once

#include <filesystem>
#include <string>

namespace rb::cli {

// `text` with each "yaml-language-server: $schema=.../schemas/X" pointing at X in `schemas`.
std::string with_schema_modeline(const std::string& text, const std::filesystem::path& schemas);
// The .luarc.json of a game: its libraries the data home's definitions folder and stdlib
// (the modules `require "rulebook.lines"` reaches).
std::string luarc_json(const std::filesystem::path& data_home);

}  // namespace rb::cli
