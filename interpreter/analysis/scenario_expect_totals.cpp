// Expectations over several things at once: a total across zones, the players' final
// ranks, and the pieces that have no legal move.
#include <algorithm>

#include "analysis/scenario_expect.h"
#include "core/whole_number.h"
#include "engine/move_text.h"

namespace rb {
namespace {

using nlohmann::json;

bool listed(const json& names, const std::string& name) {
  return std::any_of(names.begin(), names.end(), [&](const json& n) { return n.is_string() && n.get<std::string>() == name; });
}

// The components in the zones named (a zone's own name, or its family: `stash` is every
// player's stash, a board's name every space of it), of `kind` when given, summed by their
// number `attribute` (a component without it adds 0), or counted when none is given.
int64_t zone_total(const GameDef& g, const State& state, const json& entry) {
  const json zones = entry.value("zones", json::array());
  const std::string attribute = entry.value("attribute", std::string()), kind = entry.value("kind", std::string());
  int64_t total = 0;
  for (int32_t c = 0; c < int32_t(g.kit.components.size()); ++c) {
    const int32_t z = state.zone_of(c);
    if (z == kNone || !(listed(zones, g.kit.zones[z].name) || listed(zones, g.kit.zones[z].family))) continue;
    const ComponentDef& def = g.kit.components[c];
    if (!kind.empty() && def.kind != kind) continue;
    if (attribute.empty()) ++total;
    else if (const auto it = def.numbers.find(attribute); it != def.numbers.end()) total += it->second;
  }
  return total;
}

int standing(Result r) { return r == Result::Win ? 3 : r == Result::Draw ? 2 : r == Result::None ? 1 : 0; }

// 1 + the players placed above: a better result, or the same result and a higher score.
int rank_of(const State& state, int p) {
  int rank = 1;
  for (int q = 1; q <= state.players(); ++q) {
    const int a = standing(state.result(q)), b = standing(state.result(p));
    if (a > b || (a == b && state.score(q) > state.score(p))) ++rank;
  }
  return rank;
}

// Whether the move names the piece, or sets out from where it stands (an argument `from`).
bool moves_piece(const GameDef& g, const State& state, const Move& m, int32_t piece) {
  const ActionDef& action = g.actions.list[m.action];
  for (size_t i = 0; i < action.args.size(); ++i) {
    const ArgDef& arg = action.args[i];
    if (arg.type == ArgType::Piece && m.args[i] == piece) return true;
    const int32_t z = state.zone_of(piece);
    if (arg.type == ArgType::Space && arg.name == "from" && z != kNone && g.kit.zones[z].space == m.args[i]) return true;
  }
  return false;
}

int32_t component_named(const GameDef& g, const std::string& name) {
  const auto it = g.kit.component_index.find(name);
  return it == g.kit.component_index.end() ? kNone : it->second;
}

// A name a total uses that the game lacks (a zone or family, a kind, a number attribute),
// which would add nothing and pass unseen; "" when all are known.
std::string unknown_name(const GameDef& g, const json& entry) {
  for (const auto& z : entry.value("zones", json::array()))
    if (std::none_of(g.kit.zones.begin(), g.kit.zones.end(), [&](const ZoneDef& d) { return d.name == z || d.family == z; }))
      return "no zone or family " + z.dump();
  const std::string kind = entry.value("kind", std::string()), attribute = entry.value("attribute", std::string());
  if (!kind.empty() && std::none_of(g.kit.components.begin(), g.kit.components.end(), [&](const ComponentDef& c) { return c.kind == kind; }))
    return "no component of kind '" + kind + "'";
  if (!attribute.empty() && std::none_of(g.kit.components.begin(), g.kit.components.end(), [&](const ComponentDef& c) { return c.numbers.count(attribute) > 0; }))
    return "no component has a number '" + attribute + "'";
  return "";
}

}  // namespace

void check_totals(const GameDef& g, const State& state, const json& e, Failures& out) {
  for (const auto& entry : e.value("totals", json::array())) {
    if (const std::string bad = unknown_name(g, entry); !bad.empty()) {
      out.push_back("totals " + entry.dump() + ": " + bad);
      continue;
    }
    const int64_t have = zone_total(g, state, entry), want = entry.value("total", int64_t(0));
    if (have != want) out.push_back("totals " + entry.dump() + ": got " + std::to_string(have));
  }
}

void check_ranks(const State& state, const json& e, Failures& out) {
  const json ranks = e.value("ranks", json::object());
  for (const auto& [p, want] : ranks.items()) {
    int64_t n = 0;
    if (!parse_integer(p, n) || n < 1 || n > state.players()) out.push_back("ranks." + p + ": there is no such player");
    else if (rank_of(state, int(n)) != want.get<int>())
      out.push_back("ranks." + p + ": expected " + want.dump() + ", got " + std::to_string(rank_of(state, int(n))));
  }
}

void check_pieces_without_moves(Engine& engine, const State& state, int player, const json& e, Failures& out) {
  const GameDef& g = engine.game();
  MoveList list;
  if (e.contains("no_moves_for") && player > 0) engine.legal_moves(state, player, list);  // none once the game is over
  for (const auto& name : e.value("no_moves_for", json::array())) {
    const int32_t piece = component_named(g, name.get<std::string>());
    if (piece == kNone) { out.push_back("no_moves_for: there is no piece '" + name.get<std::string>() + "'"); continue; }
    for (const Move& m : list)
      if (moves_piece(g, state, m, piece))
        out.push_back("no_moves_for " + name.get<std::string>() + ": player " + std::to_string(player) + " may play '" + move_to_text(g, m, player) + "'");
  }
}

}  // namespace rb
