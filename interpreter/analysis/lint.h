// `rulebook lint`: small single-purpose passes over a game's files, each adding findings
// `file:line:col: severity: message [check]`. Static passes by default; playouts on request.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game_def.h"

namespace rb {

enum class Severity { Error, Warning };

struct Finding {
  std::string file;
  int line = 0, column = 0;
  Severity severity = Severity::Error;
  std::string message, check;
};
using Findings = std::vector<Finding>;

struct LintOptions {
  int playouts = 0;         // dynamic checks: this many seeded random games
  uint64_t seed = 1;
  bool luacheck = true;     // run Debian's luacheck when it is installed
  std::filesystem::path schemas;  // default: the source tree's schemas/
};

// One game or variant file being checked, with the Game built from it when it loads.
struct LintTarget {
  std::filesystem::path file;       // game.yaml or a variant
  std::filesystem::path game_dir;
  std::shared_ptr<const GameDef> game;
  std::string rules_source;         // rules.lua's text ("" when unreadable)
  std::filesystem::path rules_file;
};

// The passes (one file each).
void check_load(LintTarget& target, Findings& out);            // lint_load.cpp
void check_schema(const std::filesystem::path& file, const std::filesystem::path& schema, Findings& out);  // lint_schema.cpp
void check_references(const LintTarget& target, Findings& out);    // lint_references.cpp
void check_connectivity(const LintTarget& target, Findings& out);  // lint_connectivity.cpp
void check_lua_api(const LintTarget& target, Findings& out);       // lint_lua_api.cpp
void check_luacheck(const LintTarget& target, Findings& out);      // lint_luacheck.cpp
void check_playouts(const LintTarget& target, const LintOptions& options, Findings& out);  // lint_playouts.cpp

// The first line (from 1) and column holding `needle`, at or after the first line holding
// `after` (when given); {0, 0} when absent. Lets passes that read built data point at the text.
struct Position {
  int line = 0, column = 0;
};
Position find_text(const std::filesystem::path& file, const std::string& needle, const std::string& after = "");

// Every pass over every game, variant and scenario file under the paths; sorted.
Findings lint_paths(const std::vector<std::filesystem::path>& paths, const LintOptions& options);
std::string finding_text(const Finding& f);
nlohmann::json findings_json(const Findings& findings);
bool has_errors(const Findings& findings);

}  // namespace rb
