#include "load/game_loader.h"

#include "core/suggest.h"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "load/appearance_loader.h"
#include "load/board_loader.h"
#include "load/component_loader.h"
#include "load/declaration_loader.h"
#include "load/overlay.h"
#include "load/parameters.h"
#include "load/effect_loader.h"
#include "load/pattern_loader.h"
#include "load/yaml_json.h"

namespace rb {
namespace {

constexpr int64_t kDefaultMaxPlies = 10000, kMostMaxPlies = 1000000;

const std::vector<std::string> kTopKeys = {
    "name", "title", "source", "description", "players", "parameters", "cooperative", "max_plies",
    "boards", "components", "dice", "zones", "variables", "space_properties", "actions", "rules", "data",
    "appearance", "agents"};

// The presets a game may tune (agents/agent_spec.cpp's catalogue; a test keeps them alike).
const std::vector<std::string> kPresetNames = {"strong", "fast"};

// `agents: {strong: "ismcts:iterations=300,depth=20"}`: texts the CLI parses as agents.
void read_agent_presets(const YAML::Node& doc, GameDef& game, const YamlReader& in) {
  const YAML::Node a = doc["agents"];
  if (!a) return;
  if (!a.IsMap()) in.fail(a, "agents: expected a map from a preset (" + listed(kPresetNames) + ") to an agent, e.g. strong: ismcts:iterations=300");
  in.only_keys(a, kPresetNames);
  for (const auto& kv : a) {
    const auto mark = kv.second.Mark();
    game.agent_presets.push_back({kv.first.as<std::string>(), in.text(kv.second), in.file_of(kv.second), mark.line + 1, mark.column + 1});
  }
}

// Boards in order, per-player boards once per player; global names "p2.T3.2" for those.
void add_boards(GameDef& game, std::vector<BoardEntry> entries, const YamlReader& in) {
  for (auto& e : entries) {
    for (int p = e.per_player ? 1 : 0; p <= (e.per_player ? game.setup.players : 0); ++p) {
      const std::string prefix = e.per_player ? "p" + std::to_string(p) + "." : "";
      const int32_t offset = int32_t(game.spaces.names.size());
      game.spaces.board_offset.push_back(offset);
      for (int32_t s = 0; s < e.board.size(); ++s) {
        const std::string name = prefix + e.board.space_name(s);
        if (game.spaces.index.count(name)) throw LoadError(in.file, 0, 0, "space '" + name + "' is on two boards");
        game.spaces.index[name] = offset + s;
        game.spaces.names.push_back(name);
        game.kit.zones.push_back({name, e.board.name, p, Visibility::All, offset + s});
        game.kit.zone_index[name] = offset + s;
        game.spaces.board_of.push_back(int32_t(game.spaces.boards.size()));
      }
      game.spaces.boards.push_back(e.board);
    }
  }
}

std::string hash_files(const std::vector<std::filesystem::path>& files) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (const auto& f : files) {
    std::ifstream in(f, std::ios::binary);
    for (char c; in.get(c);) h = (h ^ uint8_t(c)) * 0x100000001b3ull;
  }
  std::ostringstream out;
  out << std::hex << h;
  return out.str();
}

void read_metadata(const YAML::Node& doc, GameDef& game, const YamlReader& in) {
  in.only_keys(doc, kTopKeys);
  game.name = in.text(in.require(doc, "name"));
  game.title = in.text_or(doc, "title", game.name);
  game.setup.cooperative = in.boolean_or(doc, "cooperative", false);
  const int64_t cap = in.integer_or(doc, "max_plies", kDefaultMaxPlies);
  if (cap < 1 || cap > kMostMaxPlies)  // every game ends: sim and play cut it off here
    in.fail(doc["max_plies"], "max_plies must be from 1 to " + std::to_string(kMostMaxPlies) + ", got " + std::to_string(cap));
  game.setup.max_plies = int(cap);
  game.source.rules_file = in.text_or(doc, "rules", "rules.lua");
  if (!path_inside(game.source.dir / game.source.rules_file, game.source.dir))
    in.fail(doc["rules"], "rules file '" + game.source.rules_file + "' is outside the game folder");
  if (doc["rules"] && !std::filesystem::exists(game.source.dir / game.source.rules_file)) {
    std::vector<std::string> lua_files;
    for (const auto& e : std::filesystem::directory_iterator(game.source.dir))
      if (e.path().extension() == ".lua") lua_files.push_back(e.path().filename().string());
    const std::string near = closest(game.source.rules_file, lua_files);
    in.fail(doc["rules"], "rules file '" + game.source.rules_file + "' does not exist" +
                                                       (near.empty() ? "" : "; did you mean '" + near + "'?"));
  }
  if (doc["data"]) game.data = yaml_to_json(doc["data"]);
  read_agent_presets(doc, game, in);
}

int32_t intern(std::vector<std::string>& names, const std::string& name) {
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == name) return int32_t(i);
  names.push_back(name);
  return int32_t(names.size() - 1);
}

