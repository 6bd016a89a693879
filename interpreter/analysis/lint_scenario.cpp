// Lint pass: the names a scenario file uses. Each case's game loads, its State edits
// name components, zones and variables the game has, and every move it plays or expects
// parses (a known action, known spaces and pieces), each pointed at in the file.
#include <algorithm>
#include <map>
#include <regex>
#include <set>

#include <yaml-cpp/yaml.h>

#include "analysis/lint.h"
#include "analysis/scenario_position.h"
#include "core/suggest.h"
#include "core/whole_number.h"
#include "engine/move_text.h"
#include "load/game_loader.h"
#include "load/overlay.h"
#include "load/load_error.h"
#include "load/merge_keys.h"
#include "load/yaml_json.h"

namespace rb {
namespace {

namespace fs = std::filesystem;
using Games = std::map<std::string, std::shared_ptr<const GameDef>>;

struct Scenario {
  fs::path file;
  YAML::Node top;
  Games games;  // by request, so cases that share a game load it once
  std::map<std::string, std::string> load_errors;  // by request: why its game did not load
  std::set<std::pair<int, int>> load_errors_at;    // where they were reported, each place once
};

YAML::Node setting(const Scenario& sc, const YAML::Node& c, const char* key) { return c[key] ? c[key] : sc.top[key]; }

void add(const Scenario& sc, const YAML::Node& at, const std::string& message, Findings& out, Severity severity = Severity::Error) {
  out.push_back({sc.file.string(), at.Mark().line + 1, at.Mark().column + 1, severity, message, "scenario"});
}

LoadRequest request_of(const Scenario& sc, const YAML::Node& c) {
  const fs::path dir = sc.file.parent_path();
  const YAML::Node game = setting(sc, c, "game"), variants = setting(sc, c, "variants");
  LoadRequest r{dir / (game && game.IsScalar() ? game.Scalar() : ".."), {}, {}};
  if (variants && variants.IsSequence())
    for (const auto& v : variants) r.variants.push_back(dir / v.Scalar());
  for (const YAML::Node& params : {sc.top["params"], c["params"]})  // the case's over the file's, as `test` runs it
    if (params && params.IsMap())
      for (const auto& kv : params) r.params[kv.first.Scalar()] = kv.second.Scalar();
  return r;
}

// Where a load error is the case's to fix: the parameter it names (`parameter size=50: ...`,
// `unknown parameter 'szie'`), as the case or the file sets it; else the game's line.
YAML::Node blamed_node(const Scenario& sc, const YAML::Node& c, const std::string& message) {
  static const std::regex named(R"(parameter '?([A-Za-z0-9_]+)['=])");
  std::smatch m;
  if (std::regex_search(message, m, named))
    for (const YAML::Node& params : {c["params"], sc.top["params"]})
      if (params && params.IsMap() && params[m[1].str()]) return params[m[1].str()];
  const YAML::Node game = setting(sc, c, "game");
  return game ? game : c;
}

std::shared_ptr<const GameDef> game_of(Scenario& sc, const YAML::Node& c, Findings& out) {
  const LoadRequest r = request_of(sc, c);
  std::string key = r.path.string();
  for (const auto& v : r.variants) key += "|" + v.string();
  for (const auto& [k, v] : r.params) key += "|" + k + "=" + v;
  if (!sc.games.count(key)) {
    try {
      check_inside_game_of(sc.file, r.path, r.variants);
      return sc.games[key] = load_game(r);
    } catch (const LoadError& e) {
      sc.games[key] = nullptr;
      sc.load_errors[key] = e.what();
    }
  }
  if (sc.games[key]) return sc.games[key];
  // Each case whose own params the game refuses is told at its line; a file-wide cause once.
  const YAML::Node at = blamed_node(sc, c, sc.load_errors[key]);
  if (sc.load_errors_at.insert({at.Mark().line, at.Mark().column}).second)
    add(sc, at, "the case's game does not load: " + sc.load_errors[key], out);
  return nullptr;
}

// "unknown component 'runner_3'" with the nearest name the game has.
std::string with_suggestion(const GameDef& g, const std::string& message) {
  static const std::regex unknown(R"(unknown [a-z ]+ '([^']+)'$)");
  std::smatch m;
  if (!std::regex_search(message, m, unknown)) return message;
  std::vector<std::string> names = g.spaces.names;
  for (const auto& c : g.kit.components) names.push_back(c.name);
  for (const auto& v : g.kit.global_vars) names.push_back(v.name);
  for (const auto& v : g.kit.player_vars) names.push_back(v.name);
  const std::string near = closest(m[1], names);
  return near.empty() ? message : message + "; did you mean '" + near + "'?";
}

// The node in `tree` (a key or a scalar) whose text is `name`.
bool find_named(const YAML::Node& tree, const std::string& name, YAML::Node& out) {
  if (tree.IsScalar() && tree.Scalar() == name) return out.reset(tree), true;
  if (tree.IsMap())
    for (const auto& kv : tree) {
      if (kv.first.Scalar() == name) return out.reset(kv.first), true;
      if (find_named(kv.second, name, out)) return true;
    }
  if (tree.IsSequence())
    for (const auto& item : tree)
      if (find_named(item, name, out)) return true;
  return false;
}

void check_state(const Scenario& sc, const GameDef& g, const YAML::Node& edits, Findings& out) {
  try {
    edit_state(g, State(g), yaml_to_json(edits));
  } catch (const std::exception& e) {
    static const std::regex quoted("'([^']+)'");
    std::smatch m;
    const std::string what = e.what();
    YAML::Node at = edits;
    if (std::regex_search(what, m, quoted)) find_named(edits, m[1], at);
    add(sc, at, "state: " + with_suggestion(g, what), out);
  }
}

// One move's text ("hop stone_1", or "2: hop stone_1" for player 2). A move that cannot
// exist is excluded for certain: only a warning, as the check says nothing.
void check_move(const Scenario& sc, const GameDef& g, const YAML::Node& move, bool excluded, Findings& out) {
  std::string text = move.Scalar();
  int64_t player = 1, named = 0;
  const auto colon = text.find(':');
  if (colon != std::string::npos && colon < 3 && parse_integer(std::string_view(text).substr(0, colon), named) && named >= 1 &&
      named <= g.setup.players)
    player = named, text = text.substr(colon + 1);
  std::string error;
  if (parse_move(g, text, int(player), error)) return;
  if (excluded) add(sc, move, "move '" + move.Scalar() + "' can never be legal (" + error + "), so excluding it checks nothing", out, Severity::Warning);
  else add(sc, move, "move '" + move.Scalar() + "': " + error, out);
}

void check_moves(const Scenario& sc, const GameDef& g, const YAML::Node& list, Findings& out, bool excluded = false) {
  if (list && list.IsSequence())
    for (const auto& m : list)
      if (m.IsScalar()) check_move(sc, g, m, excluded, out);
}

// `no_moves_for:` names pieces the game has (a misspelt one would pass, having no moves).
void check_pieces(const Scenario& sc, const GameDef& g, const YAML::Node& list, Findings& out) {
  if (!list || !list.IsSequence()) return;
  std::vector<std::string> names;
  for (const auto& c : g.kit.components) names.push_back(c.name);
  for (const auto& n : list) {
    if (!n.IsScalar() || std::find(names.begin(), names.end(), n.Scalar()) != names.end()) continue;
    const std::string near = closest(n.Scalar(), names);
    add(sc, n, "no_moves_for: unknown piece '" + n.Scalar() + "'" + (near.empty() ? "" : "; did you mean '" + near + "'?"), out);
  }
}

// expect: rows, a drawing that must fit its board as one in state: does.
void check_drawing(const Scenario& sc, const GameDef& g, const YAML::Node& rows, Findings& out) {
  try {
    drawn_spaces(g, yaml_to_json(rows), "expect.rows");
  } catch (const std::exception& e) {
    add(sc, rows, e.what(), out);
  }
}

void check_case(Scenario& sc, const YAML::Node& c, Findings& out) {
  const auto game = game_of(sc, c, out);
  if (!game) return;
  if (c["state"] && c["state"].IsMap()) check_state(sc, *game, c["state"], out);
  check_moves(sc, *game, c["moves"], out);
  const YAML::Node expect = c["expect"];
  if (!expect || !expect.IsMap()) return;
  for (const char* key : {"moves", "moves_include"}) check_moves(sc, *game, expect[key], out);
  check_moves(sc, *game, expect["moves_exclude"], out, true);
  check_pieces(sc, *game, expect["no_moves_for"], out);
  if (expect["rows"]) check_drawing(sc, *game, expect["rows"], out);
}

}  // namespace

void check_scenario(const fs::path& file, Findings& out) {
  Scenario sc{file, YAML::LoadFile(file.string()), {}, {}, {}};
  try {
    expand_merge_keys(sc.top, file.string());  // as `rulebook test` reads the file
  } catch (const LoadError& e) {
    return out.push_back({file.string(), e.line, e.column, Severity::Error, e.bare, "scenario"});  // a bad `<<`
  }
  if (!sc.top.IsMap() || !sc.top["cases"] || !sc.top["cases"].IsSequence()) return;  // the schema says so
  for (const auto& c : sc.top["cases"])
    if (c.IsMap()) check_case(sc, c, out);
}

}  // namespace rb
