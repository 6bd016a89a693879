// The handles rules make once, at load time, for the batch primitives: rb.filter,
// rb.directions, rb.pieces, rb.axes and rb.flank. Each is a number indexing a list the
// runtime keeps; making one inside a call would grow that list on every call, so it is
// refused there.
#include <algorithm>
#include <cstdint>
#include <set>
#include <string>

#include "lua/runtime_impl.h"

namespace rb {
namespace {


// Handles are made while the rules load; afterwards each call would make another.
void at_load_only(lua_State* L, const char* maker) {
  if (impl_of(L).frozen.done)
    luaL_error(L, "%s makes a handle: make it once when the rules load (a local at the top of the file), not inside "
                  "a call", maker);
}

template <class T>
int push_handle(lua_State* L, HandleKind kind, std::vector<T>& all, T value) {
  all.push_back(std::move(value));
  lua_pushinteger(L, make_handle(kind, all.size() - 1));
  return 1;
}

DirectionSet read_directions(lua_State* L, int table) {
  luaL_checktype(L, table, LUA_TTABLE);
  DirectionSet set(game_of(L).spaces.boards.size());
  for (lua_Integer i = 1; lua_geti(L, table, i) != LUA_TNIL; ++i) {
    const auto per_board = find_relation(L, luaL_checkstring(L, -1));
    for (size_t b = 0; b < per_board.size(); ++b)
      if (per_board[b]) set.add(b, per_board[b]);
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  return set;
}

int l_directions(lua_State* L) {
  at_load_only(L, "rb.directions");
  return push_handle(L, HandleKind::Directions, impl_of(L).handles.direction_sets, read_directions(L, 1));
}

void read_lacks(lua_State* L, int table, SpaceFilter& f) {
  if (lua_getfield(L, table, "lacks") == LUA_TTABLE) {
    if (lua_geti(L, -1, 1) == LUA_TTABLE) {
      lua_pop(L, 1);
      for (lua_Integer i = 1; lua_geti(L, -1, i) == LUA_TTABLE; ++i) f.lacks.push_back(read_match(L, lua_gettop(L))), lua_pop(L, 1);
    } else {
      f.lacks.push_back(read_match(L, lua_gettop(L) - 1));
    }
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
}

// The number a test of `key` (props or attrs) `name` is equal to: a whole number a space
// property or a board attribute can hold.
int32_t test_value(lua_State* L, int index, const char* key, const char* name) {
  const lua_Integer v = luaL_checkinteger(L, index);
  if (v < INT32_MIN || v > INT32_MAX)
    luaL_error(L, "rb.filter %s: %s = %I can never hold (spaces keep whole numbers from %d to %d)", key, name, v,
               int(INT32_MIN), int(INT32_MAX));
  return int32_t(v);
}

PropTest read_prop_test(lua_State* L, int prop, int value, const char* key, const char* name);

// {except = test}: every value but those `test` holds for, `test` in any other form.
PropTest read_except(lua_State* L, int prop, int value, const char* key, const char* name) {
  lua_getfield(L, value, "min");
  lua_getfield(L, value, "max");
  if (!lua_isnil(L, -1) || !lua_isnil(L, -2))
    luaL_error(L, "rb.filter %s: %s: except goes alone, not with min or max (write the values to leave out as its test)", key, name);
  lua_getfield(L, value, "except");
  const int inner = lua_gettop(L);
  if (lua_type(L, inner) == LUA_TTABLE) {
    const bool nested = lua_getfield(L, inner, "except") != LUA_TNIL;
    lua_pop(L, 1);
    if (nested) luaL_error(L, "rb.filter %s: %s: an except inside an except (write the values it keeps instead)", key, name);
  }
  PropTest t = read_prop_test(L, prop, inner, key, name);
  if (t.is == PropTest::Is::Range && t.lo == INT32_MIN && t.hi == INT32_MAX)
    luaL_error(L, "rb.filter %s: %s: except every value holds for no value a space can have", key, name);
  lua_pop(L, 3);
  t.except = true;
  return t;
}

// One property test: a number, "self", "opponent", "none" (0), {min=, max=} or {except = one
// of those}.
PropTest read_prop_test(lua_State* L, int prop, int value, const char* key, const char* name) {
  PropTest t;
  t.prop = prop;
  if (lua_type(L, value) == LUA_TTABLE && lua_getfield(L, value, "except") != LUA_TNIL) {
    lua_pop(L, 1);
    only_keys(L, value, (std::string("rb.filter ") + key).c_str(), {"min", "max", "except"});
    return read_except(L, prop, value, key, name);
  }
  if (lua_type(L, value) == LUA_TTABLE) lua_pop(L, 1);
  if (lua_type(L, value) == LUA_TSTRING) {
    static const std::vector<std::string> kWords = {"self", "opponent", "none"};
    const int w = check_named(L, value, kWords, "property test");
    t.is = w == 0 ? PropTest::Is::Self : w == 1 ? PropTest::Is::Opponent : PropTest::Is::Range;
  } else if (lua_type(L, value) == LUA_TTABLE) {
    only_keys(L, value, (std::string("rb.filter ") + key).c_str(), {"min", "max", "except"});
    lua_getfield(L, value, "min");
    lua_getfield(L, value, "max");
    // A bound beyond what a space holds is no bound on that side; a range that holds for no
    // value a space can have is an error.
    const lua_Integer lo = lua_isnil(L, -2) ? INT32_MIN : luaL_checkinteger(L, -2);
    const lua_Integer hi = lua_isnil(L, -1) ? INT32_MAX : luaL_checkinteger(L, -1);
    if (lo > INT32_MAX || hi < INT32_MIN)
      luaL_error(L, "rb.filter %s: %s = {min = %I, max = %I} holds for no value a space can have (whole numbers from %d to %d)",
                 key, name, lo, hi, int(INT32_MIN), int(INT32_MAX));
    if (lo > hi) luaL_error(L, "rb.filter %s: %s = {min = %I, max = %I} holds for no value (min is above max)", key, name, lo, hi);
    t.lo = int32_t(std::max<lua_Integer>(lo, INT32_MIN));
    t.hi = int32_t(std::min<lua_Integer>(hi, INT32_MAX));
    lua_pop(L, 2);
  } else {
    t.lo = t.hi = test_value(L, value, key, name);
  }
  return t;
}

void read_props(lua_State* L, int table, SpaceFilter& f) {
  if (lua_getfield(L, table, "props") != LUA_TNIL) {
    luaL_checktype(L, -1, LUA_TTABLE);
    lua_pushnil(L);
    while (lua_next(L, -2)) {
      const int prop = check_declared(L, -2, game_of(L).spaces.prop_names, "space property");
      f.props.push_back(read_prop_test(L, prop, lua_gettop(L), "props", game_of(L).spaces.prop_names[size_t(prop)].c_str()));
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
}

// "; the boards have x, y" (or that they have none), for an error naming an unknown attribute.
std::string known_attributes(const GameDef& g) {
  std::set<std::string> names;
  for (const Board& b : g.spaces.boards)
    for (const auto& [name, values] : b.attributes()) names.insert(name);
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "; the boards have " : ", ") + n;
  return out.empty() ? "; the boards have no attributes" : out;
}

// attrs = {name = test}: a board attribute some board of the game has, tested as props are.
void read_attrs(lua_State* L, int table, SpaceFilter& f) {
  if (lua_getfield(L, table, "attrs") != LUA_TNIL) {
    luaL_checktype(L, -1, LUA_TTABLE);
    lua_pushnil(L);
    while (lua_next(L, -2)) {
      if (lua_type(L, -2) != LUA_TSTRING) luaL_error(L, "rb.filter attrs: the keys are attribute names, got a %s", luaL_typename(L, -2));
      const char* name = lua_tostring(L, -2);
      AttrTest a;
      a.test = read_prop_test(L, 0, lua_gettop(L), "attrs", name);
      for (const Board& b : game_of(L).spaces.boards) {
        const auto it = b.attributes().find(name);
        a.per_board.push_back(it == b.attributes().end() ? nullptr : &it->second);
      }
      if (std::all_of(a.per_board.begin(), a.per_board.end(), [](const auto* v) { return v == nullptr; }))
        luaL_error(L, "rb.filter attrs: no board has an attribute '%s'%s", name, known_attributes(game_of(L)).c_str());
      f.attrs.push_back(std::move(a));
      lua_pop(L, 1);
    }
  }
  lua_pop(L, 1);
}

void read_flanks(lua_State* L, int table, SpaceFilter& f) {
  const int t = lua_getfield(L, table, "flanks");
  if (t == LUA_TNUMBER) {
    f.flanks.push_back(check_flank(L, -1, "rb.filter: flanks"));
  } else if (t == LUA_TTABLE) {
    for (lua_Integer i = 1; lua_geti(L, -1, i) != LUA_TNIL; ++i) f.flanks.push_back(check_flank(L, -1, "rb.filter: flanks")), lua_pop(L, 1);
    lua_pop(L, 1);
  } else if (t != LUA_TNIL) {
    luaL_error(L, "rb.filter: flanks must be a handle from rb.flank or a list of them");
  }
  lua_pop(L, 1);
}

SpaceFilter read_filter(lua_State* L, int table) {
  luaL_checktype(L, table, LUA_TTABLE);
  only_keys(L, table, "rb.filter", {"empty", "has", "lacks", "props", "attrs", "flanks"});
  SpaceFilter f;
  if (lua_getfield(L, table, "empty") != LUA_TNIL) f.empty = lua_toboolean(L, -1) ? 1 : 0;
  lua_pop(L, 1);
  if (lua_getfield(L, table, "has") == LUA_TTABLE) f.has.push_back(read_match(L, lua_gettop(L)));
  lua_pop(L, 1);
  read_lacks(L, table, f);
  read_props(L, table, f);
  read_attrs(L, table, f);
  read_flanks(L, table, f);
  return f;
}

int l_filter(lua_State* L) {
  at_load_only(L, "rb.filter");
  return push_handle(L, HandleKind::Filter, impl_of(L).handles.filters, read_filter(L, 1));
}

// A filter given to rb.flank: a handle from rb.filter (copied: the flank keeps its own).
std::shared_ptr<const SpaceFilter> flank_part(lua_State* L, int table, const char* key) {
  if (lua_getfield(L, table, key) == LUA_TNIL) luaL_error(L, "rb.flank needs %s = a handle from rb.filter", key);
  const std::string field = std::string("rb.flank: ") + key;
  auto f = std::make_shared<const SpaceFilter>(check_filter_field(L, -1, field.c_str()));
  lua_pop(L, 1);
  return f;
}

int l_flank(lua_State* L) {
  at_load_only(L, "rb.flank");
  luaL_checktype(L, 1, LUA_TTABLE);
  only_keys(L, 1, "rb.flank", {"dirs", "run", "close", "min", "max"});
  Flank f;
  const int dirs = lua_getfield(L, 1, "dirs");
  if (dirs == LUA_TNUMBER) f.dirs = check_directions(L, -1, "rb.flank: dirs");
  else if (dirs == LUA_TTABLE) f.dirs = read_directions(L, lua_gettop(L));
  else luaL_error(L, "rb.flank needs dirs = a list of relation names or an rb.directions handle, got %s", luaL_typename(L, -1));
  lua_pop(L, 1);
  f.run = flank_part(L, 1, "run");
  if (lua_getfield(L, 1, "close") != LUA_TNIL) f.close = flank_part(L, 1, "close");  // none: the run alone
  lua_pop(L, 1);
  lua_getfield(L, 1, "min");
  lua_getfield(L, 1, "max");
  const lua_Integer min = luaL_optinteger(L, -2, 1), max = luaL_optinteger(L, -1, 1 << 30);  // compared whole: 2^32 + 1 is not 1
  lua_pop(L, 2);
  if (min < 1 || max < min || max > INT32_MAX) luaL_error(L, "rb.flank: need 1 <= min <= max <= %d, got min %I, max %I", int(INT32_MAX), min, max);
  f.min = int(min), f.max = int(max);
  return push_handle(L, HandleKind::Flank, impl_of(L).handles.flanks, std::move(f));
}

int l_pieces(lua_State* L) {
  at_load_only(L, "rb.pieces");
  return push_handle(L, HandleKind::Pieces, impl_of(L).handles.piece_sets, read_match(L, 1));
}

// rb.axes{{"e", "w"}, {"n", "s"}}: pairs of opposite relations for s:line and s:line_counts.
int l_axes(lua_State* L) {
  at_load_only(L, "rb.axes");
  luaL_checktype(L, 1, LUA_TTABLE);
  AxisSet set;
  set.per_board.resize(game_of(L).spaces.boards.size());
  for (lua_Integer i = 1; lua_geti(L, 1, i) != LUA_TNIL; ++i) {
    luaL_checktype(L, -1, LUA_TTABLE);
    lua_geti(L, -1, 1);
    lua_geti(L, -2, 2);
    const auto a = find_relation(L, luaL_checkstring(L, -2)), b = find_relation(L, luaL_checkstring(L, -1));
    for (size_t k = 0; k < a.size(); ++k) set.per_board[k].emplace_back(a[k], b[k]);  // a board lacking both too: s:line_counts answers each pair
    lua_pop(L, 3);
  }
  return push_handle(L, HandleKind::Axes, impl_of(L).handles.axis_sets, std::move(set));
}

const luaL_Reg kMakers[] = {{"directions", l_directions}, {"filter", l_filter}, {"flank", l_flank},
                            {"pieces", l_pieces},         {"axes", l_axes},     {nullptr, nullptr}};

}  // namespace

void register_handle_makers(lua_State* L) { add_methods(L, kMakers); }

}  // namespace rb
