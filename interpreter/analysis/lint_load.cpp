// Lint pass: the files load (duplicate keys, extends, keys, types, values) into a Game,
// and rules.lua is there, compiles and defines its entry points.
#include <fstream>
#include <sstream>

#include "analysis/lint.h"
#include "core/suggest.h"
#include "engine/engine.h"
#include "load/game_loader.h"
#include "load/load_error.h"

namespace rb {
namespace {

namespace fs = std::filesystem;

std::string first_quoted(const std::string& message) {
  const auto start = message.find('\''), end = start == std::string::npos ? start : message.find('\'', start + 1);
  return end == std::string::npos ? "" : message.substr(start + 1, end - start - 1);
}

// rules: names a file that is not there: say so at `rules:`, with the .lua files there are.
bool rules_file_exists(const LintTarget& t, Findings& out) {
  if (fs::is_regular_file(t.rules_file)) return true;
  std::vector<std::string> lua;
  for (const auto& e : fs::directory_iterator(t.game->dir))
    if (e.path().extension() == ".lua") lua.push_back(e.path().filename().string());
  const std::string near = closest(t.game->rules_file, lua);
  const Position at = find_text(t.file, "rules:");
  out.push_back({t.file.string(), at.line, at.column, Severity::Error,
                 "rules file '" + t.game->rules_file + "' does not exist" + (near.empty() ? "" : "; did you mean '" + near + "'?"), "load"});
  return false;
}

// A missing entry point is often one declared `local function apply`.
Finding missing_entry(const LintTarget& t, const std::string& error) {
  Finding f = rule_finding(error, t, "rules");
  const std::string name = first_quoted(f.message);
  const Position local = find_text(t.rules_file, "local function " + name + "(");
  if (local.line > 0) {
    f.line = local.line, f.column = local.column;
    f.message = "'" + name + "' is declared local: the runtime only sees global entry points; remove `local`";
  } else {
    f.message += "; define `function " + name + "(...)` at the top level of " + t.rules_file.filename().string();
  }
  return f;
}

std::string read_file(const fs::path& file) {
  std::ifstream in(file);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The game folder as the user named it: the given file's folder, or the nearest one above
// that is the game's (a variant sits in variants/).
fs::path shown_dir(const fs::path& file, const fs::path& game_dir) {
  std::error_code ec;
  if (file.parent_path().empty() && fs::equivalent(".", game_dir, ec)) return "";
  for (fs::path dir = file.parent_path(); !dir.empty(); dir = dir.parent_path()) {
    if (fs::equivalent(dir, game_dir, ec)) return dir;
    if (dir == dir.parent_path()) break;
  }
  return game_dir;
}

}  // namespace

void check_load(LintTarget& t, const LintOptions& o, Findings& out) {
  try {
    t.game = load_game(LoadRequest{t.file, {}, {}});
  } catch (const LoadError& e) {
    out.push_back(load_error_finding(e));
    return;
  }
  t.game_dir = shown_dir(t.file, t.game->dir);
  t.rules_file = t.game_dir / t.game->rules_file;
  if (!rules_file_exists(t, out)) return;
  t.rules_source = read_file(t.rules_file);
  try {
    Engine engine(t.game, o.limits);
    t.rules_load = true;
  } catch (const RuleError& e) {
    const std::string what = e.what();
    out.push_back(what.find("define no function") != std::string::npos ? missing_entry(t, what) : rule_finding(what, t, "rules"));
  }
}

}  // namespace rb
