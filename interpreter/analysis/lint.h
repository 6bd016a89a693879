// `rulebook lint`: small single-purpose passes over a game's files, each adding findings
// `file:line:col: severity: message [check]`. Static passes by default; playouts on request.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game_def.h"
#include "load/load_error.h"
#include "lua/rules_runtime.h"

namespace rb {

enum class Severity { Error, Warning };

struct Finding {
  std::string file;
  int line = 0, column = 0;
  Severity severity = Severity::Error;
  std::string message, check;
};
using Findings = std::vector<Finding>;

// Stricter than play: a call into the rules that runs a quarter of a second, or a Lua state
// past 64 MiB, is a runaway for a designer, and lint stays fast on one.
inline SandboxLimits lint_limits() {
  SandboxLimits limits;
  limits.milliseconds = 250;
  limits.memory = 64u << 20;
  return limits;
}

struct LintOptions {
  int playouts = 0;         // dynamic checks: this many seeded random games
  uint64_t seed = 1;
  bool luacheck = true;     // run Debian's luacheck when it is installed
  std::filesystem::path schemas;  // default: the data folder's schemas/ (core/data_home.h)
  // --param: every game and variant is loaded, its rules run and played with these values
  // (a value its declaration refuses, or a name it lacks, is the game's load error)
  std::map<std::string, std::string> params;
  SandboxLimits limits = lint_limits();
};

// A Lua file of a game: rules.lua or a module it requires from the game's folder.
struct LuaFile {
  std::filesystem::path file;
  std::string source;
};

// One game or variant file being checked, with the Game built from it when it loads.
struct LintTarget {
  std::filesystem::path file;       // game.yaml or a variant
  std::filesystem::path game_dir;
  std::shared_ptr<const GameDef> game;
  std::string rules_source;         // rules.lua's text ("" when unreadable)
  std::filesystem::path rules_file;
  bool rules_load = false;          // rules.lua compiled and defines its entry points
  std::vector<LuaFile> modules;     // the game's own modules rules.lua requires, transitively
};

// rules.lua and then each of its modules, as a target of its own, for the passes that read
// Lua text (lint_load.cpp).
std::vector<LintTarget> lua_targets(const LintTarget& target);
// All of the game's Lua text: rules.lua and its modules.
std::string all_lua_source(const LintTarget& target);

// The passes (one file each).
bool check_yaml_syntax(const std::filesystem::path& file, Findings& out);  // lint_yaml_syntax.cpp
void check_schema(const std::filesystem::path& file, const std::filesystem::path& schema, Findings& out);  // lint_schema.cpp
void check_variant(const std::filesystem::path& file, Findings& out);  // lint_variant.cpp
void check_load(LintTarget& target, const LintOptions& options, Findings& out);      // lint_load.cpp
void check_opening(const LintTarget& target, const LintOptions& options, Findings& out);  // lint_opening.cpp
void check_references(const LintTarget& target, Findings& out);    // lint_references.cpp
void check_connectivity(const LintTarget& target, Findings& out);  // lint_connectivity.cpp
void check_hint_bounds(const LintTarget& target, Findings& out);   // lint_hint_bounds.cpp
void check_player_colours(const LintTarget& target, Findings& out);  // lint_player_colours.cpp
void check_agent_presets(const LintTarget& target, Findings& out);  // lint_agent_presets.cpp
void check_lua_api(const LintTarget& target, Findings& out);       // lint_lua_api.cpp
void check_lua_names(const LintTarget& target, Findings& out);     // lint_lua_names.cpp
void check_lua_numbers(const LintTarget& target, Findings& out);   // lint_lua_numbers.cpp
void check_luacheck(const LintTarget& target, Findings& out);      // lint_luacheck.cpp
void check_playouts(const LintTarget& target, const LintOptions& options, Findings& out);  // lint_playouts.cpp
void check_scenario(const std::filesystem::path& file, Findings& out);  // lint_scenario.cpp

// The first line (from 1) and column holding `needle`, at or after the first line holding
// `after` (when given); {0, 0} when absent. Lets passes that read built data point at the text.
struct Position {
  int line = 0, column = 0;
};
Position find_text(const std::filesystem::path& file, const std::string& needle, const std::string& after = "");
// The same for `needle` as a whole word (not inside a longer name), from line `from_line`.
Position find_word(const std::filesystem::path& file, const std::string& needle, int from_line = 1);

// find_text over a game's files: the checked file first, then the files it extends.
struct Located {
  std::string file;
  Position at;
};
Located find_in_game(const LintTarget& target, const std::string& needle, const std::string& after = "");

// rules.lua read as text (lint_lua_text.cpp): its lines with comments cut, and a scan for
// calls whose group 1 must be a declared name, reported as "unknown WHAT 'x'; did you mean".
struct CodeLine {
  int number;
  std::string text;
};
std::vector<CodeLine> code_lines(const std::string& source);
void scan_names(const LintTarget& target, const std::vector<CodeLine>& lines, const std::string& pattern,
                const std::vector<std::string>& names, const std::string& what, const std::string& check, Findings& out);

// The first name a message quotes ("unknown key 'x' ..." -> x; "" when none), as the
// loader and the rules write names (lint_load_error.cpp).
std::string first_quoted(const std::string& message);
// A loader error as a finding (lint_load_error.cpp): on the offending text, with the key
// it is about and what to write instead.
Finding load_error_finding(const LoadError& error);

// A rule error ("path:12: message (in apply)") as a finding at its line of rules.lua, or,
// when it has none, at the `function` line of the entry point it names.
Finding rule_finding(const std::string& error, const LintTarget& target, const std::string& check);

// Every pass over every game, variant and scenario file under the paths; sorted.
Findings lint_paths(const std::vector<std::filesystem::path>& paths, const LintOptions& options);
std::string finding_text(const Finding& f);
nlohmann::json findings_json(const Findings& findings);
bool has_errors(const Findings& findings);

}  // namespace rb
