#include "load/effect_loader.h"

#include <algorithm>

#include "core/end_reasons.h"
#include "load/pattern_loader.h"

namespace rb {
namespace {

const std::vector<std::string> kEffects = {"capture", "move", "place"};
const std::vector<std::string> kEndings = {"line", "edge", "no_enemies", "full", "connect"};
const std::vector<std::string> kResults = {"win", "loss", "draw"};

bool moves_from_to(const ActionDef& a) {
  return a.args.size() == 2 && a.args[0].type == ArgType::Space && a.args[1].type == ArgType::Space;
}
bool lands_on_space(const ActionDef& a) { return !a.args.empty() && a.args.back().type == ArgType::Space; }

int placement_of(const GameDef& game, int action) {
  for (size_t i = 0; i < game.actions.patterns.size(); ++i)
    if (game.actions.patterns[i].action == action && game.actions.patterns[i].place) return int(i);
  return -1;
}

// capture: captured (the mover's zone of that name, or a shared one), or capture: remove.
std::vector<int32_t> capture_zones(const YAML::Node& n, const GameDef& game, const YamlReader& in) {
  std::vector<int32_t> zones(size_t(game.setup.players), kNone);
  const std::string family = in.text(n);
  if (family == "remove") return zones;
  std::vector<std::string> known = {"remove"};
  for (const ZoneDef& z : game.kit.zones)
    if (z.space == kNone && std::find(known.begin(), known.end(), z.family) == known.end()) known.push_back(z.family);
  for (int p = 1; p <= game.setup.players; ++p) {
    int zone = game.kit.zone_of_family(family, p);
    if (zone < 0) zone = game.kit.zone_of_family(family, 0);
    if (zone < 0) in.unknown(n, "zone to capture into", family, known);
    zones[size_t(p - 1)] = zone;
  }
  return zones;
}

Effect read_effect(const YAML::Node& n, const GameDef& game, int action, const YamlReader& in) {
  const ActionDef& a = game.actions.list[size_t(action)];
  Effect e;
  const YAML::Node key = n.IsMap() ? n.begin()->first : n;
  if (n.IsMap() && n.size() != 1) in.fail(n, "an effect is one of: capture: ZONE, move, place");
  e.kind = EffectKind(in.pick(key, "effect", kEffects));
  if (e.kind == EffectKind::Capture) {
    if (!n.IsMap()) in.fail(n, "capture names where captured pieces go: capture: ZONE (a zone's name) or capture: remove");
    if (!lands_on_space(a)) in.fail(n, "action '" + a.name + "' captures, so its last argument must be the space it lands on");
    e.capture_zone = capture_zones(n.begin()->second, game, in);
  } else if (e.kind == EffectKind::Move && !moves_from_to(a)) {
    in.fail(n, "action '" + a.name + "' moves a piece, so it must take two space arguments (from, to)");
  } else if (e.kind == EffectKind::Place && placement_of(game, action) < 0) {
    in.fail(n, "action '" + a.name + "' places a piece, so it needs a placement pattern ({place: {set: ...}})");
  }
  return e;
}

AxisSet read_axes(const YAML::Node& n, const GameDef& game, const YamlReader& in) {
  AxisSet axes;
  axes.per_board.resize(game.spaces.boards.size());
  if (!n || !n.IsSequence()) in.fail(n, "axes: expected a list of pairs of opposite relations, such as [[e, w], [n, s]]");
  for (const auto& pair : n) {
    const std::vector<std::string> names = in.texts(pair);
    if (names.size() != 2) in.fail(pair, "an axis is a pair of opposite relations, such as [e, w]");
    bool found = false;
    for (size_t b = 0; b < game.spaces.boards.size(); ++b) {
      const Relation *one = game.spaces.boards[b].relation(names[0]), *other = game.spaces.boards[b].relation(names[1]);
      if (one || other) axes.per_board[b].emplace_back(one, other), found = true;
    }
    if (!found) in.fail(pair, "no board has the relations '" + names[0] + "' or '" + names[1] + "'");
  }
  return axes;
}

const char* default_reason(EndKind k) {
  switch (k) {
    case EndKind::Line: return "a line";
    case EndKind::Edge: return "reached the edge";
    case EndKind::NoEnemies: return "no enemy left";
    case EndKind::Full: return "full board";
    case EndKind::Connect: return "connected";
  }
  return "";
}

EndKind ending_kind(const YAML::Node& n, const YamlReader& in) {
  int found = -1;
  for (size_t k = 0; k < kEndings.size(); ++k) {
    if (!n[kEndings[k]]) continue;
    if (found >= 0) in.fail(n, "an ending is one of " + listed(kEndings) + ", not two at once");
    found = int(k);
  }
  if (found < 0) in.fail(n, "an ending needs one of: " + listed(kEndings));
  return EndKind(found);
}

// One side of a connect ending: the spaces of each board where one of the relations leads
// off it, marked with `bit` in `side` (per board, a byte per space).
void mark_side(const YAML::Node& n, const GameDef& game, uint8_t bit, std::vector<std::vector<uint8_t>>& side, const YamlReader& in) {
  const std::vector<std::vector<int>> relations = read_relations(in.require(n, bit == 1 ? "from" : "to"), game, in);
  for (size_t b = 0; b < game.spaces.boards.size(); ++b) {
    const Board& board = game.spaces.boards[b];
    side[b].resize(size_t(board.size()), 0);
    for (int r : relations[b])
      for (int32_t sp = 0; sp < board.size(); ++sp)
        if (board.relations()[size_t(r)].step[size_t(sp)] == kNone) side[b][size_t(sp)] |= bit;
  }
}

// connect: {from: [n], to: [s]} for every player, or per player {1: {from: [n], to: [s]},
// 2: {from: [w], to: [e]}}; through: the relations a chain follows.
void read_connect(const YAML::Node& n, const GameDef& game, DeclaredEnd& e, const YamlReader& in) {
  const YAML::Node c = n["connect"];
  if (!c.IsMap()) in.fail(c, "connect: expected {from: [RELATION], to: [RELATION]}, or one such map per player {1: ..., 2: ...}");
  e.sides.assign(size_t(game.setup.players), std::vector<std::vector<uint8_t>>(game.spaces.boards.size()));
  const bool per_player = !c["from"] && !c["to"];
  for (int p = 1; p <= game.setup.players; ++p) {
    const YAML::Node sides = per_player ? c[std::to_string(p)] : c;
    if (!sides) continue;  // a player without sides never wins this way
    if (!sides.IsMap()) in.fail(sides, "connect: a player's sides are {from: [RELATION], to: [RELATION]}");
    in.only_keys(sides, {"from", "to"});
    mark_side(sides, game, 1, e.sides[size_t(p - 1)], in);
    mark_side(sides, game, 2, e.sides[size_t(p - 1)], in);
  }
  if (per_player)
    for (const auto& kv : c) {
      int64_t player = 0;
      if (!parse_integer(kv.first.Scalar(), player) || player < 1 || player > game.setup.players)
        in.fail(kv.first, "connect: sides per player are keyed by player 1.." + std::to_string(game.setup.players) + ", got '" + kv.first.Scalar() + "'");
    }
  e.through = read_relations(in.require(n, "through"), game, in);
}

void read_condition(const YAML::Node& n, const GameDef& game, DeclaredEnd& e, const YamlReader& in) {
  if (e.kind == EndKind::Line) {
    e.length = int(in.integer(n["line"]));
    if (e.length < 1) in.fail(n["line"], "line: expected the number of pieces in a row (1 or more)");
    e.axes = read_axes(n["axes"], game, in);
    if (n["exact"]) e.exact = in.boolean(n["exact"]);
    compile_line_masks(game, e);
  } else if (n["exact"]) {
    in.fail(n["exact"], "exact: only a line ending takes it ({line: 5, exact: true})");
  } else if (e.kind == EndKind::Connect) {
    read_connect(n, game, e, in);
  } else if (n["through"]) {
    in.fail(n["through"], "through: only a connect ending takes it ({connect: ..., through: [e, w, ...]})");
  } else if (e.kind == EndKind::Edge) {
    e.edge = read_player_relations(n["edge"], game, in);
  } else if (!in.boolean(n[kEndings[size_t(e.kind)]])) {
    in.fail(n, kEndings[size_t(e.kind)] + ": expected true (leave the ending out otherwise)");
  }
}

DeclaredEnd read_end(const YAML::Node& n, const GameDef& game, const YamlReader& in) {
  in.only_keys(n, {"line", "exact", "axes", "edge", "no_enemies", "full", "connect", "through", "result", "reason", "if", "unless", "description"});
  DeclaredEnd e;
  e.kind = ending_kind(n, in);
  read_condition(n, game, e, in);
  const int result = n["result"] ? in.pick(n["result"], "result", kResults) : (e.kind == EndKind::Full ? 2 : 0);
  e.result = result == 0 ? Result::Win : result == 1 ? Result::Loss : Result::Draw;
  e.reason = in.text_or(n, "reason", default_reason(e.kind));
  e.reason_id = intern_end_reason(e.reason);
  return e;
}

bool has_effect(const DeclaredAction& d, EffectKind k) {
  for (const Effect& e : d.effects)
    if (e.kind == k) return true;
  return false;
}

// Endings are checked right after the effects, before apply(): an action with patterns
// that ends the game must put its piece down by a declared effect, or they look too early.
void check_something_lands(const YAML::Node& map, const GameDef& game, int action, const DeclaredAction& d, const YamlReader& in) {
  bool placement = false, movement = false;
  for (const MovePattern& p : game.actions.patterns)
    if (p.action == action) (p.place ? placement : movement) = true;
  const std::string& name = game.actions.list[size_t(action)].name;
  if (placement && !has_effect(d, EffectKind::Place))
    in.fail(map["ends"], "action '" + name + "' has endings but no 'place' effect: they would be checked before its piece is placed (add effects: [place])");
  if (movement && !has_effect(d, EffectKind::Move))
    in.fail(map["ends"], "action '" + name + "' has endings but no 'move' effect: they would be checked before its piece moves (add move to its effects)");
}

// `if: ${param}` keeps an ending only when the parameter is true, `unless:` when false.
bool applies(const YAML::Node& n, const YamlReader& in) {
  if (!n.IsMap()) in.fail(n, "an ending is a map such as {line: 4, axes: [[e, w]]}");
  return (!n["if"] || in.boolean(n["if"])) && (!n["unless"] || !in.boolean(n["unless"]));
}

DeclaredAction read_action(const YAML::Node& map, const GameDef& game, int action, const YamlReader& in) {
  DeclaredAction d;
  d.place_pattern = placement_of(game, action);
  if (const YAML::Node effects = map["effects"]) {
    if (!effects.IsSequence()) in.fail(effects, "effects: expected a list, in order, of capture: ZONE, move, place");
    for (const auto& n : effects) d.effects.push_back(read_effect(n, game, action, in));
    d.captures = has_effect(d, EffectKind::Capture);
  }
  if (const YAML::Node ends = map["ends"]) {
    if (!ends.IsSequence()) in.fail(ends, "ends: expected a list of endings ({line: 4, axes: [...]}, {edge: [n]}, ...)");
    if (!lands_on_space(game.actions.list[size_t(action)]))
      in.fail(ends, "action '" + game.actions.list[size_t(action)].name + "' has endings, so its last argument must be a space");
    for (const auto& n : ends)
      if (applies(n, in)) d.ends.push_back(read_end(n, game, in));
    check_something_lands(map, game, action, d, in);
  }
  if (const YAML::Node turn = map["turn"]) {
    if (in.text(turn) != "next") in.fail(turn, "turn: expected next (the next player in order moves after this action, without apply())");
    d.next_turn = true;
  }
  return d;
}

}  // namespace

void read_declared_effects(const YAML::Node& doc, GameDef& game, const YamlReader& in) {
  game.actions.declared.assign(game.actions.list.size(), {});
  for (const auto& kv : doc["actions"]) {
    if (!kv.second.IsMap() || (!kv.second["effects"] && !kv.second["ends"] && !kv.second["turn"])) continue;
    const int action = game.actions.index.at(kv.first.Scalar());
    game.actions.declared[size_t(action)] = read_action(kv.second, game, action, in);
  }
}

}  // namespace rb
