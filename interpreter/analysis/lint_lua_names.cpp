// Lint pass: names rules.lua passes as text (s:get("turns"), rb.space("a1"), list:add("hop"))
// that the game does not declare: a variable, a parameter, an action, a space, a component,
// a zone, a relation or a die, each with a "did you mean".
#include <algorithm>

#include "analysis/lint.h"

namespace rb {
namespace {

// A call whose first text argument (after `call`) ends there: "x", not "token_" .. n.
std::string name_arg(const std::string& call) { return call + R"re(\s*"([\w.]+)"\s*[,)])re"; }

template <class T, class F>
std::vector<std::string> names_of(const std::vector<T>& items, F name) {
  std::vector<std::string> out;
  for (const auto& i : items) out.push_back(name(i));
  return out;
}

std::vector<std::string> var_names(const std::vector<VarDef>& vars) {
  return names_of(vars, [](const VarDef& v) { return v.name; });
}

std::vector<std::string> zone_families(const GameDef& g) {
  std::vector<std::string> out;
  for (const auto& z : g.kit.zones)
    if (z.space == kNone && std::find(out.begin(), out.end(), z.family) == out.end()) out.push_back(z.family);
  return out;
}

std::vector<std::string> relation_names(const GameDef& g) {
  std::vector<std::string> out;
  for (const auto& b : g.spaces.boards)
    for (const auto& r : b.relation_names())
      if (std::find(out.begin(), out.end(), r) == out.end()) out.push_back(r);
  return out;
}

}  // namespace

void check_lua_names(const LintTarget& t, Findings& out) {
  const GameDef& g = *t.game;
  const auto lines = code_lines(t.rules_source);
  const auto actions = names_of(g.actions.list, [](const ActionDef& a) { return a.name; });
  // s:get("x"); and get(s, "x") where the rules take the methods from rb.state_methods (a
  // function of their own named get or add is not one of them otherwise)
  const bool plain = t.rules_source.find("state_methods") != std::string::npos;
  const std::string get = plain ? R"((?:\bs:(?:get|set|add)\(|(?:^|[^\w.:])(?:get|set|add)\(\s*s\s*,))" : R"(\bs:(?:get|set|add)\()";
  const std::string pget = plain ? R"(\b(?:s:p(?:get|set|add)\(|p(?:get|set|add)\(\s*s\s*,)[^,]+,)" : R"(\bs:p(?:get|set|add)\([^,]+,)";
  const std::string prop = plain ? R"(\b(?:s:(?:set_)?prop\(|(?:set_)?prop\(\s*s\s*,)[^,]+,)" : R"(\bs:(?:set_)?prop\([^,]+,)";
  scan_names(t, lines, name_arg(get), var_names(g.kit.global_vars), "global variable", "unknown-name", out);
  scan_names(t, lines, name_arg(pget), var_names(g.kit.player_vars), "player variable", "unknown-name", out);
  scan_names(t, lines, name_arg(prop), g.spaces.prop_names, "space property", "unknown-name", out);
  scan_names(t, lines, name_arg(R"(\brb\.param\()"), names_of(g.setup.params, [](const ParamDef& p) { return p.name; }), "parameter", "unknown-name", out);
  scan_names(t, lines, name_arg(R"(\b(?:list|out|moves):(?:add|add_spaces|rays)\()"), actions, "action", "unknown-name", out);
  scan_names(t, lines, name_arg(R"(\brb\.action\()"), actions, "action", "unknown-name", out);
  scan_names(t, lines, name_arg(R"(\brb\.space\()"), g.spaces.names, "space", "unknown-space", out);
  scan_names(t, lines, name_arg(R"(\brb\.component\()"), names_of(g.kit.components, [](const ComponentDef& c) { return c.name; }), "component", "unknown-name", out);
  scan_names(t, lines, name_arg(R"(\brb\.zone\()"), zone_families(g), "zone", "unknown-name", out);
  scan_names(t, lines, name_arg(R"(\brb\.relation\()"), relation_names(g), "relation", "unknown-name", out);
  const std::string roll = plain ? R"((?:\bs:roll\(|(?:^|[^\w.:])roll\(\s*s\s*,))" : R"(\bs:roll\()";
  scan_names(t, lines, name_arg(roll), names_of(g.kit.dice, [](const DieDef& d) { return d.name; }), "die", "unknown-name", out);
}

}  // namespace rb