void index_kinds_and_sets(GameDef& game) {
  for (const auto& c : game.kit.components) {
    game.kit.component_kind.push_back(intern(game.kit.kinds, c.kind));
    game.kit.component_owner.push_back(int32_t(c.owner));
    game.kit.component_set.push_back(intern(game.kit.sets, c.set));
  }
}

void read_body(const YAML::Node& doc, GameDef& game, const YamlReader& in) {
  add_boards(game, read_boards(doc, in, game.setup.players), in);
  game.kit.components = read_components(doc, game.setup.players, in);
  for (size_t c = 0; c < game.kit.components.size(); ++c) {
    if (game.kit.component_index.count(game.kit.components[c].name))
      throw LoadError(in.file, 0, 0, "two components are named '" + game.kit.components[c].name + "'");
    game.kit.component_index[game.kit.components[c].name] = int32_t(c);
  }
  index_kinds_and_sets(game);
  game.kit.dice = read_dice(doc, in);
  read_zones(doc, game, in);
  read_variables(doc, game, in);
  read_space_properties(doc, game, in);
  read_actions(doc, game, in);
  read_patterns(doc, game, in);
  read_declared_effects(doc, game, in);
  read_appearance(doc, game, in);
}

// The placements' lists of pieces, per pattern and player, that the State keeps a hint
// for (Layout::hint_pieces); a list sharing a component with an earlier one, or naming one
// twice, gets none.
std::vector<std::vector<int32_t>> placement_lists(GameDef& game) {
  std::vector<std::vector<int32_t>> lists;
  std::vector<bool> taken(game.kit.components.size(), false);
  for (MovePattern& p : game.actions.patterns) {
    p.hints.assign(p.pieces.size(), -1);
    if (!p.place) continue;
    for (size_t player = 0; player < p.pieces.size(); ++player) {
      const auto& pieces = p.pieces[player];
      if (std::any_of(pieces.begin(), pieces.end(), [&](int32_t c) { return taken[size_t(c)]; })) continue;
      std::vector<int32_t> sorted = pieces;
      std::sort(sorted.begin(), sorted.end());
      if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) continue;
      for (int32_t c : pieces) taken[size_t(c)] = true;
      p.hints[player] = int(lists.size());
      lists.push_back(pieces);
    }
  }
  return lists;
}

void compute_layout(GameDef& game) {
  Layout& l = game.layout;
  l.players = game.setup.players;
  l.spaces = int(game.spaces.names.size());
  l.space_props = int(game.spaces.prop_names.size());
  l.components = int(game.kit.components.size());
  l.zones = int(game.kit.zones.size());
  l.player_vars = int(game.kit.player_vars.size());
  l.global_vars = int(game.kit.global_vars.size());
  if (l.zones > Layout::kMaxZones)
    throw LoadError(game.source.files.front().string(), 0, 0, "more than " + std::to_string(Layout::kMaxZones) + " zones (spaces and declared zones) in all");
  std::vector<int32_t> board_sizes;
  for (const Board& b : game.spaces.boards) board_sizes.push_back(b.size());
  l.compute(board_sizes, game.kit.component_owner, placement_lists(game), game.spaces.prop_ranges);
}

}  // namespace

std::shared_ptr<const GameDef> load_game(const LoadRequest& request) {
  ResolvedDocument doc = resolve_document(request.path);
  for (const auto& v : request.variants) stack_variant(doc, v);
  auto game = std::make_shared<GameDef>();
  game->source.dir = doc.game_dir;
  game->source.files = doc.files;
  game->source.load_path = request.path;
  game->source.load_variants = request.variants;
  YamlReader in{doc.files.front().string(), {}, nullptr};
  for (size_t i = doc.files.size(); i-- > 1;) in.sources.emplace_back(doc.files[i].string(), doc.roots[i]);
  game->setup.params = read_parameters(doc.node, in);
  resolve_parameters(game->setup.params, request.params, request.path.string());
  game->setup.players = std::stoi(game->setup.params.front().value);
  game->setup.min_players = int(game->setup.params.front().min);
  game->setup.max_players = int(game->setup.params.front().max);
  in.params = &game->setup.params;
  read_metadata(doc.node, *game, in);
  read_body(doc.node, *game, in);
  compute_layout(*game);
  game->source.hash = hash_files(game->source.files);
  return game;
}

}  // namespace rb
