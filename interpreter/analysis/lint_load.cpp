// Lint pass: the files load (YAML syntax, duplicate keys, extends, keys, types, values),
// and the rules load and set up a game (Lua syntax, entry points, setup errors).
#include <regex>

#include "analysis/lint.h"
#include "engine/engine.h"
#include "load/game_loader.h"
#include "load/load_error.h"

namespace rb {
namespace {

std::string check_name(const std::string& message) {
  if (message.rfind("duplicate key", 0) == 0) return "duplicate-key";
  if (message.find("unknown key") != std::string::npos) return "unknown-key";
  if (message.find("extends") != std::string::npos || message.find("outside the game folder") != std::string::npos) return "extends";
  if (message.find("parameter") != std::string::npos) return "parameter";
  return "load";
}

// "path:12: message" (a Lua error) as a finding; the position is optional.
Finding from_rule_error(const std::string& text, const std::string& fallback_file, const std::string& check) {
  static const std::regex with_line(R"(^([^:\n]+):(\d+): ([^\n]*))");
  std::smatch m;
  if (std::regex_search(text, m, with_line)) return {m[1], std::stoi(m[2]), 1, Severity::Error, m[3], check};
  return {fallback_file, 0, 0, Severity::Error, text.substr(0, text.find('\n')), check};
}

}  // namespace

void check_load(LintTarget& t, Findings& out) {
  try {
    t.game = load_game(LoadRequest{t.file, {}, {}});
    t.game_dir = t.game->dir;
  } catch (const LoadError& e) {
    out.push_back({e.file, e.line, e.column, Severity::Error, e.bare, check_name(e.bare)});
    return;
  }
  const std::string rules = (t.game->dir / t.game->rules_file).string();
  try {
    Engine engine(t.game);
    engine.new_game(1);
  } catch (const RuleError& e) {
    out.push_back(from_rule_error(e.what(), rules, "rules"));
  }
}

}  // namespace rb
