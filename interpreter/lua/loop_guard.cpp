// Library functions whose loop runs in C, where the time budget cannot stop it (it stops Lua
// instructions), each bounded before it starts; and finalizers, which would run outside any
// budgeted call, refused. Patterns have their own bound (pattern_guard.cpp).
#include <string>

#include "lua/runtime_impl.h"

namespace rb {

int call_guarded_original(lua_State* L) {
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
  return lua_gettop(L);
}

namespace {

// More elements than the memory cap could ever hold (a table slot takes 16 bytes).
constexpr lua_Integer kMaxMoved = lua_Integer(1) << 24;

// string.rep(s, n[, sep]): n copies of nothing is a loop of n empty copies in C.
int guarded_rep(lua_State* L) {
  size_t l = 0, lsep = 0;
  luaL_checklstring(L, 1, &l);
  const lua_Integer n = luaL_checkinteger(L, 2);
  luaL_optlstring(L, 3, "", &lsep);
  if (n > 0 && l + lsep == 0) return lua_pushliteral(L, ""), 1;
  return call_guarded_original(L);
}

// table.move(a1, f, e, t[, a2]): one C loop over the whole range, nils included.
int guarded_move(lua_State* L) {
  const lua_Integer f = luaL_checkinteger(L, 2), e = luaL_checkinteger(L, 3);
  if (e >= f && lua_Unsigned(e) - lua_Unsigned(f) >= lua_Unsigned(kMaxMoved))
    return luaL_error(L, "table.move: a range of more than %d elements, more than the memory cap lets a table hold",
                      int(kMaxMoved));
  return call_guarded_original(L);
}

// setmetatable(t, mt): a __gc finalizer runs whenever the collector gets to it, in no call
// the budget watches; one that never returned would hang the program.
int guarded_setmetatable(lua_State* L) {
  // Checked here, so the error names the rules' line (the original's, raised below a C call, would not).
  if (!lua_istable(L, 1)) return luaL_error(L, "bad argument #1 to 'setmetatable' (table expected, got %s)", luaL_typename(L, 1));
  if (!lua_istable(L, 2) && !lua_isnil(L, 2)) return luaL_error(L, "bad argument #2 to 'setmetatable' (nil or table expected)");
  if (lua_istable(L, 2)) {
    lua_pushliteral(L, "__gc");
    const bool finalizer = lua_rawget(L, 2) != LUA_TNIL;
    lua_pop(L, 1);
    if (finalizer) return luaL_error(L, "setmetatable: a __gc finalizer is not allowed in rules (it would run outside any time budget)");
  }
  return call_guarded_original(L);
}

// Replaces table[name] (table on top of the stack) by `guard`, which calls the original as its upvalue.
void wrap(lua_State* L, const char* name, lua_CFunction guard) {
  lua_getfield(L, -1, name);
  lua_pushcclosure(L, guard, 1);
  lua_setfield(L, -2, name);
}

}  // namespace

void install_loop_guards(lua_State* L) {
  lua_getglobal(L, "string");
  wrap(L, "rep", guarded_rep);
  lua_pop(L, 1);
  lua_getglobal(L, "table");
  wrap(L, "move", guarded_move);
  lua_pop(L, 1);
  lua_pushglobaltable(L);
  wrap(L, "setmetatable", guarded_setmetatable);
  lua_pop(L, 1);
}

}  // namespace rb
