#include "load/appearance_loader.h"

#include <algorithm>

namespace rb {
namespace {

std::string listing(const std::vector<std::string>& names) {
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

// Fails unless `name` is one of `known`, listing them.
void check_name(const YAML::Node& at, const std::string& name, const std::vector<std::string>& known,
                const std::string& what, const YamlReader& in) {
  if (std::find(known.begin(), known.end(), name) == known.end())
    in.fail(at, "unknown " + what + " '" + name + "'; expected one of: " + listing(known));
}

void check_choice(const YAML::Node& map, const std::string& key, const std::vector<std::string>& allowed,
                  const YamlReader& in) {
  if (map[key]) check_name(map[key], in.text(map[key]), allowed, key, in);
}

ColourHint read_colour(const YAML::Node& n, const YamlReader& in) {
  ColourHint c;
  if (!n) return c;
  if (n.IsScalar()) return c.fixed = in.text(n), c;
  if (!n.IsMap()) in.fail(n, "colour: expected a colour, 'owner', or {by: ATTRIBUTE, VALUE: colour ...}");
  c.by = in.text(in.require(n, "by"));
  for (const auto& kv : n)
    if (kv.first.Scalar() != "by") c.values[kv.first.Scalar()] = in.text(kv.second);
  return c;
}

KindLook read_kind(const YAML::Node& n, const YamlReader& in) {
  in.only_keys(n, {"shape", "colour", "label", "text"});
  check_choice(n, "shape", {"circle", "square", "disc", "token", "card", "die"}, in);
  KindLook k;
  k.shape = in.text_or(n, "shape", "");
  k.colour = read_colour(n["colour"], in);
  k.label = in.text_or(n, "label", "");
  if (n["text"])
    for (const auto& attr : n["text"])
      for (const auto& kv : attr.second) k.text[attr.first.Scalar()][kv.first.Scalar()] = in.text(kv.second);
  return k;
}

BoardLook read_board_look(const YAML::Node& n, const YamlReader& in) {
  in.only_keys(n, {"colour", "alternate", "line", "names"});
  return {in.text_or(n, "colour", ""), in.text_or(n, "alternate", ""), in.text_or(n, "line", ""),
          in.boolean_or(n, "names", false)};
}

SpaceLook read_space_look(const YAML::Node& n, const YamlReader& in) {
  in.only_keys(n, {"names", "tag", "attribute", "colour", "label"});
  SpaceLook s;
  if (n["names"]) s.names = in.texts(n["names"]);  // a space a variant removed is passed over
  s.tag = in.text_or(n, "tag", "");
  s.attribute = in.text_or(n, "attribute", "");
  if (s.names.empty() && s.tag.empty() && s.attribute.empty())
    in.fail(n, "appearance.spaces: each entry chooses spaces by names, tag or attribute");
  s.colour = in.text_or(n, "colour", "");
  s.label = in.text_or(n, "label", "");
  return s;
}

PropertyLook read_property(const YAML::Node& n, const YamlReader& in) {
  in.only_keys(n, {"show", "colour", "label", "labels"});
  check_choice(n, "show", {"label", "tokens", "fill", "player", "none"}, in);
  PropertyLook p;
  p.show = in.text_or(n, "show", "label");
  p.colour = in.text_or(n, "colour", "");
  p.label = in.text_or(n, "label", "");
  if (n["labels"]) p.labels = in.texts(n["labels"]);
  return p;
}

std::vector<std::string> board_names(const GameDef& g) {
  std::vector<std::string> out;
  for (const auto& b : g.spaces.boards)
    if (std::find(out.begin(), out.end(), b.name) == out.end()) out.push_back(b.name);
  return out;
}

std::vector<std::string> variable_names(const GameDef& g) {
  std::vector<std::string> out;
  for (const auto& v : g.kit.global_vars) out.push_back(v.name);
  for (const auto& v : g.kit.player_vars) out.push_back(v.name);
  return out;
}

void read_maps(const YAML::Node& a, GameDef& game, const YamlReader& in) {
  Appearance& look = game.appearance;
  if (a["kinds"])
    for (const auto& kv : a["kinds"]) {
      check_name(kv.first, kv.first.Scalar(), game.kit.kinds, "component kind", in);
      look.kinds[kv.first.Scalar()] = read_kind(kv.second, in);
    }
  if (a["boards"])
    for (const auto& kv : a["boards"]) {
      check_name(kv.first, kv.first.Scalar(), board_names(game), "board", in);
      look.boards[kv.first.Scalar()] = read_board_look(kv.second, in);
    }
  if (a["properties"])
    for (const auto& kv : a["properties"]) {
      check_name(kv.first, kv.first.Scalar(), game.spaces.prop_names, "space property", in);
      look.properties[kv.first.Scalar()] = read_property(kv.second, in);
    }
}

}  // namespace

void read_appearance(const YAML::Node& doc, GameDef& game, const YamlReader& in) {
  const YAML::Node a = doc["appearance"];
  if (!a || a.IsNull()) return;
  if (!a.IsMap()) in.fail(a, "appearance: expected a map of drawing hints");
  in.only_keys(a, {"players", "kinds", "boards", "spaces", "properties", "variables"});
  Appearance& look = game.appearance;
  if (a["players"]) look.players = in.texts(a["players"]);
  read_maps(a, game, in);
  if (a["spaces"])
    for (const auto& n : a["spaces"]) look.spaces.push_back(read_space_look(n, in));
  if (a["variables"]) {
    look.variables = in.texts(a["variables"]);
    look.list_variables = !look.variables.empty();
    for (const auto& v : look.variables) check_name(a["variables"], v, variable_names(game), "variable", in);
  }
}

}  // namespace rb
