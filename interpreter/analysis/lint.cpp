// `rulebook lint`: the files under the paths, the passes each one gets, and the findings
// merged (one line per mistake), sorted and printed.
#include "analysis/lint.h"

#include <algorithm>
#include <map>
#include <regex>
#include <tuple>

#include "core/data_home.h"
#include "core/nearby_path.h"
#include "load/overlay.h"

namespace rb {
namespace {

namespace fs = std::filesystem;

struct Work {
  std::vector<fs::path> documents, scenarios;  // game.yaml / variants; scenario files
};

std::vector<fs::path> yaml_files_in(const fs::path& dir) {
  std::vector<fs::path> out;
  if (fs::is_directory(dir))
    for (const auto& e : fs::directory_iterator(dir))
      if (e.path().extension() == ".yaml") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

void add_game_folder(const fs::path& dir, Work& w) {
  w.documents.push_back(dir / "game.yaml");
  for (const auto& v : yaml_files_in(dir / "variants")) w.documents.push_back(v);
  for (const auto& s : yaml_files_in(dir / "tests")) w.scenarios.push_back(s);
}

void collect(const fs::path& path, Work& w) {
  if (fs::is_regular_file(path)) {
    (path.parent_path().filename() == "tests" ? w.scenarios : w.documents).push_back(path);
  } else if (fs::exists(path / "game.yaml")) {
    add_game_folder(path, w);
  } else if (fs::is_directory(path)) {
    std::vector<fs::path> dirs;
    for (const auto& e : fs::directory_iterator(path))
      if (fs::is_directory(e.path())) dirs.push_back(e.path());
    std::sort(dirs.begin(), dirs.end());
    for (const auto& d : dirs) collect(d, w);
  }
}

fs::path schemas_dir(const LintOptions& o) {
  return o.schemas.empty() ? data_home() / "schemas" : o.schemas;
}

void lint_rules(LintTarget& t, const LintOptions& o, Findings& out) {
  check_references(t, out);
  check_connectivity(t, out);
  check_hint_bounds(t, out);
  check_player_colours(t, out);
  check_agent_presets(t, out);
  const bool is_game = t.file.filename() == "game.yaml";  // a variant shares the game's rules.lua
  if (is_game)
    for (const LintTarget& lua : lua_targets(t)) check_lua_api(lua, out), check_lua_names(lua, out), check_lua_numbers(lua, out);
  if (is_game && o.luacheck) check_luacheck(t, out);
  if (!t.rules_load) return;
  check_opening(t, o, out);
  if (o.playouts > 0) check_playouts(t, o, out);
}

// A link out of the game's folder is reported, and not read by any pass.
bool linked_from_outside(const fs::path& file, Findings& out) {
  const std::string error = outside_link_error(file);
  if (!error.empty()) out.push_back({file.string(), 0, 0, Severity::Error, error, "extends"});
  return !error.empty();
}

void lint_document(const fs::path& file, const LintOptions& o, Findings& out) {
  if (linked_from_outside(file, out) || !check_yaml_syntax(file, out)) return;
  check_schema(file, schemas_dir(o) / "game.schema.json", out);
  if (file.filename() != "game.yaml") check_variant(file, out);
  LintTarget t;
  t.file = file;
  check_load(t, o, out);
  if (t.game) lint_rules(t, o, out);
}

void lint_scenario(const fs::path& file, const LintOptions& o, Findings& out) {
  if (linked_from_outside(file, out) || !check_yaml_syntax(file, out)) return;
  check_schema(file, schemas_dir(o) / "scenario.schema.json", out);
  check_scenario(file, out);
}

// No input, however broken, stops lint: a pass that throws is itself a finding.
template <class Pass>
void guarded(const fs::path& file, Findings& out, Pass pass) {
  try {
    pass();
  } catch (const std::exception& e) {
    out.push_back({file.string(), 0, 0, Severity::Error, std::string("lint could not finish this file: ") + e.what(), "lint"});
  }
}

// Checks that see a mistake from far off (the schema, a Lua error at run time) rank
// after those that name it; on one line only the most specific errors are kept.
int generality(const std::string& check) {
  if (check == "schema" || check == "rules") return 2;
  if (check == "load" || check == "parameter" || check == "extends" || check == "opening") return 1;
  return 0;
}

void drop_superseded(Findings& out) {
  std::map<std::pair<std::string, int>, int> best;  // (file, line) -> lowest generality of an error
  for (const auto& f : out)
    if (f.severity == Severity::Error && f.line > 0) {
      auto [it, fresh] = best.emplace(std::make_pair(f.file, f.line), generality(f.check));
      if (!fresh) it->second = std::min(it->second, generality(f.check));
    }
  out.erase(std::remove_if(out.begin(), out.end(), [&](const Finding& f) {
    return f.severity == Severity::Error && f.line > 0 && generality(f.check) > best[{f.file, f.line}];
  }), out.end());
}

// A playout finding repeated for a game's variants ("with fast.yaml: ...") at the same
// place: one line, naming the variants that also show it.
void merge_variant_repeats(Findings& out) {
  static const std::regex with_variant("^with ([^:]+): (.*)$");
  std::map<std::tuple<std::string, int, int, std::string, std::string>, size_t> first;  // -> index kept
  Findings kept;
  for (const auto& f : out) {
    std::smatch m;
    const bool repeat = std::regex_match(f.message, m, with_variant);
    const std::string bare = repeat ? m[2].str() : f.message;
    auto [it, fresh] = first.emplace(std::make_tuple(f.file, f.line, f.column, f.check, bare), kept.size());
    if (fresh) kept.push_back(f);
    else if (repeat) kept[it->second].message += (kept[it->second].message.find(" (also with ") == std::string::npos ? " (also with " : ", ") + m[1].str();
  }
  for (auto& f : kept)
    if (f.message.find(" (also with ") != std::string::npos) f.message += ")";
  out = kept;
}

void sort_unique(Findings& out) {
  std::sort(out.begin(), out.end(), [](const Finding& a, const Finding& b) {
    return std::tie(a.file, a.line, a.column, a.check, a.message) < std::tie(b.file, b.line, b.column, b.check, b.message);
  });
  out.erase(std::unique(out.begin(), out.end(), [](const Finding& a, const Finding& b) {
    return a.file == b.file && a.line == b.line && a.column == b.column && a.message == b.message;
  }), out.end());
}

}  // namespace

Findings lint_paths(const std::vector<fs::path>& paths, const LintOptions& options) {
  Work w;
  Findings out;
  for (const auto& p : paths) {
    if (!fs::exists(p)) out.push_back({p.string(), 0, 0, Severity::Error, "no such file or folder" + nearby_path_hint(p), "path"});
    else collect(p, w);
  }
  for (const auto& d : w.documents) guarded(d, out, [&] { lint_document(d, options, out); });
  for (const auto& s : w.scenarios) guarded(s, out, [&] { lint_scenario(s, options, out); });
  drop_superseded(out);
  merge_variant_repeats(out);
  sort_unique(out);
  return out;
}

std::string finding_text(const Finding& f) {
  std::string pos = f.file;
  if (f.line > 0) pos += ":" + std::to_string(f.line) + ":" + std::to_string(std::max(1, f.column));
  return pos + ": " + (f.severity == Severity::Error ? "error" : "warning") + ": " + f.message + " [" + f.check + "]";
}

nlohmann::json findings_json(const Findings& findings) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& f : findings)
    list.push_back({{"file", f.file}, {"line", f.line}, {"column", f.column},
                    {"severity", f.severity == Severity::Error ? "error" : "warning"}, {"message", f.message}, {"check", f.check}});
  return {{"findings", list}, {"errors", std::count_if(findings.begin(), findings.end(), [](const Finding& f) { return f.severity == Severity::Error; })}};
}

bool has_errors(const Findings& findings) {
  return std::any_of(findings.begin(), findings.end(), [](const Finding& f) { return f.severity == Severity::Error; });
}

}  // namespace rb
