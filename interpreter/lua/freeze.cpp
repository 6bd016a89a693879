// Freezing: after the rules load, every table reachable from the globals or from a
// function's upvalues becomes read-only in place (its contents move behind __index),
// so no game state can hide in Lua and one Lua state can serve every State.
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

int frozen_pairs(lua_State* L) {
  lua_getglobal(L, "next");
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_pushnil(L);
  return 3;
}

// Moves the contents of the table at `t` into a hidden table and points __index at it.
void freeze_table(lua_State* L, int t) {
  lua_newtable(L);
  const int hidden = lua_gettop(L);
  lua_pushnil(L);
  while (lua_next(L, t)) {
    lua_pushvalue(L, -2);
    lua_insert(L, -2);
    lua_rawset(L, hidden);
  }
  lua_pushnil(L);
  while (lua_next(L, hidden)) {
    lua_pop(L, 1);
    lua_pushvalue(L, -1);
    lua_pushnil(L);
    lua_rawset(L, t);
  }
  if (lua_getmetatable(L, t)) lua_setmetatable(L, hidden);
  lua_createtable(L, 0, 5);
  lua_pushvalue(L, hidden);
  lua_setfield(L, -2, "__index");
  lua_pushcfunction(L, frozen_newindex);
  lua_setfield(L, -2, "__newindex");
  lua_pushvalue(L, hidden);
  lua_pushcclosure(L, frozen_len, 1);
  lua_setfield(L, -2, "__len");
  lua_pushvalue(L, hidden);
  lua_pushcclosure(L, frozen_pairs, 1);
  lua_setfield(L, -2, "__pairs");
  lua_pushliteral(L, "frozen");
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, t);
  lua_pop(L, 1);
}

void walk(lua_State* L, int visited, int depth);

void walk_table(lua_State* L, int t, int visited, int depth) {
  lua_pushnil(L);
  while (lua_next(L, t)) {
    walk(L, visited, depth + 1);  // the value
    lua_pop(L, 1);
    lua_pushvalue(L, -1);
    walk(L, visited, depth + 1);  // the key
    lua_pop(L, 1);
  }
  freeze_table(L, t);
}

// A module-level local holding a number, string or boolean: remembered so that a change
// made during one game is caught (and undone) before the next.
void watch_upvalue(lua_State* L, int f, int i, const char* name) {
  Impl& r = impl_of(L);
  const void* id = lua_upvalueid(L, f, i);
  for (const auto& w : r.upvalues)
    if (w.id == id) return;
  lua_Debug ar;
  lua_pushvalue(L, f);
  lua_getinfo(L, ">S", &ar);
  lua_getfield(L, LUA_REGISTRYINDEX, "rulebook.upvalues");
  lua_pushvalue(L, -2);
  lua_rawseti(L, -2, lua_Integer(2 * r.upvalues.size() + 1));  // the value
  lua_pushvalue(L, f);
  lua_rawseti(L, -2, lua_Integer(2 * r.upvalues.size() + 2));  // the function holding it
  lua_pop(L, 1);
  r.upvalues.push_back({id, i, name, std::string(ar.short_src) + ":" + std::to_string(ar.linedefined)});
}

void walk_upvalues(lua_State* L, int f, int visited, int depth) {
  for (int i = 1;; ++i) {
    const char* name = lua_getupvalue(L, f, i);
    if (!name) break;
    const int type = lua_type(L, -1);
    if (lua_iscfunction(L, f) == 0 && (type == LUA_TNUMBER || type == LUA_TSTRING || type == LUA_TBOOLEAN) && *name)
      watch_upvalue(L, f, i, name);
    walk(L, visited, depth + 1);
    lua_pop(L, 1);
  }
}

// Walks the value on top of the stack (leaves it there).
void walk(lua_State* L, int visited, int depth) {
  const int type = lua_type(L, -1);
  if ((type != LUA_TTABLE && type != LUA_TFUNCTION) || depth > 200) return;
  lua_pushvalue(L, -1);
  if (lua_rawget(L, visited) != LUA_TNIL) return void(lua_pop(L, 1));
  lua_pop(L, 1);
  lua_pushvalue(L, -1);
  lua_pushboolean(L, 1);
  lua_rawset(L, visited);
  luaL_checkstack(L, 8, "freezing nested tables");
  const int at = lua_gettop(L);
  if (type == LUA_TTABLE) walk_table(L, at, visited, depth);
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

// The frozen global table's contents sit behind its __index; give them a fallback too.
void guard_globals(lua_State* L) {
  const int base = lua_gettop(L);
  lua_pushglobaltable(L);
  if (lua_getmetatable(L, -1) && lua_getfield(L, -1, "__index") == LUA_TTABLE) {
    lua_createtable(L, 0, 1);
    lua_pushcfunction(L, undefined_global);
    lua_setfield(L, -2, "__index");
    lua_setmetatable(L, -2);
  }
  lua_settop(L, base);
}

}  // namespace

// A frozen table keeps its contents in the table its __index names; reading them there
// skips the metamethod hop on every element.
void push_contents(lua_State* L, int t) {
  t = lua_absindex(L, t);
  if (lua_getmetatable(L, t)) {
    lua_getfield(L, -1, "__newindex");
    const bool frozen = lua_tocfunction(L, -1) == frozen_newindex;
    lua_pop(L, 1);
    if (frozen) {
      lua_getfield(L, -1, "__index");
      lua_remove(L, -2);
      return;
    }
    lua_pop(L, 1);
  }
  lua_pushvalue(L, t);
}

void freeze_reachable(lua_State* L) {
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, "rulebook.upvalues");
  lua_newtable(L);
  const int visited = lua_gettop(L);
  lua_pushglobaltable(L);
  walk(L, visited, 0);
  lua_pop(L, 2);
  guard_globals(L);
}

}  // namespace rb

namespace rb {

std::string restore_upvalues(lua_State* L) {
  Impl& r = impl_of(L);
  std::string changed;
  lua_getfield(L, LUA_REGISTRYINDEX, "rulebook.upvalues");
  for (size_t k = 0; k < r.upvalues.size(); ++k) {
    const auto& w = r.upvalues[k];
    lua_rawgeti(L, -1, lua_Integer(2 * k + 2));  // function
    lua_rawgeti(L, -2, lua_Integer(2 * k + 1));  // remembered value
    lua_getupvalue(L, -2, w.index);
    if (!lua_rawequal(L, -1, -2)) {
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
