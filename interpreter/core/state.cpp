#include "core/state.h"

namespace rb {

void Layout::compute() {
  rng = 3;  // after to_move, ply, terminal
  header = rng + 4;
  outcome = header;
  pvar = outcome + 2 * players;
  gvar = pvar + players * player_vars;
  sprop = gvar + global_vars;
  comp = sprop + spaces * space_props;
  zone = comp + components * kCompWords;
  words = zone + zones * kZoneWords;
}

// Zeroed words already mean every component nowhere and every zone empty.
State::State(const GameDef& game) : layout_(&game.layout), d_(game.layout.words, 0) {
  for (size_t i = 0; i < game.space_prop_initial.size(); ++i) d_[layout_->sprop + i] = game.space_prop_initial[i];
  for (int p = 1; p <= players(); ++p)
    for (size_t v = 0; v < game.player_vars.size(); ++v) set_pvar(p, int(v), int32_t(game.player_vars[v].initial));
  for (size_t v = 0; v < game.global_vars.size(); ++v) set_gvar(int(v), int32_t(game.global_vars[v].initial));
}

uint64_t State::hash() const {
  uint64_t h = 0xcbf29ce484222325ull;
  for (int32_t w : d_) {
    h ^= uint32_t(w);
    h *= 0x100000001b3ull;
    h ^= h >> 29;
  }
  return h;
}

int State::first_to_move() const {
  const uint32_t m = to_move();
  return m ? __builtin_ctz(m) + 1 : 0;
}

void State::remove(int32_t c) {
  const int32_t z = zone_of(c);
  if (z == kNone) return;
  const int32_t over = above(c), under = below(c);
  if (over != kNone) set_high(comp_at(over) + 1, under); else set_low(zone_at(z), under);
  if (under != kNone) set_low(comp_at(under) + 1, over); else set_high(zone_at(z), over);
  d_[zone_at(z) + 1] -= 1;
  set_zone_of(c, kNone);
  d_[comp_at(c) + 1] = 0;
}

// Links c into `zone` between `over` (nearer the top) and `under`; either may be kNone.
void State::link_between(int32_t c, int32_t zone, int32_t over, int32_t under) {
  set_zone_of(c, zone);
  set_low(comp_at(c) + 1, over);
  set_high(comp_at(c) + 1, under);
  if (over != kNone) set_high(comp_at(over) + 1, c); else set_low(zone_at(zone), c);
  if (under != kNone) set_low(comp_at(under) + 1, c); else set_high(zone_at(zone), c);
  d_[zone_at(zone) + 1] += 1;
}

void State::put_top(int32_t c, int32_t zone) {
  remove(c);
  link_between(c, zone, kNone, top(zone));
}

void State::put_bottom(int32_t c, int32_t zone) {
  remove(c);
  link_between(c, zone, bottom(zone), kNone);
}

int32_t State::at_depth(int32_t zone, int i) const {
  int32_t c = top(zone);
  while (c != kNone && i-- > 0) c = below(c);
  return c;
}

void State::set_face_down(int32_t c, bool down) {
  const int32_t f = flags(c);
  set_flags(c, down ? (f | kFaceDown) : (f & ~kFaceDown));
}

void State::set_known_by(int32_t c, uint32_t mask) {
  set_flags(c, (flags(c) & kFaceDown) | int32_t((mask & 0xFF) << kKnownShift));
}

bool State::links_consistent() const {
  std::vector<int> seen(layout_->zones, 0);
  for (int32_t z = 0; z < layout_->zones; ++z) {
    int32_t prev = kNone;
    for (int32_t c = top(z); c != kNone; prev = c, c = below(c)) {
      if (zone_of(c) != z || above(c) != prev || ++seen[z] > layout_->components) return false;
    }
    if (bottom(z) != prev || seen[z] != count(z)) return false;
  }
  return true;
}

}  // namespace rb
