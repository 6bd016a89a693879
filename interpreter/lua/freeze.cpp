// Freezing: after the rules load, every table reachable from the globals or from a
// function's upvalues becomes read-only, so no game state can hide in Lua and one Lua
// state can serve every State.
//
// A plain table keeps its contents where they are, so reading it costs what reading any
// table costs: a guard on __newindex refuses a new key at once, with the line that tried,
// and a copy taken now catches a changed or removed entry before a later game
// (check_frozen_tables). A table that has a metatable of its own moves its contents behind
// __index instead, where every write meets the guard.
#include <cstring>

#include "lua/runtime_impl.h"

namespace rb {
namespace {

int frozen_newindex(lua_State* L) {
  return luaL_error(L, "attempt to change a frozen table (rule state belongs in the State: declare a variable)");
}

int frozen_len(lua_State* L) {
  lua_pushinteger(L, lua_Integer(lua_rawlen(L, lua_upvalueindex(1))));
  return 1;
}

// next() over the hidden contents, which it keeps to itself: pairs hands out no table
// that could be written.
int frozen_next(lua_State* L) {
  lua_settop(L, 2);
  if (lua_next(L, lua_upvalueindex(1))) return 2;
  lua_pushnil(L);
  return 1;
}

int frozen_pairs(lua_State* L) {
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_pushvalue(L, 1);
  lua_pushnil(L);
  return 3;
}

constexpr const char* kFrozenKey = "rulebook.frozen";  // registry: table, copy, table, copy ...

// The metatable of a frozen table: the write guard, and getmetatable() answers "frozen".
void push_guard_metatable(lua_State* L) {
  lua_createtable(L, 0, 4);
  lua_pushcfunction(L, frozen_newindex);
  lua_setfield(L, -2, "__newindex");
  lua_pushliteral(L, "frozen");
  lua_setfield(L, -2, "__metatable");
}

// Removes every entry of the table at `t` (clearing fields during a traversal is allowed).
void clear_table(lua_State* L, int t) {
  lua_pushnil(L);
  while (lua_next(L, t)) {
    lua_pop(L, 1);
    lua_pushvalue(L, -1);
    lua_pushnil(L);
    lua_rawset(L, t);
  }
}

// Moves the contents of the table at `t` into a hidden table and points __index at it.
void freeze_behind_index(lua_State* L, int t) {
  lua_newtable(L);
  const int hidden = lua_gettop(L);
  lua_pushnil(L);
  while (lua_next(L, t)) {
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_rawset(L, hidden);
  }
  clear_table(L, t);
  lua_getmetatable(L, t);
  lua_setmetatable(L, hidden);
  push_guard_metatable(L);
  lua_pushvalue(L, hidden);
  lua_setfield(L, -2, "__index");
  lua_pushvalue(L, hidden);
  lua_pushcclosure(L, frozen_len, 1);
  lua_setfield(L, -2, "__len");
  lua_pushvalue(L, hidden);
  lua_pushcclosure(L, frozen_next, 1);
  lua_pushcclosure(L, frozen_pairs, 1);
  lua_setfield(L, -2, "__pairs");
  lua_setmetatable(L, t);
  lua_pop(L, 1);
}

// Pushes a copy of the entries of the table at `t` (key, value, key, value ...) in the
// order lua_next gives them, an order that holds while no key is added; returns how many.
size_t push_copy(lua_State* L, int t) {
  lua_newtable(L);
  lua_Integer n = 0;
  lua_pushnil(L);
  while (lua_next(L, t)) {
    lua_pushvalue(L, -2);
    lua_rawseti(L, -4, ++n);
    lua_rawseti(L, -3, ++n);
  }
  return size_t(n / 2);
}

// Guards the table at `t` in place and keeps a copy of its entries.
void freeze_in_place(lua_State* L, int t, std::string name, std::string where) {
  Impl& r = impl_of(L);
  lua_getfield(L, LUA_REGISTRYINDEX, kFrozenKey);
  const int frozen = lua_gettop(L);
  lua_pushvalue(L, t);
  lua_rawseti(L, frozen, lua_Integer(2 * r.frozen.tables.size() + 1));
  const size_t count = push_copy(L, t);
  lua_rawseti(L, frozen, lua_Integer(2 * r.frozen.tables.size() + 2));
  lua_pop(L, 1);
  r.frozen.tables.push_back({count, std::move(name), std::move(where)});
  r.frozen.entries += count;
  push_guard_metatable(L);
  lua_setmetatable(L, t);
}

// Where a table was found, for the message if a game changes it.
struct Found {
  std::string name;   // the path it was reached by: "sheet.NEAR", "visits" (an upvalue)
  std::string where;  // "rules.lua:12: " or ""
};

std::string key_text(lua_State* L, int key) {
  if (lua_type(L, key) == LUA_TSTRING) return lua_tostring(L, key);
  if (lua_type(L, key) == LUA_TNUMBER && lua_isinteger(L, key)) return "[" + std::to_string(lua_tointeger(L, key)) + "]";
  return "[" + std::string(luaL_typename(L, key)) + "]";
}

constexpr const char* kModules = "(the modules require gives)";
constexpr int kMaxDepth = 200;  // tables in tables the freeze walks into

Found member(const Found& of, const std::string& key) {
  if (of.name.empty() || of.name == kModules) return {key, of.where};
  return {of.name + (key[0] == '[' ? "" : ".") + key, of.where};
}

void walk(lua_State* L, int visited, int depth, const Found& found);

bool may_hold_tables(lua_State* L, int i) { return lua_type(L, i) == LUA_TTABLE || lua_type(L, i) == LUA_TFUNCTION; }

void walk_table(lua_State* L, int t, int visited, int depth, const Found& found) {
  lua_pushnil(L);
  while (lua_next(L, t)) {
    if (may_hold_tables(L, -1)) walk(L, visited, depth + 1, member(found, key_text(L, -2)));  // the value
    lua_pop(L, 1);
    if (may_hold_tables(L, -1)) {  // the key
      lua_pushvalue(L, -1);
      walk(L, visited, depth + 1, member(found, key_text(L, -1)));
      lua_pop(L, 1);
    }
  }
  if (lua_getmetatable(L, t)) {
    walk(L, visited, depth + 1, member(found, "(metatable)"));  // its __index tables too
    lua_pop(L, 1);
    freeze_behind_index(L, t);
  } else {
    freeze_in_place(L, t, found.name.empty() ? "the global table" : "table '" + found.name + "'", found.where);
  }
}

// "rules.lua:12: ": where the function at `f` is defined.
std::string defined_at(lua_State* L, int f) {
  lua_Debug ar;
  lua_pushvalue(L, f);
  lua_getinfo(L, ">S", &ar);
  return std::string(ar.short_src) + ":" + std::to_string(ar.linedefined) + ": ";
}

// A module-level local: remembered so that a change made during one game is caught (and
// undone) before the next. A number, string or boolean is checked before every game; any
// other value (nil, a table, a function) with the tables' spaced check.
void watch_upvalue(lua_State* L, int f, int i, const char* name) {
  Impl& r = impl_of(L);
  const void* id = lua_upvalueid(L, f, i);
  for (const auto& w : r.frozen.upvalues)
    if (w.id == id) return;
  std::string where = defined_at(L, f);
  where.resize(where.size() - 2);
  lua_getfield(L, LUA_REGISTRYINDEX, "rulebook.upvalues");
  lua_pushvalue(L, -2);
  lua_rawseti(L, -2, lua_Integer(2 * r.frozen.upvalues.size() + 1));  // the value
  lua_pushvalue(L, f);
  lua_rawseti(L, -2, lua_Integer(2 * r.frozen.upvalues.size() + 2));  // the function holding it
  lua_pop(L, 1);
  const int type = lua_type(L, -1);
  r.frozen.upvalues.push_back({id, i, name, std::move(where), type == LUA_TNUMBER || type == LUA_TSTRING || type == LUA_TBOOLEAN});
}

void walk_upvalues(lua_State* L, int f, int visited, int depth) {
  const bool lua_function = lua_iscfunction(L, f) == 0;
  for (int i = 1;; ++i) {
    const char* name = lua_getupvalue(L, f, i);
    if (!name) break;
    if (lua_function && *name) watch_upvalue(L, f, i, name);
    if (may_hold_tables(L, -1))
      walk(L, visited, depth + 1, {*name ? name : "(an upvalue)", lua_function ? defined_at(L, f) : ""});
    lua_pop(L, 1);
  }
}

// Walks the value on top of the stack (leaves it there).
void walk(lua_State* L, int visited, int depth, const Found& found) {
  const int type = lua_type(L, -1);
  if (type != LUA_TTABLE && type != LUA_TFUNCTION) return;
  // Left unfrozen, a table this deep could carry state from one game to the next.
  if (depth > kMaxDepth) {
    const std::string where = found.where.empty() ? impl_of(L).game->source.rules_file + ": " : found.where;
    const std::string outermost = found.name.substr(0, found.name.find_first_of(".["));
    throw RuleError(where + "'" + outermost + "' nests tables more than " + std::to_string(kMaxDepth) +
                    " deep, too deep to freeze; keep the rules' tables flatter (while loading the rules)");
  }
  lua_pushvalue(L, -1);
  if (lua_rawget(L, visited) != LUA_TNIL) return void(lua_pop(L, 1));
  lua_pop(L, 1);
  lua_pushvalue(L, -1);
  lua_pushboolean(L, 1);
  lua_rawset(L, visited);
  luaL_checkstack(L, 8, "freezing nested tables");
  const int at = lua_gettop(L);
  if (type == LUA_TTABLE) walk_table(L, at, visited, depth, found);
  else walk_upvalues(L, at, visited, depth);
}

// Reading a global that does not exist is almost always a typo in rules: say so.
int undefined_global(lua_State* L) {
  const char* name = lua_tostring(L, 2);
  static const char* kLeftOut[] = {"io", "os", "debug", "package", "load", "loadfile", "dofile", "collectgarbage", "rawset", "coroutine"};
  for (const char* left : kLeftOut)
    if (name && std::strcmp(name, left) == 0) return luaL_error(L, "'%s' is not available to rules (the sandbox leaves it out)", name);
  return luaL_error(L, "undefined global '%s' (a typo, or a missing 'local'?)", name ? name : "?");
}

// A missing global is an error: on the frozen global table's guard, or, when its contents
// sit behind __index, on the table that holds them.
void guard_globals(lua_State* L) {
  const int base = lua_gettop(L);
  lua_pushglobaltable(L);
  if (lua_getmetatable(L, -1)) {
    if (lua_getfield(L, -1, "__index") == LUA_TTABLE) {
      lua_createtable(L, 0, 1);
      lua_pushcfunction(L, undefined_global);
      lua_setfield(L, -2, "__index");
      lua_setmetatable(L, -2);
    } else {
      lua_pop(L, 1);
      lua_pushcfunction(L, undefined_global);
      lua_setfield(L, -2, "__index");
    }
  }
  lua_settop(L, base);
}

}  // namespace

// The same value, raw: numbers also of the same subtype and the same bits (3 is not 3.0,
// 0.0 is not -0.0, a NaN is itself).
bool same_value(lua_State* L, int a, int b) {
  if (lua_type(L, a) != LUA_TNUMBER || lua_type(L, b) != LUA_TNUMBER) return lua_rawequal(L, a, b);
  if (lua_isinteger(L, a) || lua_isinteger(L, b))
    return lua_isinteger(L, a) && lua_isinteger(L, b) && lua_tointeger(L, a) == lua_tointeger(L, b);
  const lua_Number x = lua_tonumber(L, a), y = lua_tonumber(L, b);
  return std::memcmp(&x, &y, sizeof x) == 0;
}

namespace {

// Whether the table at `t` still holds exactly the entries of `copy`, in its order.
bool unchanged(lua_State* L, int t, int copy, size_t count) {
  lua_Integer i = 0;
  lua_pushnil(L);
  while (lua_next(L, t)) {
    bool same = size_t(i / 2) < count;
    if (same) {
      lua_rawgeti(L, copy, ++i);
      lua_rawgeti(L, copy, ++i);
      same = lua_rawequal(L, -2, -4) && same_value(L, -1, -3);
      lua_pop(L, 2);
    }
    lua_pop(L, 1);
    if (!same) return lua_pop(L, 1), false;
  }
  return size_t(i / 2) == count;
}

// Puts the entries of `copy` back into the table at `t`, and nothing else. (The order of
// the entries may change, so the caller takes a new copy.)
void restore(lua_State* L, int t, int copy) {
  clear_table(L, t);
  const lua_Integer n = lua_Integer(lua_rawlen(L, copy));
  for (lua_Integer i = 1; i < n; i += 2) {
    lua_rawgeti(L, copy, i);
    lua_rawgeti(L, copy, i + 1);
    lua_rawset(L, t);
  }
}

}  // namespace

// A frozen table keeps its contents in place, or in the table its __index names; reading
// them there skips the metamethod hop on every element.
void push_contents(lua_State* L, int t) {
  t = lua_absindex(L, t);
  if (lua_getmetatable(L, t)) {
    lua_getfield(L, -1, "__newindex");
    const bool frozen = lua_tocfunction(L, -1) == frozen_newindex;
    lua_pop(L, 1);
    if (frozen && lua_getfield(L, -1, "__index") == LUA_TTABLE) {
      lua_remove(L, -2);
      return;
    }
    lua_pop(L, frozen ? 2 : 1);
  }
  lua_pushvalue(L, t);
}

void freeze_reachable(lua_State* L) {
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, "rulebook.upvalues");
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, kFrozenKey);
  lua_newtable(L);
  const int visited = lua_gettop(L);
  lua_pushglobaltable(L);
  walk(L, visited, 0, {});
  lua_pop(L, 1);
  lua_getfield(L, LUA_REGISTRYINDEX, "rulebook.loaded");  // what require gives at run time
  walk(L, visited, 0, {kModules, ""});
  lua_pop(L, 2);
  guard_globals(L);
  impl_of(L).frozen.done = true;
}

