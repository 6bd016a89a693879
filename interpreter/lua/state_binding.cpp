// The State as rules see it: one userdata, re-pointed at the State of each call, whose
// methods read and change that State. It is read-only inside moves().
#include <algorithm>

#include "lua/runtime_impl.h"

namespace rb {

const State& reading(lua_State* L) {
  const Impl& r = impl_of(L);
  if (!r.state) luaL_error(L, "the state is used outside the call it was given to");
  return *r.state;
}

State& writing(lua_State* L) {
  Impl& r = impl_of(L);
  if (!r.state) luaL_error(L, "the state is used outside the call it was given to");
  if (!r.writable) luaL_error(L, "the state is read-only in %s()", r.entry);
  if (r.state->terminal()) luaL_error(L, "the game is over; the state can no longer change");
  return *r.state;
}

namespace {


int l_turn(lua_State* L) {
  ++impl_of(L).turn_reads;
  const int p = reading(L).first_to_move();
  if (p) lua_pushinteger(L, p); else lua_pushnil(L);
  return 1;
}

int l_set_turn(lua_State* L) {
  State& s = writing(L);
  s.set_to_move(1u << (check_player(L, 2) - 1));
  return 0;
}

int l_set_turns(lua_State* L) {
  State& s = writing(L);
  luaL_checktype(L, 2, LUA_TTABLE);
  uint32_t mask = 0;
  for (lua_Integer i = 1; lua_geti(L, 2, i) != LUA_TNIL; ++i) mask |= 1u << (check_player(L, -1) - 1), lua_pop(L, 1);
  s.set_to_move(mask);
  return 0;
}

int l_next_player(lua_State* L) { return lua_pushinteger(L, check_player(L, 2) % game_of(L).setup.players + 1), 1; }
int l_ply(lua_State* L) { return ++impl_of(L).turn_reads, lua_pushinteger(L, reading(L).ply()), 1; }

int l_get(lua_State* L) { return lua_pushinteger(L, reading(L).gvar(check_var(L, 2, game_of(L).kit.global_vars, "global variable"))), 1; }
int l_set(lua_State* L) {
  State& s = writing(L);
  const auto& vars = game_of(L).kit.global_vars;
  const int v = check_var(L, 2, vars, "global variable");
  s.set_gvar(v, fit_word(L, luaL_checkinteger(L, 3), "set", vars[size_t(v)].name));
  return 0;
}
int l_add(lua_State* L) {
  State& s = writing(L);
  const auto& vars = game_of(L).kit.global_vars;
  const int v = check_var(L, 2, vars, "global variable");
  s.set_gvar(v, fit_word(L, lua_Integer(s.gvar(v)) + luaL_checkinteger(L, 3), "add", vars[size_t(v)].name));
  return 0;
}

int l_pget(lua_State* L) {
  const State& s = reading(L);
  const int p = check_player(L, 2);  // the arguments checked in order: an error names the first bad one
  return lua_pushinteger(L, s.pvar(p, check_var(L, 3, game_of(L).kit.player_vars, "player variable"))), 1;
}
int l_pset(lua_State* L) {
  State& s = writing(L);
  const auto& vars = game_of(L).kit.player_vars;
  const int p = check_player(L, 2), v = check_var(L, 3, vars, "player variable");
  s.set_pvar(p, v, fit_word(L, luaL_checkinteger(L, 4), "pset", vars[size_t(v)].name));
  return 0;
}
int l_padd(lua_State* L) {
  State& s = writing(L);
  const auto& vars = game_of(L).kit.player_vars;
  const int p = check_player(L, 2), v = check_var(L, 3, vars, "player variable");
  s.set_pvar(p, v, fit_word(L, lua_Integer(s.pvar(p, v)) + luaL_checkinteger(L, 4), "padd", vars[size_t(v)].name));
  return 0;
}

int l_prop(lua_State* L) {
  const State& s = reading(L);
  const int32_t space = check_space(L, 2);  // in order, as in l_pget
  return lua_pushinteger(L, s.prop(space, check_declared(L, 3, game_of(L).spaces.prop_names, "space property"))), 1;
}
int l_set_prop(lua_State* L) {
  State& s = writing(L);
  const auto& names = game_of(L).spaces.prop_names;
  const int32_t space = check_space(L, 2);
  const int p = check_declared(L, 3, names, "space property");
  s.set_prop(space, p, fit_prop(L, luaL_checkinteger(L, 4), "set_prop", p));
  return 0;
}

int l_zone(lua_State* L) { return push_id(L, reading(L).zone_of(check_component(L, 2))), 1; }
int l_space(lua_State* L) {
  const int32_t z = reading(L).zone_of(check_component(L, 2));
  push_id(L, z != kNone && game_of(L).kit.zones[z].space != kNone ? game_of(L).kit.zones[z].space : kNone);
  return 1;
}
int l_top(lua_State* L) { return push_id(L, reading(L).top(check_zone(L, 2))), 1; }
int l_count(lua_State* L) { return lua_pushinteger(L, reading(L).count(check_zone(L, 2))), 1; }
// The component under c in its zone (nil at the bottom or when c is nowhere): with s:top,
// a walk down a zone that builds no table.
int l_below(lua_State* L) {
  const State& s = reading(L);
  const int32_t c = check_component(L, 2);
  return push_id(L, s.zone_of(c) == kNone ? kNone : s.below(c)), 1;
}

int l_contents(lua_State* L) {
  const State& s = reading(L);
  const int32_t z = check_zone(L, 2);
  lua_createtable(L, s.count(z), 0);
  int n = 0;
  for (int32_t c = s.top(z); c != kNone; c = s.below(c)) lua_pushinteger(L, c + 1), lua_rawseti(L, -2, ++n);
  return 1;
}

int l_find(lua_State* L) {
  const State& s = reading(L);
  const int32_t z = check_zone(L, 2);
  const ComponentMatch m = read_match(L, 3);
  const int player = impl_of(L).player;
  for (int32_t c = s.top(z); c != kNone; c = s.below(c))
    if (m.matches(game_of(L), c, player)) return push_id(L, c), 1;
  return lua_pushnil(L), 1;
}

int l_put(lua_State* L) {
  State& s = writing(L);
  const int32_t c = check_component(L, 2), z = check_zone(L, 3);
  static const std::vector<std::string> kEnds = {"top", "bottom"};
  const bool bottom = !lua_isnoneornil(L, 4) && check_named(L, 4, kEnds, "end") == 1;
  if (bottom) s.put_bottom(c, z); else s.put_top(c, z);
  return 0;
}

int l_remove(lua_State* L) { return writing(L).remove(check_component(L, 2)), 0; }
int l_face_down(lua_State* L) { return lua_pushboolean(L, reading(L).face_down(check_component(L, 2))), 1; }
int l_set_face_down(lua_State* L) {
  State& s = writing(L);
  s.set_face_down(check_component(L, 2), lua_toboolean(L, 3));
  return 0;
}

int l_reveal(lua_State* L) {
  State& s = writing(L);
  const int32_t c = check_component(L, 2);
  const uint32_t all = (1u << game_of(L).setup.players) - 1;
  const uint32_t mask = lua_type(L, 3) == LUA_TSTRING ? all : s.known_by(c) | (1u << (check_player(L, 3) - 1));
  s.set_known_by(c, mask);
  return 0;
}

// s:line(space, axes, filter): the longest line through the space, for the player applying.
int l_line(lua_State* L) {
  const State& s = reading(L);
  const int32_t space = check_space(L, 2);
  const AxisSet& axes = check_axes(L, 3);
  const SpaceFilter* f = opt_filter(L, 4);
  if (!f) return luaL_error(L, "s:line needs a filter (make one with rb.filter)");
  lua_pushinteger(L, longest_line(*impl_of(L).game, s, impl_of(L).player, space, axes, *f));
  return 1;
}

}  // namespace

// s:move_props(from, to, name, ...): a piece kept as space properties moves. Each named
// property of `to` takes the value it has on `from`, and `from` takes the value its
// declaration gives that space (its start before setup: `initial`, or the board attribute
// of that name). from == to changes nothing.
int l_move_props(lua_State* L) {
  State& s = writing(L);
  const GameSpaces& spaces = game_of(L).spaces;
  const int32_t from = check_space(L, 2), to = check_space(L, 3);
  const int last = lua_gettop(L);
  if (last < 4) return luaL_error(L, "s:move_props(from, to, name, ...): name the space properties that move with the piece");
  const size_t count = spaces.names.size();
  for (int arg = 4; arg <= last; ++arg) {
    const int p = check_declared(L, arg, spaces.prop_names, "space property");
    for (int before = 4; before < arg; ++before)  // a second move would carry the emptied square
      if (lua_rawequal(L, before, arg)) luaL_argerror(L, arg, lua_pushfstring(L, "'%s' is named twice", spaces.prop_names[size_t(p)].c_str()));
    if (from == to) continue;
    s.set_prop(to, p, s.prop(from, p));
    s.set_prop(from, p, spaces.prop_initial[size_t(p) * count + size_t(from)]);
  }
  return 0;
}

void register_outcome_methods(lua_State* L);   // state_outcome_binding.cpp
void register_chance_methods(lua_State* L);    // state_chance_binding.cpp
void register_board_methods(lua_State* L);     // state_board_binding.cpp

namespace {

const luaL_Reg kStateMethods[] = {
    {"turn", l_turn},       {"set_turn", l_set_turn}, {"set_turns", l_set_turns}, {"next_player", l_next_player},
    {"ply", l_ply},         {"get", l_get},           {"set", l_set},             {"add", l_add},
    {"pget", l_pget},       {"pset", l_pset},         {"padd", l_padd},           {"prop", l_prop},
    {"set_prop", l_set_prop}, {"move_props", l_move_props}, {"zone", l_zone},       {"space", l_space},         {"top", l_top},
    {"count", l_count},     {"below", l_below},       {"contents", l_contents}, {"find", l_find},           {"put", l_put},
    {"remove", l_remove},   {"face_down", l_face_down}, {"set_face_down", l_set_face_down}, {"reveal", l_reveal}, {"line", l_line},
    {nullptr, nullptr}};

}  // namespace

void open_state_binding(lua_State* L) {
  lua_newuserdatauv(L, 0, 0);
  luaL_newmetatable(L, "rulebook.State");
  luaL_newlib(L, kStateMethods);
  register_outcome_methods(L);
  register_chance_methods(L);
  register_board_methods(L);
  lua_setfield(L, -2, "__index");
  lua_pushliteral(L, "locked");
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
  impl_of(L).ref_state = luaL_ref(L, LUA_REGISTRYINDEX);
}

}  // namespace rb
