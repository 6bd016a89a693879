// Lint pass: the Rulebook API as rules.lua calls it. Unknown rb.* fields and State or move
// list methods (with a "did you mean"), list:add with the wrong number of arguments for
// its action, and rb.zone without the player for a per-player zone (or with one for a
// shared zone).
#include <regex>

#include "analysis/lint.h"
#include "lua/rules_runtime.h"

namespace rb {
namespace {

// Arguments at the top level of the call whose '(' is at `open`; -1 when it does not close
// on the line.
int argument_count(const std::string& text, size_t open) {
  int depth = 0, commas = 0;
  bool any = false;
  char quote = 0;
  for (size_t i = open; i < text.size(); ++i) {
    const char c = text[i];
    if (quote) {
      if (c == '\\') ++i;
      else if (c == quote) quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c, any = true;
    } else if (c == '(' || c == '{' || c == '[') {
      any = any || depth > 0, ++depth;
    } else if (c == ')' || c == '}' || c == ']') {
      if (--depth == 0) return any ? commas + 1 : 0;
    } else if (depth == 1 && c == ',') {
      ++commas;
    } else if (!std::isspace(static_cast<unsigned char>(c))) {
      any = true;
    }
  }
  return -1;
}

// A call passing a variable number of values (`...`, table.unpack) cannot be counted.
bool countable(const std::string& text, size_t open) {
  const std::string rest = text.substr(open);
  return rest.find("...") == std::string::npos && rest.find("unpack") == std::string::npos;
}

std::string signature(const ActionDef& a) {
  std::string out;
  for (const auto& arg : a.args) out += (out.empty() ? "" : ", ") + arg.name;
  return out;
}

// list:add("hop") for an action declared with arguments (or the reverse).
void scan_argument_counts(const LintTarget& t, const std::vector<CodeLine>& lines, Findings& out) {
  static const std::regex add(R"re(\b(?:list|out|moves):add(\()\s*"(\w+)")re");
  for (const auto& l : lines)
    for (auto it = std::sregex_iterator(l.text.begin(), l.text.end(), add); it != std::sregex_iterator(); ++it) {
      const auto action = t.game->actions.index.find((*it)[2]);
      const size_t open = size_t(it->position(1));
      const int count = argument_count(l.text, open);
      if (action == t.game->actions.index.end() || count < 0 || !countable(l.text, open)) continue;
      const ActionDef& a = t.game->actions.list[action->second];
      if (count - 1 == int(a.args.size())) continue;
      out.push_back({t.rules_file.string(), l.number, int(it->position(0)) + 1, Severity::Error,
                     "action '" + a.name + "' takes " + std::to_string(a.args.size()) + " argument(s) (" + signature(a) +
                         ") but this list:add passes " + std::to_string(count - 1), "api"});
    }
}

bool per_player_zone(const GameDef& g, const std::string& family) {
  for (const auto& z : g.kit.zones)
    if (z.space == kNone && z.family == family) return z.owner > 0;
  return false;
}

bool shared_zone(const GameDef& g, const std::string& family) {
  for (const auto& z : g.kit.zones)
    if (z.space == kNone && z.family == family) return z.owner == 0;
  return false;
}

// rb.zone("stash") for a zone each player has, or rb.zone("pile", p) for a shared one.
void scan_zone_calls(const LintTarget& t, const std::vector<CodeLine>& lines, Findings& out) {
  static const std::regex zone(R"re(\brb\.zone(\()\s*"(\w+)")re");
  for (const auto& l : lines)
    for (auto it = std::sregex_iterator(l.text.begin(), l.text.end(), zone); it != std::sregex_iterator(); ++it) {
      const std::string family = (*it)[2];
      const int count = argument_count(l.text, size_t(it->position(1)));
      std::string problem;
      if (count == 1 && per_player_zone(*t.game, family)) problem = "each player has a zone '" + family + "': name the player, rb.zone(\"" + family + "\", p)";
      if (count == 2 && shared_zone(*t.game, family)) problem = "zone '" + family + "' is shared (not per player): call rb.zone(\"" + family + "\") without a player";
      if (!problem.empty()) out.push_back({t.rules_file.string(), l.number, int(it->position(0)) + 1, Severity::Error, problem, "api"});
    }
}

}  // namespace

void check_lua_api(const LintTarget& t, Findings& out) {
  const RulesRuntime::ApiNames api = RulesRuntime::api_names(*t.game);
  const auto lines = code_lines(t.rules_source);
  scan_names(t, lines, R"(\brb\.([A-Za-z_]\w*))", api.module, "rulebook API field", "api", out);
  scan_names(t, lines, R"(\b(?:s|state):([A-Za-z_]\w*)\s*\()", api.state, "State method", "api", out);
  scan_names(t, lines, R"(\b(?:list|out):([A-Za-z_]\w*)\s*\()", api.list, "move list method", "api", out);
  scan_argument_counts(t, lines, out);
  scan_zone_calls(t, lines, out);
}

}  // namespace rb
