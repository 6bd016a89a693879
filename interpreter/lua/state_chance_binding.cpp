// The State's chance methods: dice, random numbers and shuffles, drawn from the State's
// generator unless an outcome was forced, and written to the transcript either way.
#include <algorithm>

#include "core/whole_number.h"
#include "lua/runtime_impl.h"

namespace rb {
namespace {

State& chance_state(lua_State* L) {
  Impl& r = impl_of(L);
  if (!r.state || !r.writable) luaL_error(L, "chance is only drawn in setup() or apply()");
  ++r.chance_calls;
  return *r.state;
}

// The forced outcome's value if the queue's front is "<verb> value", else nullopt.
std::optional<std::string> take_forced(lua_State* L, const std::string& verb) {
  Chance* c = impl_of(L).chance;
  if (!c || c->forced.empty()) return std::nullopt;
  const std::string& front = c->forced.front();
  if (front.rfind(verb + " ", 0) != 0)
    luaL_error(L, "forced chance '%s' does not fit: the rules asked for '%s ...'", front.c_str(), verb.c_str());
  std::string value = front.substr(verb.size() + 1);
  c->forced.pop_front();
  return value;
}

// A forced "random N" for a draw from lo..hi, else nullopt (the generator draws); a rule
// error when N is not a whole number in that range.
std::optional<lua_Integer> forced_random(lua_State* L, lua_Integer lo, lua_Integer hi) {
  std::optional<std::string> forced = take_forced(L, "random");
  if (!forced) return std::nullopt;
  int64_t v = 0;
  if (!parse_integer(*forced, v)) luaL_error(L, "forced 'random %s': not a whole number", forced->c_str());
  if (v < lo || v > hi) luaL_error(L, "forced 'random %s' is outside %d..%d", forced->c_str(), int(lo), int(hi));
  return lua_Integer(v);
}

void note(lua_State* L, const std::string& event) {
  if (impl_of(L).chance) impl_of(L).chance->note(event);
}

// The die by name (looked up once per name string, as declared names are), then a face:
// the forced one, else a draw from the State's generator; noted only where a transcript is kept.
int l_roll(lua_State* L) {
  State& s = chance_state(L);
  const DieDef* die = &impl_of(L).game->kit.dice[size_t(check_die(L, 2))];
  size_t face = 0;
  if (auto forced = take_forced(L, "roll")) {
    auto it = std::find(die->labels.begin(), die->labels.end(), *forced);
    if (it == die->labels.end()) return luaL_error(L, "forced 'roll %s': die '%s' has no such face", forced->c_str(), die->name.c_str());
    face = size_t(it - die->labels.begin());
  } else {
    face = rng_below(s.rng(), uint32_t(die->labels.size()));
  }
  if (impl_of(L).chance) note(L, "roll " + die->labels[face]);
  lua_pushinteger(L, die->values[face]);
  lua_pushstring(L, die->labels[face].c_str());
  return 2;
}

int l_random(lua_State* L) {
  State& s = chance_state(L);
  const lua_Integer n = luaL_checkinteger(L, 2);
  if (n < 1 || n > (1 << 30)) return luaL_error(L, "random(n) needs 1 <= n <= 2^30");
  const std::optional<lua_Integer> forced = forced_random(L, 1, n);
  const lua_Integer k = forced ? *forced : lua_Integer(rng_below(s.rng(), uint32_t(n))) + 1;
  note(L, "random " + std::to_string(k));
  lua_pushinteger(L, k);
  return 1;
}

int l_shuffle(lua_State* L) {
  State& s = chance_state(L);
  const int32_t z = check_zone(L, 2);
  std::vector<int32_t>& cards = impl_of(L).scratch.spaces;
  cards.clear();
  for (int32_t c = s.top(z); c != kNone; c = s.below(c)) cards.push_back(c);
  for (size_t i = cards.size(); i > 1; --i) std::swap(cards[i - 1], cards[rng_below(s.rng(), uint32_t(i))]);
  for (int32_t c : cards) s.put_top(c, z);
  note(L, "shuffle " + impl_of(L).game->kit.zones[z].name);
  return 0;
}

// math.random as the standard library defines it (no argument: a float in [0,1); m: 1..m;
// m, n: m..n), drawn from the State's generator; only where chance may be drawn.
int l_math_random(lua_State* L) {
  Impl& r = impl_of(L);
  if (!r.state || !r.writable) return luaL_error(L, "math.random draws from the State: only in setup() or apply()");
  ++r.chance_calls;
  uint32_t* rng = r.state->rng();
  if (lua_gettop(L) == 0) return lua_pushnumber(L, double(rng_next(rng)) / 4294967296.0), 1;
  const lua_Integer lo = lua_gettop(L) >= 2 ? luaL_checkinteger(L, 1) : 1;
  const lua_Integer hi = luaL_checkinteger(L, lua_gettop(L) >= 2 ? 2 : 1);
  if (lo > hi || hi - lo >= (lua_Integer(1) << 30)) return luaL_error(L, "math.random: interval is empty or too large");
  const std::optional<lua_Integer> forced = forced_random(L, lo, hi);
  const lua_Integer k = forced ? *forced : lo + lua_Integer(rng_below(rng, uint32_t(hi - lo + 1)));
  note(L, "random " + std::to_string(k));
  lua_pushinteger(L, k);
  return 1;
}

int l_no_randomseed(lua_State* L) { return luaL_error(L, "math.randomseed is not available: chance comes from the State's seed"); }

// Takes the top component of a zone (or the one a forced "draw NAME" names, which must be
// in that zone) and puts it on top of `to` when given. Returns it, or nil for an empty zone.
int l_draw(lua_State* L) {
  State& s = chance_state(L);
  const GameDef& g = *impl_of(L).game;
  const int32_t z = check_zone(L, 2);
  const int32_t to = lua_isnoneornil(L, 3) ? kNone : check_zone(L, 3);
  if (s.count(z) == 0) return lua_pushnil(L), 1;
  int32_t c = s.top(z);
  if (auto forced = take_forced(L, "draw")) {
    auto it = g.kit.component_index.find(*forced);
    if (it == g.kit.component_index.end() || s.zone_of(it->second) != z)
      return luaL_error(L, "forced 'draw %s': no such component in zone '%s'", forced->c_str(), g.kit.zones[z].name.c_str());
    c = it->second;
  }
  if (to != kNone) s.put_top(c, to);
  note(L, "draw " + g.kit.components[c].name);
  lua_pushinteger(L, c + 1);
  return 1;
}

const luaL_Reg kChanceMethods[] = {{"roll", l_roll}, {"random", l_random}, {"shuffle", l_shuffle}, {"draw", l_draw}, {nullptr, nullptr}};

}  // namespace

void register_chance_methods(lua_State* L) { add_methods(L, kChanceMethods); }

void install_math_random(lua_State* L) {
  lua_getglobal(L, "math");
  lua_pushcfunction(L, l_math_random);
  lua_setfield(L, -2, "random");
  lua_pushcfunction(L, l_no_randomseed);
  lua_setfield(L, -2, "randomseed");
  lua_pop(L, 1);
}

}  // namespace rb
