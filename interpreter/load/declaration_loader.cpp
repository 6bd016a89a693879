#include "load/declaration_loader.h"

namespace rb {
namespace {

Visibility read_visibility(const YAML::Node& map, const YamlReader& in) {
  const std::string v = in.text_or(map, "visibility", "all");
  if (v == "all") return Visibility::All;
  if (v == "owner") return Visibility::Owner;
  if (v == "hidden") return Visibility::Hidden;
  in.fail(map["visibility"], "unknown visibility '" + v + "'; expected one of: all, owner, hidden");
}

std::vector<VarDef> read_var_list(const YAML::Node& list, const YamlReader& in) {
  std::vector<VarDef> out;
  if (!list) return out;
  if (!list.IsSequence()) in.fail(list, "expected a list of {id, initial, visibility}");
  for (const auto& n : list) {
    in.only_keys(n, {"id", "initial", "visibility", "description"});
    out.push_back({in.text(in.require(n, "id")), in.word_or(n, "initial", 0), read_visibility(n, in)});
  }
  return out;
}

ArgDef read_arg(const YAML::Node& n, const YamlReader& in) {
  in.only_keys(n, {"name", "type", "choices", "min", "max"});
  ArgDef a;
  a.name = in.text(in.require(n, "name"));
  const std::string type = in.text_or(n, "type", n["choices"] ? "choice" : "number");
  if (type == "space") a.type = ArgType::Space;
  else if (type == "piece") a.type = ArgType::Piece;
  else if (type == "number") a.type = ArgType::Number;
  else if (type == "choice") a.type = ArgType::Choice;
  else in.fail(n["type"], "unknown argument type '" + type + "'; expected one of: space, piece, number, choice");
  if (a.type == ArgType::Choice) a.choices = in.texts(in.require(n, "choices"));
  a.min = in.integer_or(n, "min", INT32_MIN);
  a.max = in.integer_or(n, "max", INT32_MAX);
  return a;
}

}  // namespace

void read_zones(const YAML::Node& doc, GameDef& game, const YamlReader& in) {
  const YAML::Node list = doc["zones"];
  if (!list) return;
  for (const auto& n : list) {
    in.only_keys(n, {"id", "per_player", "visibility", "description"});
    ZoneDef z;
    z.family = in.text(in.require(n, "id"));
    z.visibility = read_visibility(n, in);
    const bool per_player = in.boolean_or(n, "per_player", false);
    for (int p = per_player ? 1 : 0; p <= (per_player ? game.setup.players : 0); ++p) {
      z.owner = p;
      z.name = per_player ? z.family + "." + std::to_string(p) : z.family;
      if (game.kit.zone_index.count(z.name)) in.fail(n, "zone '" + z.name + "' is declared twice or names a space");
      game.kit.zone_index[z.name] = int32_t(game.kit.zones.size());
      game.kit.zones.push_back(z);
    }
  }
}

void read_variables(const YAML::Node& doc, GameDef& game, const YamlReader& in) {
  const YAML::Node vars = doc["variables"];
  if (!vars) return;
  in.only_keys(vars, {"global", "player"});
  game.kit.global_vars = read_var_list(vars["global"], in);
  game.kit.player_vars = read_var_list(vars["player"], in);
}

// Why space s's start value v of property `id` is refused: where v came from, and the range.
std::string outside_start(const GameDef& game, const std::string& id, int32_t s, int32_t v) {
  const auto [least, most] = game.spaces.prop_ranges.back();
  const bool attribute = game.spaces.boards[size_t(game.spaces.board_of[size_t(s)])].has_attribute(id);
  const std::string from = attribute ? " (its board's attribute, 0 where a space does not set it)" : "";
  return "space property '" + id + "': " + game.spaces.names[size_t(s)] + " starts at " + std::to_string(v) + from +
         ", outside min " + std::to_string(least) + " to max " + std::to_string(most);
}

void read_space_properties(const YAML::Node& doc, GameDef& game, const YamlReader& in) {
  const YAML::Node list = doc["space_properties"];
  if (!list) return;
  const int spaces = int(game.spaces.names.size());
  for (const auto& n : list) {
    in.only_keys(n, {"id", "initial", "min", "max", "description"});
    const std::string id = in.text(in.require(n, "id"));
    const int32_t initial = in.word_or(n, "initial", 0);
    const int32_t least = in.word_or(n, "min", INT32_MIN), most = in.word_or(n, "max", INT32_MAX);
    if (least > most)
      in.fail(n["min"], "space property '" + id + "': min " + std::to_string(least) + " is above max " + std::to_string(most));
    game.spaces.prop_names.push_back(id);
    game.spaces.prop_ranges.emplace_back(least, most);
    for (int32_t s = 0; s < spaces; ++s) {
      const auto [b, local] = game.spaces.local(s);
      const Board& board = game.spaces.boards[b];
      const int32_t v = board.has_attribute(id) ? board.attribute(id, local) : initial;
      if (v < least || v > most) in.fail(board.has_attribute(id) || !n["initial"] ? n : n["initial"], outside_start(game, id, s, v));
      game.spaces.prop_initial.push_back(v);
    }
  }
}

void read_actions(const YAML::Node& doc, GameDef& game, const YamlReader& in) {
  const YAML::Node map = in.require(doc, "actions");
  if (!map.IsMap()) in.fail(map, "actions: expected a map of name: {args: [...]}");
  for (const auto& kv : map) {
    ActionDef a;
    a.name = kv.first.Scalar();
    if (kv.second.IsMap()) {
      in.only_keys(kv.second, {"args", "patterns", "effects", "ends", "turn", "description", "rare"});
      a.description = in.text_or(kv.second, "description", "");
      a.rare = in.boolean_or(kv.second, "rare", false);
      if (kv.second["args"])
        for (const auto& arg : kv.second["args"]) a.args.push_back(read_arg(arg, in));
    }
    if (a.args.size() > size_t(kMaxArgs)) in.fail(kv.second, "an action takes at most 3 arguments");
    game.actions.index[a.name] = int(game.actions.list.size());
    game.actions.list.push_back(std::move(a));
  }
}

}  // namespace rb
