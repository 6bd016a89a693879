#include "analysis/lint.h"

#include <algorithm>
#include <fstream>
#include <sstream>


namespace rb {
namespace {

namespace fs = std::filesystem;

struct Work {
  std::vector<fs::path> documents, scenarios;  // game.yaml / variants; scenario files
};

void add_game_folder(const fs::path& dir, Work& w) {
  w.documents.push_back(dir / "game.yaml");
  std::vector<fs::path> variants;
  if (fs::is_directory(dir / "variants"))
    for (const auto& e : fs::directory_iterator(dir / "variants"))
      if (e.path().extension() == ".yaml") variants.push_back(e.path());
  std::sort(variants.begin(), variants.end());
  w.documents.insert(w.documents.end(), variants.begin(), variants.end());
  if (fs::is_directory(dir / "tests"))
    for (const auto& e : fs::directory_iterator(dir / "tests"))
      if (e.path().extension() == ".yaml") w.scenarios.push_back(e.path());
}

void collect(const fs::path& path, Work& w) {
  if (fs::is_regular_file(path)) {
    (path.parent_path().filename() == "tests" ? w.scenarios : w.documents).push_back(path);
  } else if (fs::exists(path / "game.yaml")) {
    add_game_folder(path, w);
  } else if (fs::is_directory(path)) {
    for (const auto& e : fs::directory_iterator(path))
      if (fs::is_directory(e.path())) collect(e.path(), w);
  }
}

std::string read_file(const fs::path& file) {
  std::ifstream in(file);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

fs::path schemas_dir(const LintOptions& o) {
  return o.schemas.empty() ? fs::path(RULEBOOK_SOURCE_DIR) / "schemas" : o.schemas;
}

void lint_document(const fs::path& file, const LintOptions& o, Findings& out) {
  check_schema(file, schemas_dir(o) / "game.schema.json", out);
  LintTarget t{file, {}, nullptr, "", {}};
  check_load(t, out);
  if (!t.game) return;
  t.rules_file = t.game->dir / t.game->rules_file;
  t.rules_source = read_file(t.rules_file);
  check_references(t, out);
  check_connectivity(t, out);
  const bool is_game = file.filename() == "game.yaml";
  if (is_game) check_lua_api(t, out);
  if (is_game && o.luacheck) check_luacheck(t, out);
  if (o.playouts > 0) check_playouts(t, o, out);
}

}  // namespace

Findings lint_paths(const std::vector<fs::path>& paths, const LintOptions& options) {
  Work w;
  Findings out;
  for (const auto& p : paths) {
    if (!fs::exists(p)) out.push_back({p.string(), 0, 0, Severity::Error, "no such file or folder", "path"});
    else collect(p, w);
  }
  for (const auto& d : w.documents) lint_document(d, options, out);
  for (const auto& s : w.scenarios) check_schema(s, schemas_dir(options) / "scenario.schema.json", out);
  std::sort(out.begin(), out.end(), [](const Finding& a, const Finding& b) {
    return std::tie(a.file, a.line, a.column, a.check, a.message) < std::tie(b.file, b.line, b.column, b.check, b.message);
  });
  out.erase(std::unique(out.begin(), out.end(), [](const Finding& a, const Finding& b) {
    return a.file == b.file && a.line == b.line && a.column == b.column && a.message == b.message;
  }), out.end());
  return out;
}

Position find_text(const fs::path& file, const std::string& needle, const std::string& after) {
  std::ifstream in(file);
  std::string line;
  bool armed = after.empty();
  for (int n = 1; std::getline(in, line); ++n) {
    if (!armed) armed = line.find(after) != std::string::npos;
    const auto at = line.find(needle);
    if (armed && at != std::string::npos) return {n, int(at) + 1};
  }
  return {0, 0};
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
