#include "analysis/scenario.h"

#include <algorithm>

#include "analysis/scenario_expect.h"
#include "analysis/scenario_keys.h"
#include "analysis/scenario_position.h"
#include "engine/move_sequence.h"
#include "core/file_io.h"
#include "load/duplicate_keys.h"
#include "load/merge_keys.h"
#include "load/overlay.h"
#include "load/game_loader.h"
#include "load/yaml_access.h"
#include "load/yaml_json.h"

namespace rb {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// "a; b" or a list, as a list of strings.
std::vector<std::string> words(const json& j) {
  std::vector<std::string> out;
  if (j.is_string()) {
    const std::string text = j.get<std::string>();
    size_t start = 0;
    while (start <= text.size()) {
      size_t end = std::min(text.find(';', start), text.size());
      std::string part = text.substr(start, end - start);
      part.erase(0, part.find_first_not_of(" \t\n"));
      part.erase(part.find_last_not_of(" \t\n") + 1);
      if (!part.empty()) out.push_back(part);
      start = end + 1;
    }
  } else if (j.is_array()) {
    for (const auto& w : j) out.push_back(w.is_string() ? w.get<std::string>() : w.dump());
  }
  return out;
}

std::string scalar_text(const json& v) { return v.is_string() ? v.get<std::string>() : v.dump(); }

ScenarioSetting setting_of(const fs::path& file, const json& top, const json& c) {
  ScenarioSetting s;
  const fs::path dir = file.parent_path();
  s.game = dir / c.value("game", top.value("game", std::string("..")));
  for (const auto& v : c.value("variants", top.value("variants", json::array()))) s.variants.push_back(dir / v.get<std::string>());
  for (const auto* src : {&top, &c}) {
    const json params = src->value("params", json::object());
    for (const auto& [k, v] : params.items()) s.params[k] = scalar_text(v);
  }
  s.seed = c.value("seed", top.value("seed", uint64_t(1)));
  s.state = c.value("state", json::object());
  s.chance = words(c.value("chance", json::array()));
  s.moves = words(c.value("moves", json::array()));
  return s;
}

void run_case(const fs::path& file, const json& top, const json& c, const ScenarioOptions& o, CaseResult& r) {
  const ScenarioSetting s = setting_of(file, top, c);
  check_inside_game_of(file, s.game, s.variants);
  auto game = load_game(LoadRequest{s.game, s.variants, s.params});
  Engine engine(game);
  Chance chance;
  chance.forced.assign(s.chance.begin(), s.chance.end());
  State state = edit_state(*game, engine.new_game(s.seed, &chance), s.state);
  const json expect = c.value("expect", json::object());
  size_t applied = 0;
  const std::string error = apply_move_texts(engine, state, chance, s.moves, applied, o.trace ? &r.trace : nullptr);
  check_error(expect, error, applied, s.moves.size(), r.failures);
  if (r.failures.empty()) {
    check_state(engine, state, c.value("as", 0), expect, r.failures);
    check_perft(engine, state, expect, o.slow, r.failures);
  }
  const std::string changed = engine.changed_by_games();
  if (!changed.empty()) r.failures.push_back(changed + "; rule state belongs in the State: declare a variable");
}

// A case's `name`, or "case N" when it has none that is text (a case may not even be a map).
std::string case_name(const json& c, size_t n) {
  if (c.is_object() && c.contains("name") && c["name"].is_string()) return c["name"].get<std::string>();
  return "case " + std::to_string(n);
}

json read_yaml(const fs::path& file) {
  const YAML::Node node = YAML::Load(read_file_capped(file));
  check_duplicate_keys(node, file.string());
  expand_merge_keys(node, file.string());
  check_scenario_keys(node, file.string());
  return yaml_to_json(node);
}

}  // namespace

std::vector<CaseResult> run_scenario_file(const fs::path& file, const ScenarioOptions& options) {
  std::vector<CaseResult> results;
  json top;
  try {
    if (const std::string error = outside_link_error(file); !error.empty()) throw std::runtime_error(error);
    top = read_yaml(file);
    if (!top.is_object() || !top.contains("cases") || !top["cases"].is_array())
      throw std::runtime_error("a scenario file needs a list of `cases`");
  } catch (const std::exception& e) {
    return {CaseResult{file.string(), "(file)", {e.what()}, {}}};
  }
  for (const auto& c : top["cases"]) {
    CaseResult r{file.string(), case_name(c, results.size() + 1), {}, {}};
    try {
      run_case(file, top, c, options, r);
    } catch (const std::exception& e) {
      r.failures.push_back(e.what());
    }
    results.push_back(std::move(r));
  }
  return results;
}

std::vector<fs::path> find_scenarios(const fs::path& path) {
  std::vector<fs::path> out;
  if (fs::is_regular_file(path)) return {path};
  if (fs::is_directory(path / "tests")) {
    for (const auto& e : fs::directory_iterator(path / "tests"))
      if (e.path().extension() == ".yaml") out.push_back(e.path());
  } else if (fs::is_directory(path)) {
    for (const auto& e : fs::directory_iterator(path))
      if (fs::is_directory(e.path() / "tests"))
        for (const auto& f : find_scenarios(e.path())) out.push_back(f);
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace rb
