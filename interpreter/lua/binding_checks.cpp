// Checks for ids and names passed from Lua into the bindings.
#include <cstdint>
#include <cstring>
#include <stdexcept>

#include "lua/runtime_impl.h"

namespace rb {
namespace {

int32_t check_range(lua_State* L, int arg, int32_t count, const char* what) {
  int is_integer = 0;
  lua_Integer v = lua_tointegerx(L, arg, &is_integer);  // one library call where all is well
  if (!is_integer) v = luaL_checkinteger(L, arg);       // raises the usual error
  if (v < 1 || v > count) luaL_error(L, "bad %s id %I (expected 1 to %d)", what, v, int(count));  // never cut to 32 bits
  return int32_t(v - 1);
}

}  // namespace

int check_max_steps(lua_State* L, int arg, int to_edge) {
  if (lua_isnoneornil(L, arg)) return to_edge;
  const lua_Integer max = luaL_checkinteger(L, arg);
  if (max < 0 || max > INT32_MAX)
    luaL_argerror(L, arg, lua_pushfstring(L, "max is a number of steps from 0 to %d (or nil: to the edge), got %I", int(INT32_MAX), max));
  return int(max);
}

int32_t check_space(lua_State* L, int arg) { return check_range(L, arg, impl_of(L).game->layout.spaces, "space"); }
int32_t check_component(lua_State* L, int arg) {
  return check_range(L, arg, impl_of(L).game->layout.components, "component");
}
int32_t check_zone(lua_State* L, int arg) { return check_range(L, arg, impl_of(L).game->layout.zones, "zone"); }
int check_player(lua_State* L, int arg) { return check_range(L, arg, impl_of(L).game->setup.players, "player") + 1; }

int32_t fit_word(lua_State* L, lua_Integer v, const char* method, const std::string& name) {
  if (v >= INT32_MIN && v <= INT32_MAX) [[likely]] return int32_t(v);
  luaL_error(L, "s:%s('%s', ...): %I does not fit in the State, which keeps whole numbers from %d to %d", method,
             name.c_str(), v, int(INT32_MIN), int(INT32_MAX));
  return 0;
}

int32_t fit_prop(lua_State* L, lua_Integer v, const char* method, int prop) {
  const GameSpaces& spaces = impl_of(L).game->spaces;
  const auto [least, most] = spaces.prop_ranges[size_t(prop)];
  if (v >= least && v <= most) [[likely]] return int32_t(v);
  const std::string& name = spaces.prop_names[size_t(prop)];
  if (least == INT32_MIN && most == INT32_MAX) return fit_word(L, v, method, name);
  luaL_error(L, "s:%s(..., '%s', %I): the property's values are %d to %d (as game.yaml declares them)", method, name.c_str(), v,
             int(least), int(most));
  return 0;
}

void push_id(lua_State* L, int32_t id) {
  if (id == kNone) lua_pushnil(L);
  else lua_pushinteger(L, id + 1);
}

namespace {

const std::string& name_of(const std::string& name) { return name; }
const std::string& name_of(const VarDef& var) { return var.name; }
const std::string& name_of(const ActionDef& action) { return action.name; }
const std::string& name_of(const DieDef& die) { return die.name; }

bool same(const std::string& name, const char* s, size_t len) {
  return name.size() == len && std::memcmp(name.data(), s, len) == 0;
}

template <class T>
int unknown_name(lua_State* L, const char* s, const std::vector<T>& list, const char* what) {
  std::string all;
  for (const auto& x : list) all += (all.empty() ? "" : ", ") + name_of(x);
  return luaL_error(L, "unknown %s '%s'; expected one of: %s", what, s, all.empty() ? "(none declared)" : all.c_str());
}

// Where the probe for (s, list) starts: the top bits of a multiplicative hash.
size_t first_slot(const char* s, const void* list) {
  const uint64_t key = (uint64_t(uintptr_t(s)) ^ (uint64_t(uintptr_t(list)) << 7)) * 0x9E3779B97F4A7C15ull;
  static_assert(NameCache::kSlots == 256, "the top 8 bits of the key pick the slot");
  return size_t(key >> 56);
}

// Points the slot at the string at `arg` and keeps that string from being collected, so
// while the slot names it no other string can be at its address.
void fill_slot(lua_State* L, int arg, NameCache::Slot& slot, const char* s, const void* list, size_t index) {
  Impl& r = impl_of(L);
  arg = lua_absindex(L, arg);
  if (r.names.ref_anchors == LUA_NOREF) {
    lua_createtable(L, int(NameCache::kSlots), 0);
    r.names.ref_anchors = luaL_ref(L, LUA_REGISTRYINDEX);
  }
  lua_rawgeti(L, LUA_REGISTRYINDEX, r.names.ref_anchors);
  lua_pushvalue(L, arg);
  lua_rawseti(L, -2, lua_Integer(&slot - r.names.slots.data()) + 1);
  lua_pop(L, 1);
  slot = {s, list, index};
}

template <class T>
int find_by_scan(lua_State* L, int arg, const std::vector<T>& list, const char* what) {
  size_t len = 0;
  const char* s = luaL_checklstring(L, arg, &len);
  for (size_t i = 0; i < list.size(); ++i)
    if (same(name_of(list[i]), s, len)) return int(i);
  return unknown_name(L, s, list, what);
}

// The lists looked up this way live as long as the runtime, so an index stays right. A
// name is looked for in a few slots from its first, so that two names whose first slots
// meet do not keep pushing each other out.
template <class T>
int find_cached(lua_State* L, int arg, const std::vector<T>& list, const char* what) {
  if (lua_type(L, arg) != LUA_TSTRING) return find_by_scan(L, arg, list, what);
  const char* s = lua_tostring(L, arg);
  auto& cache = impl_of(L).names.slots;
  const size_t first = first_slot(s, &list);
  NameCache::Slot* free_slot = nullptr;
  for (size_t i = 0; i < NameCache::kProbes; ++i) {
    NameCache::Slot& slot = cache[(first + i) % NameCache::kSlots];
    if (slot.text == s && slot.list == &list) return int(slot.index);
    if (!slot.text && !free_slot) free_slot = &slot;
  }
  const int index = find_by_scan(L, arg, list, what);
  fill_slot(L, arg, free_slot ? *free_slot : cache[first], s, &list, size_t(index));
  return index;
}

}  // namespace

int check_named(lua_State* L, int arg, const std::vector<std::string>& names, const char* what) {
  return find_by_scan(L, arg, names, what);
}

int check_declared(lua_State* L, int arg, const std::vector<std::string>& names, const char* what) {
  return find_cached(L, arg, names, what);
}

int check_var(lua_State* L, int arg, const std::vector<VarDef>& vars, const char* what) {
  return find_cached(L, arg, vars, what);
}

int check_action_name(lua_State* L, int arg) { return find_cached(L, arg, impl_of(L).game->actions.list, "action"); }
int check_die(lua_State* L, int arg) { return find_cached(L, arg, impl_of(L).game->kit.dice, "die"); }

namespace {

const char* maker_of(int kind) {
  static const char* const kMakers[] = {"", "rb.relation", "rb.directions", "rb.filter", "rb.pieces", "rb.axes", "rb.flank", "rb.action"};
  return kind >= 1 && kind <= int(HandleKind::Action) ? kMakers[kind] : "";
}

[[noreturn]] void refuse_handle(lua_State* L, int arg, lua_Integer h, HandleKind kind, const char* field) {
  const lua_Integer tag = h >> kHandleKindShift;
  const char* wanted = maker_of(int(kind));
  const char* made_by = tag >= 1 && tag <= lua_Integer(HandleKind::Action) ? maker_of(int(tag)) : "";
  if (*made_by && tag != lua_Integer(kind))
    lua_pushfstring(L, "a handle made by %s, where one made by %s is needed", made_by, wanted);
  else
    lua_pushfstring(L, "%I is not a handle made by %s (make one with %s when the rules load)", h, wanted, wanted);
  if (field) luaL_error(L, "%s: %s", field, lua_tostring(L, -1));
  luaL_argerror(L, arg, lua_tostring(L, -1));
  std::abort();  // luaL_argerror does not return
}

template <class T>
const T& check_handle(lua_State* L, int arg, const std::vector<T>& all, HandleKind kind, const char* field = nullptr) {
  return all[check_handle_index(L, arg, kind, all.size(), field)];
}

}  // namespace

lua_Integer make_handle(HandleKind kind, size_t index) {
  return lua_Integer(kind) << kHandleKindShift | lua_Integer(index + 1);
}

size_t check_handle_index(lua_State* L, int arg, HandleKind kind, size_t count, const char* field) {
  int is_integer = 0;
  lua_Integer h = lua_tointegerx(L, arg, &is_integer);  // one library call where all is well
  if (!is_integer) h = luaL_checkinteger(L, arg);       // raises the usual error
  const lua_Integer first = (lua_Integer(kind) << kHandleKindShift) + 1;  // compared, never subtracted from: any h is safe
  if (h < first || h >= first + lua_Integer(count)) refuse_handle(L, arg, h, kind, field);
  return size_t(h - first);
}

const SpaceFilter* opt_filter(lua_State* L, int arg) {
  return lua_isnoneornil(L, arg) ? nullptr : &check_handle(L, arg, impl_of(L).handles.filters, HandleKind::Filter);
}
const DirectionSet& check_directions(lua_State* L, int arg, const char* field) {
  return check_handle(L, arg, impl_of(L).handles.direction_sets, HandleKind::Directions, field);
}
const ComponentMatch& check_pieces(lua_State* L, int arg) {
  return check_handle(L, arg, impl_of(L).handles.piece_sets, HandleKind::Pieces);
}
const AxisSet& check_axes(lua_State* L, int arg) { return check_handle(L, arg, impl_of(L).handles.axis_sets, HandleKind::Axes); }
const Flank& check_flank(lua_State* L, int arg, const char* field) {
  return check_handle(L, arg, impl_of(L).handles.flanks, HandleKind::Flank, field);
}
const SpaceFilter& check_filter_field(lua_State* L, int arg, const char* field) {
  return check_handle(L, arg, impl_of(L).handles.filters, HandleKind::Filter, field);
}

void add_methods(lua_State* L, const luaL_Reg* methods) {
  for (const luaL_Reg* m = methods; m->name; ++m) {
    if (lua_getfield(L, -1, m->name) != LUA_TNIL) throw std::logic_error(std::string("two bindings are named ") + m->name);
    lua_pop(L, 1);
  }
  luaL_setfuncs(L, methods, 0);
}

// Every key of the table at `table` must be one of `keys`: a misspelt key is an error.
void only_keys(lua_State* L, int table, const char* maker, std::initializer_list<const char*> keys) {
  lua_pushnil(L);
  while (lua_next(L, table)) {
    lua_pop(L, 1);
    const char* k = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : nullptr;
    bool known = false;
    for (const char* key : keys) known |= k && std::strcmp(k, key) == 0;
    if (known) continue;
    std::string list;
    for (const char* key : keys) list += (list.empty() ? "" : ", ") + std::string(key);
    luaL_error(L, "%s: unknown key '%s'; expected %s", maker, k ? k : luaL_typename(L, -1), list.c_str());
  }
}

ComponentMatch read_match(lua_State* L, int table) {
  const GameDef& g = *impl_of(L).game;
  ComponentMatch m;
  luaL_checktype(L, table, LUA_TTABLE);
  only_keys(L, table, "a component match", {"kind", "set", "owner"});
  if (lua_getfield(L, table, "kind") != LUA_TNIL) m.kind = check_declared(L, -1, g.kit.kinds, "component kind");
  lua_pop(L, 1);
  if (lua_getfield(L, table, "set") != LUA_TNIL) m.set = check_declared(L, -1, g.kit.sets, "component set");
  lua_pop(L, 1);
  if (lua_getfield(L, table, "owner") == LUA_TNUMBER) {
    m.owner = ComponentMatch::Owner::Fixed;
    m.fixed_owner = int(lua_tointeger(L, -1));
  } else if (!lua_isnil(L, -1)) {
    static const std::vector<std::string> kOwners = {"any", "self", "opponent", "none"};
    m.owner = ComponentMatch::Owner(check_named(L, -1, kOwners, "owner"));
  }
  lua_pop(L, 1);
  m.settle(g);
  return m;
}

}  // namespace rb