std::string check_frozen_tables(lua_State* L) {
  Impl& r = impl_of(L);
  std::string changed;
  lua_getfield(L, LUA_REGISTRYINDEX, kFrozenKey);
  const int frozen = lua_gettop(L);
  for (size_t k = 0; k < r.frozen.tables.size(); ++k) {
    lua_rawgeti(L, frozen, lua_Integer(2 * k + 1));
    lua_rawgeti(L, frozen, lua_Integer(2 * k + 2));
    if (!unchanged(L, frozen + 1, frozen + 2, r.frozen.tables[k].count)) {
      const auto& f = r.frozen.tables[k];
      if (changed.empty()) changed = (f.where.empty() ? r.game->source.rules_file + ": " : f.where) + f.name + " was changed during a game";
      restore(L, frozen + 1, frozen + 2);
      push_copy(L, frozen + 1);
      lua_rawseti(L, frozen, lua_Integer(2 * k + 2));
    }
    lua_settop(L, frozen);
  }
  lua_pop(L, 1);
  return changed;
}

std::string restore_upvalues(lua_State* L, bool all) {
  Impl& r = impl_of(L);
  std::string changed;
  lua_getfield(L, LUA_REGISTRYINDEX, "rulebook.upvalues");
  for (size_t k = 0; k < r.frozen.upvalues.size(); ++k) {
    const auto& w = r.frozen.upvalues[k];
    if (!all && !w.scalar) continue;
    lua_rawgeti(L, -1, lua_Integer(2 * k + 2));  // function
    lua_rawgeti(L, -2, lua_Integer(2 * k + 1));  // remembered value
    lua_getupvalue(L, -2, w.index);
    if (!same_value(L, -1, -2)) {
      if (changed.empty()) changed = w.where + ": module-level local '" + w.name + "' was changed during a game";
      lua_pop(L, 1);
      lua_setupvalue(L, -2, w.index);
      lua_pop(L, 1);
    } else {
      lua_pop(L, 3);
    }
  }
  lua_pop(L, 1);
  return changed;
}

}  // namespace rb
