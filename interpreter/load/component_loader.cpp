#include "load/component_loader.h"

#include <algorithm>

namespace rb {
namespace {

// Past these a game.yaml would only exhaust memory (a digit too many in `count` or `faces`);
// the State keeps component ids in 16 bits.
constexpr int64_t kMaxComponents = Layout::kMaxComponents;
constexpr int64_t kMaxFaces = 1 << 16;

// One value along an `each` axis: its name and the attributes it brings.
struct AxisItem {
  std::string name;
  std::map<std::string, int64_t> numbers;
  std::map<std::string, std::string> texts;
};
struct Axis {
  std::string name;
  std::vector<AxisItem> items;
};

const char* kPresets[][2] = {
    {"standard52",
     "{each: {rank: [{name: A, value: 1}, 2, 3, 4, 5, 6, 7, 8, 9, 10, {name: J, value: 11}, "
     "{name: Q, value: 12}, {name: K, value: 13}], suit: [clubs, diamonds, hearts, spades]}, "
     "name: '{rank}_{suit}', kind: card}"},
    {"piecepack_coins",
     "{each: {suit: [suns, moons, crowns, arms], value: [{name: blank, value: 0}, {name: ace, value: 1}, "
     "2, 3, 4, 5]}, name: '{suit}_{value}', kind: coin}"},
    {"piecepack_pawns", "{each: {suit: [suns, moons, crowns, arms]}, name: '{suit}_pawn', kind: pawn}"},
};

YAML::Node preset(const YAML::Node& entry, const YamlReader& in) {
  const std::string name = in.text(entry["deck"]);
  std::vector<std::string> names;
  for (const auto& p : kPresets) {
    if (name == p[0]) return YAML::Load(p[1]);
    names.push_back(p[0]);
  }
  in.fail(entry["deck"], "unknown deck '" + name + "'; expected one of: " + one_of(names));
}

AxisItem read_item(const std::string& axis, const YAML::Node& n, const YamlReader& in) {
  AxisItem item;
  if (n.IsMap()) {
    item.name = in.text(in.require(n, "name"));
    for (const auto& kv : n) {
      const std::string key = kv.first.Scalar();
      if (key == "name") continue;
      int64_t v = 0;
      if (key == "value") item.numbers[axis] = in.integer(kv.second);  // the axis's own number
      else if (parse_integer(in.text(kv.second), v)) item.numbers[key] = v;
      else item.texts[key] = in.text(kv.second);
    }
  } else {
    item.name = in.text(n);
  }
  item.texts[axis] = item.name;
  int64_t v = 0;
  if (!item.numbers.count(axis) && parse_integer(item.name, v)) item.numbers[axis] = v;
  return item;
}

std::vector<Axis> read_axes(const YAML::Node& each, const YamlReader& in) {
  std::vector<Axis> axes;
  if (!each) return axes;
  if (!each.IsMap()) in.fail(each, "each: expected a map of attribute: [values]");
  for (const auto& kv : each) {
    Axis axis{kv.first.Scalar(), {}};
    if (!kv.second.IsSequence()) in.fail(kv.second, "each." + axis.name + ": expected a list");
    for (const auto& item : kv.second) axis.items.push_back(read_item(axis.name, item, in));
    axes.push_back(std::move(axis));
  }
  return axes;
}

std::string fill_template(std::string pattern, const ComponentDef& c) {
  for (const auto& [key, value] : c.texts) {
    const std::string hole = "{" + key + "}";
    for (size_t at = pattern.find(hole); at != std::string::npos; at = pattern.find(hole, at + value.size()))
      pattern.replace(at, hole.size(), value);
  }
  return pattern;
}

// Calls emit for each combination of axis items (the first axis varies slowest).
template <class F>
void for_each_combination(const std::vector<Axis>& axes, size_t depth, ComponentDef& c, std::vector<int>& pos, F emit) {
  if (depth == axes.size()) return emit(c, pos);
  for (size_t i = 0; i < axes[depth].items.size(); ++i) {
    ComponentDef next = c;
    const AxisItem& item = axes[depth].items[i];
    for (const auto& kv : item.numbers) next.numbers[kv.first] = kv.second;
    for (const auto& kv : item.texts) next.texts[kv.first] = kv.second;
    pos[depth] = int(i) + 1;
    for_each_combination(axes, depth + 1, next, pos, emit);
  }
}

int owner_axis(const YAML::Node& entry, const std::vector<Axis>& axes, const YamlReader& in) {
  const YAML::Node owner = entry["owner"];
  if (!owner) return -1;
  const std::string name = in.text(owner);
  for (size_t i = 0; i < axes.size(); ++i)
    if (axes[i].name == name) return int(i);
  return -1;
}

void read_entry(YAML::Node entry, int players, const YamlReader& in, std::vector<ComponentDef>& out) {
  in.only_keys(entry, {"id", "kind", "each", "name", "owner", "count", "deck", "attributes", "description"});
  if (entry["deck"]) {
    const YAML::Node p = preset(entry, in);
    for (const auto& kv : p)
      if (!entry[kv.first.Scalar()]) entry[kv.first.Scalar()] = kv.second;
  }
  ComponentDef base;
  base.set = in.text(in.require(entry, "id"));
  base.kind = in.text_or(entry, "kind", base.set);
  if (entry["attributes"])
    for (const auto& kv : entry["attributes"]) base.texts[kv.first.Scalar()] = in.text(kv.second);
  std::vector<Axis> axes = read_axes(entry["each"], in);
  const int64_t count = in.integer_or(entry, "count", 1);
  int64_t combinations = std::max<int64_t>(count, 1);
  for (const auto& a : axes) combinations = std::min(combinations * int64_t(a.items.size()), kMaxComponents + 1);
  if (combinations > kMaxComponents)
    in.fail(entry, "this entry makes more than " + std::to_string(kMaxComponents) + " components");
  if (count > 1) {
    Axis copies{"copy", {}};
    for (int i = 1; i <= count; ++i) copies.items.push_back(read_item("copy", YAML::Node(std::to_string(i)), in));
    axes.push_back(copies);
  }
  const std::string pattern = in.text_or(entry, "name", axes.empty() ? base.set : base.set + (count > 1 ? "_{copy}" : ""));
  const int oaxis = owner_axis(entry, axes, in);
  const int64_t fixed_owner = (entry["owner"] && oaxis < 0) ? in.integer(entry["owner"]) : 0;
  std::vector<int> pos(axes.size(), 0);
  for_each_combination(axes, 0, base, pos, [&](const ComponentDef& c, const std::vector<int>& at) {
    ComponentDef def = c;
    def.owner = oaxis >= 0 ? at[oaxis] : int(fixed_owner);
    if (def.owner > players) return;
    def.name = fill_template(pattern, c);
    for (const auto& kv : c.texts) {
      int64_t v;
      if (!def.numbers.count(kv.first) && parse_integer(kv.second, v)) def.numbers[kv.first] = v;
    }
    out.push_back(std::move(def));
  });
}

// A count read where it is written, so that a mistake points at it: at least 1 copy.
void check_count(const YAML::Node& count, const YamlReader& in) {
  const int64_t n = in.integer(count);
  if (n >= 1) return;
  const bool computed = count.IsScalar() && count.Scalar().rfind("${", 0) == 0;
  in.fail(count, "count: expected at least 1 copy, got " + std::to_string(n) + (computed ? " from \"" + count.Scalar() + "\"" : ""));
}

}  // namespace

std::vector<ComponentDef> read_components(const YAML::Node& doc, int players, const YamlReader& in) {
  std::vector<ComponentDef> out;
  const YAML::Node list = doc["components"];
  if (!list) return out;
  if (!list.IsSequence()) in.fail(list, "components: expected a list");
  for (const auto& entry : list) {
    if (entry.IsMap() && entry["count"]) check_count(entry["count"], in);
    try {
      read_entry(YAML::Clone(entry), players, in, out);  // a copy: a deck preset adds keys to it
    } catch (const LoadError& e) {
      if (e.line > 0) throw;
      in.fail(entry, e.bare);  // the copy has no position: the entry's own
    }
    if (int64_t(out.size()) > kMaxComponents) in.fail(entry, "more than " + std::to_string(kMaxComponents) + " components in all");
  }
  return out;
}

std::vector<DieDef> read_dice(const YAML::Node& doc, const YamlReader& in) {
  std::vector<DieDef> out;
  const YAML::Node list = doc["dice"];
  if (!list) return out;
  for (const auto& n : list) {
    in.only_keys(n, {"id", "faces", "description"});
    DieDef die{in.text(in.require(n, "id")), {}, {}};
    const YAML::Node faces = in.require(n, "faces");
    if (faces.IsScalar()) {  // `faces: 6` is a plain 1..6 die
      if (in.integer(faces) > kMaxFaces) in.fail(faces, "a die has at most " + std::to_string(kMaxFaces) + " faces");
      for (int64_t f = 1; f <= in.integer(faces); ++f) die.labels.push_back(std::to_string(f)), die.values.push_back(f);
    } else {
      for (const auto& f : faces) {
        const AxisItem item = read_item("value", f, in);
        die.labels.push_back(item.name);
        die.values.push_back(item.numbers.count("value") ? item.numbers.at("value") : 0);
      }
    }
    if (die.labels.empty()) in.fail(faces, "a die needs at least one face");
    out.push_back(std::move(die));
  }
  return out;
}

}  // namespace rb
