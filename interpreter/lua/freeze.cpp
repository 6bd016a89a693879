// Freezing: after the rules load, every table reachable from the globals or from a
// function's upvalues becomes read-only in place (its contents move behind __index),
// so no game state can hide in Lua and one Lua state can serve every State.
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

void walk_upvalues(lua_State* L, int f, int visited, int depth) {
  for (int i = 1; lua_getupvalue(L, f, i); ++i) {
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

}  // namespace

void freeze_reachable(lua_State* L) {
  lua_newtable(L);
  const int visited = lua_gettop(L);
  lua_pushglobaltable(L);
  walk(L, visited, 0);
  lua_pop(L, 2);
}

}  // namespace rb
