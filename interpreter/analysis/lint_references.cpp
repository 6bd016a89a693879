// Lint pass: declarations the rules never name (parameters, actions, variables, space
// properties, zones), and names in `data:` that look like spaces but are not.
#include <regex>

#include "analysis/lint.h"
#include "core/suggest.h"

namespace rb {
namespace {

bool named_in(const std::string& source, const std::string& name) {
  return source.find("\"" + name + "\"") != std::string::npos || source.find("'" + name + "'") != std::string::npos;
}

void unused(const LintTarget& t, const std::string& what, const std::string& name, const std::string& section, Findings& out) {
  const Position at = find_text(t.file, name, section);
  out.push_back({t.file.string(), at.line, at.column, Severity::Warning,
                 what + " '" + name + "' is declared but rules.lua never names it", "unused"});
}

void check_declarations(const LintTarget& t, Findings& out) {
  const GameDef& g = *t.game;
  const std::string& src = t.rules_source;
  for (size_t i = 1; i < g.params.size(); ++i) {  // players is always used
    const std::string& p = g.params[i].name;
    if (!named_in(src, p) && find_text(t.file, "${" + p + "}").line == 0) unused(t, "parameter", p, "parameters:", out);
  }
  for (const auto& a : g.actions)
    if (!named_in(src, a.name) && src.find("rb.action") == std::string::npos) unused(t, "action", a.name, "actions:", out);
  for (const auto& v : g.global_vars)
    if (!named_in(src, v.name)) unused(t, "global variable", v.name, "variables:", out);
  for (const auto& v : g.player_vars)
    if (!named_in(src, v.name)) unused(t, "player variable", v.name, "variables:", out);
  for (const auto& p : g.space_prop_names)
    if (!named_in(src, p)) unused(t, "space property", p, "space_properties:", out);
}

// A list of strings in `data:` where some name spaces and others do not: likely a typo.
void check_data_list(const LintTarget& t, const std::string& path, const nlohmann::json& list, Findings& out) {
  int spaces = 0;
  for (const auto& v : list) spaces += v.is_string() && t.game->find_space(v.get<std::string>()).has_value();
  if (spaces == 0) return;
  for (const auto& v : list) {
    if (!v.is_string() || t.game->find_space(v.get<std::string>())) continue;
    const std::string name = v.get<std::string>(), near = closest(name, t.game->space_names);
    const Position at = find_text(t.file, name, "data:");
    out.push_back({t.file.string(), at.line, at.column, Severity::Error,
                   "data." + path + ": '" + name + "' is not a space" + (near.empty() ? "" : "; did you mean '" + near + "'?"), "unknown-space"});
  }
}

void walk_data(const LintTarget& t, const std::string& path, const nlohmann::json& j, Findings& out) {
  if (j.is_array()) check_data_list(t, path, j, out);
  if (j.is_object() || j.is_array())
    for (auto it = j.begin(); it != j.end(); ++it) walk_data(t, path + (j.is_object() ? (path.empty() ? "" : ".") + it.key() : ""), *it, out);
}

}  // namespace

void check_references(const LintTarget& t, Findings& out) {
  // Declarations are judged once, on the game itself; a variant inherits them.
  if (!t.rules_source.empty() && t.file.filename() == "game.yaml") check_declarations(t, out);
  walk_data(t, "", t.game->data, out);
}

}  // namespace rb
