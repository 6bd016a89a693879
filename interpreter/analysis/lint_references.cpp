// Lint pass: declarations the rules never name (parameters, actions, variables, space
// properties, zones), and names in `data:` that look like spaces but are not.
#include <algorithm>
#include <cstdlib>
#include <regex>

#include "analysis/lint.h"
#include "core/file_io.h"
#include "core/suggest.h"
#include "load/param_expression.h"

namespace rb {
namespace {

bool named_in(const std::string& source, const std::string& name) {
  return source.find("\"" + name + "\"") != std::string::npos || source.find("'" + name + "'") != std::string::npos;
}

void unused(const LintTarget& t, const std::string& what, const std::string& name, const std::string& section, Findings& out) {
  const Position at = find_word(t.file, name, find_text(t.file, section).line);
  out.push_back({t.file.string(), at.line, at.column, Severity::Warning,
                 what + " '" + name + "' is declared but the rules never name it", "unused"});
}

void check_declarations(const LintTarget& t, Findings& out) {
  const GameDef& g = *t.game;
  const std::string src = all_lua_source(t);
  const std::vector<std::string> substituted = param_names_in(read_file_capped(t.file));  // "${size * size}" reads size
  for (size_t i = 1; i < g.setup.params.size(); ++i) {  // players is always used
    const std::string& p = g.setup.params[i].name;
    if (!named_in(src, p) && std::find(substituted.begin(), substituted.end(), p) == substituted.end()) unused(t, "parameter", p, "parameters:", out);
  }
  const auto has_patterns = [&g](size_t action) {
    return std::any_of(g.actions.patterns.begin(), g.actions.patterns.end(), [&](const MovePattern& p) { return p.action == int(action); });
  };
  for (size_t i = 0; i < g.actions.list.size(); ++i) {
    const std::string& a = g.actions.list[i].name;  // an action with patterns has its moves listed by the runtime
    if (!named_in(src, a) && src.find("rb.action") == std::string::npos && !has_patterns(i)) unused(t, "action", a, "actions:", out);
  }
  for (const auto& v : g.kit.global_vars)
    if (!named_in(src, v.name)) unused(t, "global variable", v.name, "variables:", out);
  for (const auto& v : g.kit.player_vars)
    if (!named_in(src, v.name)) unused(t, "player variable", v.name, "variables:", out);
  for (const auto& p : g.spaces.prop_names)
    if (!named_in(src, p)) unused(t, "space property", p, "space_properties:", out);
}

void unknown_space(const LintTarget& t, const std::string& path, const std::string& name, const std::string& near, Findings& out) {
  const Located at = find_in_game(t, name, "data:");
  out.push_back({at.file, at.at.line, at.at.column, Severity::Error,
                 "data." + path + ": '" + name + "' is not a space" + (near.empty() ? "" : "; did you mean '" + near + "'?"), "unknown-space"});
}

// A list of strings in `data:` where some name spaces and others do not: likely a typo.
void check_data_list(const LintTarget& t, const std::string& path, const nlohmann::json& list, Findings& out) {
  int spaces = 0;
  for (const auto& v : list) spaces += v.is_string() && t.game->spaces.find(v.get<std::string>()).has_value();
  if (spaces == 0) return;
  for (const auto& v : list)
    if (v.is_string() && !t.game->spaces.find(v.get<std::string>()))
      unknown_space(t, path, v.get<std::string>(), closest(v.get<std::string>(), t.game->spaces.names), out);
}

// A number in `data:` (a weight such as 0.6) arrives as text; it names no space, however
// near a space's name it looks (0.6 and a6).
bool is_number(const std::string& text) {
  return !text.empty() && text.find_first_not_of("+-.0123456789eE") == std::string::npos &&
         text.find_first_of("0123456789") != std::string::npos;
}

// A lone name in `data:` one slip away from a space (goal: far_bnak), and no other name.
void check_data_name(const LintTarget& t, const std::string& path, const std::string& name, Findings& out) {
  if (name.size() < 3 || name.find_first_of(" \t") != std::string::npos || t.game->spaces.find(name)) return;
  if (is_number(name)) return;
  if (t.game->kit.component_index.count(name) || t.game->kit.zone_index.count(name)) return;
  const std::string near = closest(name, t.game->spaces.names);
  if (!near.empty() && edit_distance(name, near) <= 2) unknown_space(t, path, name, near, out);
}

void walk_data(const LintTarget& t, const std::string& path, const nlohmann::json& j, Findings& out) {
  if (j.is_array()) check_data_list(t, path, j, out);
  if (j.is_string()) check_data_name(t, path, j.get<std::string>(), out);
  if (!j.is_object() && !j.is_array()) return;
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (j.is_array() && it->is_string()) continue;  // judged with its list
    walk_data(t, path + (j.is_object() ? (path.empty() ? "" : ".") + it.key() : ""), *it, out);
  }
}

}  // namespace

void check_references(const LintTarget& t, Findings& out) {
  // Declarations are judged once, on the game itself; a variant inherits them.
  if (!t.rules_source.empty() && t.file.filename() == "game.yaml") check_declarations(t, out);
  walk_data(t, "", t.game->data, out);
}

}  // namespace rb
