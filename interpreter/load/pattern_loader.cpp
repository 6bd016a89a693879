#include "load/pattern_loader.h"

#include <algorithm>
#include <set>


namespace rb {
namespace {

const std::vector<std::string> kOccupancy = {"any", "empty", "friend", "enemy", "not_friend", "not_enemy", "occupied"};

Occupancy read_occupancy(const YAML::Node& map, const std::string& key, Occupancy fallback, const YamlReader& in) {
  return map[key] ? Occupancy(in.pick(map[key], "condition", kOccupancy)) : fallback;
}

int index_of(const std::vector<std::string>& names, const YAML::Node& n, const std::string& what, const YamlReader& in) {
  return in.pick(n, what, names);
}

// pieces: {set: pawn, kind: pawn}: each player's own components that match.
void read_pieces(const YAML::Node& n, const GameDef& game, MovePattern& p, const YamlReader& in) {
  in.only_keys(n, {"set", "kind"});
  const int set = n["set"] ? index_of(game.kit.sets, n["set"], "component set", in) : -1;
  const int kind = n["kind"] ? index_of(game.kit.kinds, n["kind"], "component kind", in) : -1;
  p.pieces.assign(game.setup.players, {});
  for (int32_t c = 0; c < int32_t(game.kit.components.size()); ++c) {
    const int owner = game.kit.components[c].owner;
    if (owner < 1 || owner > game.setup.players) continue;
    if ((set < 0 || game.kit.component_set[c] == set) && (kind < 0 || game.kit.component_kind[c] == kind))
      p.pieces[owner - 1].push_back(c);
  }
}

std::vector<std::string> all_relation_names(const GameDef& game) {
  std::set<std::string> names;
  for (const Board& b : game.spaces.boards)
    for (const auto& n : b.relation_names()) names.insert(n);
  return {names.begin(), names.end()};
}

}  // namespace

std::vector<std::vector<int>> read_relations(const YAML::Node& list, const GameDef& game, const YamlReader& in) {
  std::vector<std::vector<int>> per_board(game.spaces.boards.size());
  for (const std::string& name : in.texts(list)) {
    bool found = false;
    for (size_t b = 0; b < game.spaces.boards.size(); ++b) {
      const auto& rels = game.spaces.boards[b].relations();
      for (size_t r = 0; r < rels.size(); ++r)
        if (rels[r].name == name) per_board[b].push_back(int(r)), found = true;
    }
    if (!found) in.unknown(list, "relation", name, all_relation_names(game));
  }
  return per_board;
}

std::vector<std::vector<std::vector<int>>> read_player_relations(const YAML::Node& n, const GameDef& game, const YamlReader& in) {
  std::vector<std::vector<std::vector<int>>> out(game.setup.players, std::vector<std::vector<int>>(game.spaces.boards.size()));
  if (!n.IsMap()) {
    for (auto& per_player : out) per_player = read_relations(n, game, in);
    return out;
  }
  for (const auto& kv : n) {
    int64_t player = 0;
    if (!parse_integer(kv.first.Scalar(), player) || player < 1 || player > game.setup.players)
      in.fail(kv.first, "relations per player are keyed by player 1.." + std::to_string(game.setup.players) + ", got '" +
                            kv.first.Scalar() + "'");
    out[player - 1] = read_relations(kv.second, game, in);
  }
  return out;
}

namespace {

// distance: 1, or {min: 1, max: 7}; no max slides to the edge of the board.
void read_distance(const YAML::Node& map, MovePattern& p, const YamlReader& in) {
  const YAML::Node n = map["distance"];
  if (!n) return;
  if (n.IsMap()) {
    in.only_keys(n, {"min", "max"});
    p.min = int(in.integer_or(n, "min", 1));
    p.max = n["max"] ? int(in.integer(n["max"])) : kNone;
  } else {
    p.min = p.max = int(in.integer(n));
  }
  if (p.min < 1 || (p.max != kNone && p.max < p.min)) in.fail(n, "distance: expected 1 <= min <= max");
}

void check_action_args(const ActionDef& a, bool place, const YAML::Node& n, const YamlReader& in) {
  const bool ok = place ? a.args.size() == 1 && a.args[0].type == ArgType::Space
                        : a.args.size() == 2 && a.args[0].type == ArgType::Space && a.args[1].type == ArgType::Space;
  if (!ok)
    in.fail(n, "action '" + a.name + "' has " + (place ? "a placement pattern, so it must take one space argument (to)"
                                                       : "movement patterns, so it must take two space arguments (from, to)"));
}

// boards: grid, or [a, b]: by name.
std::vector<int> read_boards(const YAML::Node& n, const GameDef& game, const YamlReader& in) {
  std::vector<std::string> names;
  for (const Board& b : game.spaces.boards) names.push_back(b.name);
  std::vector<int> out;
  for (const std::string& name : in.texts(n)) {
    const auto at = std::find(names.begin(), names.end(), name);
    if (at == names.end()) in.unknown(n, "board", name, names);
    out.push_back(int(at - names.begin()));
  }
  return out;
}

// place: {set: disc} onto `boards` (default every board); falls: s drops it along `s`.
MovePattern read_placement(const YAML::Node& n, const GameDef& game, int action, const YamlReader& in) {
  in.only_keys(n, {"place", "boards", "falls", "to", "description"});
  MovePattern p;
  p.action = action;
  p.place = true;
  read_pieces(n["place"], game, p, in);
  if (n["boards"]) p.boards = read_boards(n["boards"], game, in);
  else for (size_t b = 0; b < game.spaces.boards.size(); ++b) p.boards.push_back(int(b));
  p.falls.assign(game.spaces.boards.size(), kNone);
  if (n["falls"]) {
    const auto per_board = read_relations(n["falls"], game, in);
    for (size_t b = 0; b < per_board.size(); ++b)
      if (!per_board[b].empty()) p.falls[b] = per_board[b].front();
  }
  p.to = read_occupancy(n, "to", Occupancy::Empty, in);
  compile_shifts(game, p);
  return p;
}

MovePattern read_pattern(const YAML::Node& n, const GameDef& game, int action, const YamlReader& in) {
  if (n["place"]) return read_placement(n, game, action, in);
  in.only_keys(n, {"pieces", "directions", "distance", "over", "to", "description"});
  MovePattern p;
  p.action = action;
  read_pieces(in.require(n, "pieces"), game, p, in);
  p.relations = read_player_relations(in.require(n, "directions"), game, in);
  read_distance(n, p, in);
  p.over = read_occupancy(n, "over", Occupancy::Empty, in);
  p.to = read_occupancy(n, "to", Occupancy::Empty, in);
  p.may_repeat = pattern_may_repeat(game, p);
  compile_shifts(game, p);
  return p;
}

}  // namespace

void read_patterns(const YAML::Node& doc, GameDef& game, const YamlReader& in) {
  const YAML::Node map = doc["actions"];
  for (const auto& kv : map) {
    if (!kv.second.IsMap() || !kv.second["patterns"]) continue;
    const YAML::Node list = kv.second["patterns"];
    const int action = game.actions.index.at(kv.first.Scalar());
    if (!list.IsSequence()) in.fail(list, "patterns: expected a list of {pieces, directions, distance, over, to} or {place, falls, to}");
    for (const auto& n : list) {
      check_action_args(game.actions.list[action], bool(n["place"]), n, in);
      game.actions.patterns.push_back(read_pattern(n, game, action, in));
    }
  }
}

}  // namespace rb
