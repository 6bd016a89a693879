#include "editor_files.h"

#include <regex>

#include <nlohmann/json.hpp>

#include "analysis/luacheck_settings.h"

namespace rb::cli {

std::string with_schema_modeline(const std::string& text, const std::filesystem::path& schemas) {
  static const std::regex modeline(R"((# yaml-language-server: \$schema=)\S*/schemas/(\S+))");
  return std::regex_replace(text, modeline, "$1" + schemas.string() + "/$2");
}

std::string luarc_json(const std::filesystem::path& data_home) {
  const nlohmann::json rc = {
      {"$schema", "https://raw.githubusercontent.com/LuaLS/vscode-lua/master/setting/schema.json"},
      {"runtime.version", "Lua 5.4"},
      {"workspace.library", {(data_home / "lua-definitions").string(), (data_home / "stdlib").string()}},
      {"workspace.checkThirdParty", false},
      {"diagnostics.globals", luacheck_settings().globals},
  };
  return rc.dump(2) + "\n";
}

}  // namespace rb::cli
