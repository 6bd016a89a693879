// Lint pass: the Rulebook API as rules.lua uses it. Unknown rb.* fields and State or move
// list methods, and names passed as text that the game does not declare (a variable, a
// parameter, an action, a space, a zone ...), each with a "did you mean".
#include <regex>
#include <sstream>

#include "analysis/lint.h"
#include "core/suggest.h"
#include "lua/rules_runtime.h"

namespace rb {
namespace {

struct Line {
  int number;
  std::string text;
};

std::vector<Line> code_lines(const std::string& source) {
  std::vector<Line> out;
  std::istringstream in(source);
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    const auto comment = line.find("--");
    out.push_back({n, comment == std::string::npos ? line : line.substr(0, comment)});
  }
  return out;
}

void report(const LintTarget& t, const Line& l, size_t col, const std::string& what, const std::string& name,
            const std::vector<std::string>& known, const std::string& check, Findings& out) {
  const std::string near = closest(name, known);
  std::string msg = "unknown " + what + " '" + name + "'";
  msg += near.empty() ? "; expected one of: " + [&] { std::string s; for (const auto& k : known) s += (s.empty() ? "" : ", ") + k; return s; }()
                      : "; did you mean '" + near + "'?";
  out.push_back({t.rules_file.string(), l.number, int(col) + 1, Severity::Error, msg, check});
}

bool known(const std::vector<std::string>& names, const std::string& n) { return std::find(names.begin(), names.end(), n) != names.end(); }

// Each match of `re` in each line: group 1 must be one of `names`.
void scan(const LintTarget& t, const std::vector<Line>& lines, const std::regex& re, const std::vector<std::string>& names,
          const std::string& what, const std::string& check, Findings& out) {
  for (const auto& l : lines)
    for (auto it = std::sregex_iterator(l.text.begin(), l.text.end(), re); it != std::sregex_iterator(); ++it)
      if (!known(names, (*it)[1])) report(t, l, size_t(it->position(1)), what, (*it)[1], names, check, out);
}

std::vector<std::string> var_names(const std::vector<VarDef>& vars) {
  std::vector<std::string> out;
  for (const auto& v : vars) out.push_back(v.name);
  return out;
}

template <class T, class F>
std::vector<std::string> names_of(const std::vector<T>& items, F name) {
  std::vector<std::string> out;
  for (const auto& i : items) out.push_back(name(i));
  return out;
}

void scan_declared_names(const LintTarget& t, const std::vector<Line>& lines, Findings& out) {
  const GameDef& g = *t.game;
  scan(t, lines, std::regex(R"(\bs:(?:get|set|add)\(\s*"([\w]+)\")"), var_names(g.global_vars), "global variable", "unknown-name", out);
  scan(t, lines, std::regex(R"(\bs:p(?:get|set|add)\([^,]+,\s*"([\w]+)\")"), var_names(g.player_vars), "player variable", "unknown-name", out);
  scan(t, lines, std::regex(R"(\bs:(?:set_)?prop\([^,]+,\s*"([\w]+)\")"), g.space_prop_names, "space property", "unknown-name", out);
  scan(t, lines, std::regex(R"(\brb\.param\(\s*"([\w]+)\")"), names_of(g.params, [](const ParamDef& p) { return p.name; }), "parameter", "unknown-name", out);
  scan(t, lines, std::regex(R"(\b(?:list|out|moves):(?:add|rays)\(\s*"([\w]+)\")"), names_of(g.actions, [](const ActionDef& a) { return a.name; }), "action", "unknown-name", out);
  scan(t, lines, std::regex(R"(\brb\.action\(\s*"([\w]+)\")"), names_of(g.actions, [](const ActionDef& a) { return a.name; }), "action", "unknown-name", out);
  scan(t, lines, std::regex(R"(\brb\.space\(\s*"([\w.]+)\")"), g.space_names, "space", "unknown-space", out);
  scan(t, lines, std::regex(R"(\brb\.component\(\s*"([\w]+)\")"), names_of(g.components, [](const ComponentDef& c) { return c.name; }), "component", "unknown-name", out);
  std::vector<std::string> families;
  for (const auto& z : g.zones)
    if (z.space == kNone && !known(families, z.family)) families.push_back(z.family);
  scan(t, lines, std::regex(R"(\brb\.zone\(\s*"([\w]+)\")"), families, "zone", "unknown-name", out);
  std::vector<std::string> relations;
  for (const auto& b : g.boards)
    for (const auto& r : b.relation_names())
      if (!known(relations, r)) relations.push_back(r);
  scan(t, lines, std::regex(R"(\brb\.relation\(\s*"([\w]+)\")"), relations, "relation", "unknown-name", out);
}

}  // namespace

void check_lua_api(const LintTarget& t, Findings& out) {
  const RulesRuntime::ApiNames api = RulesRuntime::api_names(*t.game);
  const auto lines = code_lines(t.rules_source);
  scan(t, lines, std::regex(R"(\brb\.([A-Za-z_]\w*))"), api.module, "rulebook API field", "api", out);
  scan(t, lines, std::regex(R"(\b(?:s|state):([A-Za-z_]\w*)\s*\()"), api.state, "State method", "api", out);
  scan(t, lines, std::regex(R"(\b(?:list|out):([A-Za-z_]\w*)\s*\()"), api.list, "move list method", "api", out);
  scan_declared_names(t, lines, out);
}

}  // namespace rb
