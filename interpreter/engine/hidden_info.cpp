#include "engine/hidden_info.h"

#include <algorithm>
#include <map>
#include <vector>

namespace rb {

bool sees_component(const GameDef& g, const State& s, int32_t c, int player) {
  if (player == 0 || (player != kSpectator && (s.known_by(c) >> (player - 1) & 1))) return true;
  const int32_t zone = s.zone_of(c);
  if (zone == kNone) return !s.face_down(c) && s.known_by(c) == 0;  // out of play, nothing to hide
  const ZoneDef& z = g.kit.zones[zone];
  if (z.visibility == Visibility::All) return !s.face_down(c);
  return z.visibility == Visibility::Owner && z.owner == player;
}

namespace {

struct Slot {
  int32_t zone;
  bool face_down;
  uint32_t known_by;
};

// The places of hidden components, by kind, in the order the player's observation lists
// them (zone by zone, top to bottom; then those out of play), each with its occupant;
// `order` keeps every touched zone's contents.
struct Hidden {
  std::map<int32_t, std::vector<int32_t>> by_kind;  // kind -> occupants, place by place
  std::map<int32_t, std::vector<int32_t>> order;    // zone -> contents top to bottom
};

Hidden find_hidden(const GameDef& g, const State& s, int player) {
  Hidden h;
  for (int32_t z = 0; z < s.layout().zones; ++z)
    for (int32_t c = s.top(z); c != kNone; c = s.below(c))
      if (!sees_component(g, s, c, player)) h.by_kind[g.kit.component_kind[c]].push_back(c);
  for (const auto& [kind, list] : h.by_kind)
    for (int32_t c : list)
      if (!h.order.count(s.zone_of(c)))
        for (int32_t x = s.top(s.zone_of(c)); x != kNone; x = s.below(x)) h.order[s.zone_of(c)].push_back(x);
  for (int32_t c = 0; c < s.layout().components; ++c)
    if (s.zone_of(c) == kNone && !sees_component(g, s, c, player)) h.by_kind[g.kit.component_kind[c]].push_back(c);
  return h;
}

// replacement[c]: the component dealt into c's place. The deal depends only on the places
// and on which components fill them, never on which one sat where.
std::vector<int32_t> deal(const Hidden& h, int components, uint32_t* rng) {
  std::vector<int32_t> replacement(components);
  for (int32_t c = 0; c < components; ++c) replacement[c] = c;
  for (const auto& [kind, places] : h.by_kind) {
    std::vector<int32_t> shuffled = places;
    std::sort(shuffled.begin(), shuffled.end());
    for (size_t i = shuffled.size(); i > 1; --i) std::swap(shuffled[i - 1], shuffled[rng_below(rng, uint32_t(i))]);
    for (size_t i = 0; i < places.size(); ++i) replacement[places[i]] = shuffled[i];
  }
  return replacement;
}

void place_components(const Hidden& h, const std::vector<int32_t>& replacement, State& out) {
  std::vector<std::pair<int32_t, Slot>> slots;  // the new occupant of each hidden place
  for (const auto& [kind, list] : h.by_kind)
    for (int32_t c : list) slots.push_back({replacement[c], Slot{out.zone_of(c), out.face_down(c), out.known_by(c)}});
  for (const auto& [zone, contents] : h.order)
    for (int32_t c : contents) out.remove(c);
  for (const auto& [kind, list] : h.by_kind)
    for (int32_t c : list) out.remove(c);
  for (const auto& [zone, contents] : h.order)
    for (int32_t c : contents) out.put_bottom(replacement[c], zone);
  for (const auto& [c, slot] : slots) {
    out.set_face_down(c, slot.face_down);
    out.set_known_by(c, slot.known_by);
  }
}

void forget_variables(const GameDef& g, State& out, int player) {
  for (size_t v = 0; v < g.kit.global_vars.size(); ++v)
    if (g.kit.global_vars[v].visibility != Visibility::All) out.set_gvar(int(v), int32_t(g.kit.global_vars[v].initial));
  for (int p = 1; p <= out.players(); ++p)
    for (size_t v = 0; v < g.kit.player_vars.size(); ++v)
      if (p != player && g.kit.player_vars[v].visibility != Visibility::All) out.set_pvar(p, int(v), int32_t(g.kit.player_vars[v].initial));
}

}  // namespace

State determinize(const GameDef& game, const State& state, int player, uint32_t* rng) {
  State out = state;
  if (player == 0) return out;
  const Hidden hidden = find_hidden(game, state, player);
  if (!hidden.by_kind.empty()) place_components(hidden, deal(hidden, state.layout().components, rng), out);
  forget_variables(game, out, player);
  for (int i = 0; i < 4; ++i) out.rng()[i] = rng_next(rng);
  return out;
}

bool hides_anything(const GameDef& g, const State& s, int player) {
  if (player == 0) return false;
  for (int32_t c = 0; c < s.layout().components; ++c)
    if (!sees_component(g, s, c, player)) return true;
  for (const auto& v : g.kit.global_vars)
    if (v.visibility != Visibility::All) return true;
  for (const auto& v : g.kit.player_vars)
    if (v.visibility != Visibility::All && s.players() > 1) return true;
  return false;
}

}  // namespace rb
