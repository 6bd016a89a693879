// Lint pass: the files load (duplicate keys, extends, keys, types, values) into a Game,
// and rules.lua is there, compiles and defines its entry points.
#include <algorithm>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "analysis/lint.h"
#include "core/file_io.h"
#include "core/suggest.h"
#include "engine/engine.h"
#include "load/game_loader.h"
#include "load/load_error.h"

namespace rb {
namespace {

namespace fs = std::filesystem;

// rules: names a file that is not there: say so at `rules:`, with the .lua files there are.
bool rules_file_exists(const LintTarget& t, Findings& out) {
  if (fs::is_regular_file(t.rules_file)) return true;
  std::vector<std::string> lua;
  for (const auto& e : fs::directory_iterator(t.game->source.dir))
    if (e.path().extension() == ".lua") lua.push_back(e.path().filename().string());
  const std::string near = closest(t.game->source.rules_file, lua);
  const Position at = find_text(t.file, "rules:");
  out.push_back({t.file.string(), at.line, at.column, Severity::Error,
                 "rules file '" + t.game->source.rules_file + "' does not exist" + (near.empty() ? "" : "; did you mean '" + near + "'?"), "load"});
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

// The rules' text for the text passes; "" when it is unreadable or too large (the
// rules then fail to load with the reason).
std::string read_file(const fs::path& file) {
  try {
    return read_file_capped(file);
  } catch (const FileError&) {
    return "";
  }
}

// The game's own modules `source` requires (require "village", require("a.b")), as files
// in the game folder; the API (rulebook, rulebook.x) and missing files are not followed.
std::vector<fs::path> required_files(const std::string& source, const fs::path& game_dir) {
  static const std::regex call(R"re(\brequire\s*\(?\s*["']([A-Za-z0-9_.]+)["'])re");
  std::vector<fs::path> out;
  for (auto it = std::sregex_iterator(source.begin(), source.end(), call); it != std::sregex_iterator(); ++it) {
    std::string name = (*it)[1];
    if (name == "rulebook" || name.rfind("rulebook.", 0) == 0 || name.find("..") != std::string::npos) continue;
    std::replace(name.begin(), name.end(), '.', '/');
    if (fs::is_regular_file(game_dir / (name + ".lua"))) out.push_back(game_dir / (name + ".lua"));
  }
  return out;
}

void collect_modules(LintTarget& t) {
  std::set<fs::path> seen{fs::weakly_canonical(t.rules_file)};
  std::vector<fs::path> queue = required_files(t.rules_source, t.game_dir);
  while (!queue.empty()) {
    const fs::path file = queue.back();
    queue.pop_back();
    if (!seen.insert(fs::weakly_canonical(file)).second) continue;
    t.modules.push_back({file, read_file(file)});
    for (const auto& next : required_files(t.modules.back().source, t.game_dir)) queue.push_back(next);
  }
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
    t.game = load_game(LoadRequest{t.file, {}, o.params});
  } catch (const LoadError& e) {
    out.push_back(load_error_finding(e));
    return;
  }
  t.game_dir = shown_dir(t.file, t.game->source.dir);
  t.rules_file = t.game_dir / t.game->source.rules_file;
  if (!rules_file_exists(t, out)) return;
  t.rules_source = read_file(t.rules_file);
  collect_modules(t);
  try {
    Engine engine(t.game, o.limits);
    t.rules_load = true;
  } catch (const RuleError& e) {
    const std::string what = e.what();
    out.push_back(what.find("define no function") != std::string::npos ? missing_entry(t, what) : rule_finding(what, t, "rules"));
  }
}

std::vector<LintTarget> lua_targets(const LintTarget& t) {
  std::vector<LintTarget> out{t};
  for (const auto& m : t.modules) {
    LintTarget module = t;
    module.rules_file = m.file, module.rules_source = m.source;
    out.push_back(std::move(module));
  }
  return out;
}

std::string all_lua_source(const LintTarget& t) {
  std::string out = t.rules_source;
  for (const auto& m : t.modules) out += "\n" + m.source;
  return out;
}

}  // namespace rb
