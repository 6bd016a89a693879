// The names rules may use (rb.* fields, State and move list methods), read from a sandbox
// built with every binding and no rules, for lint.
#include "lua/runtime_impl.h"

namespace rb {
namespace {

// Keys of the table on top of the stack, and of its __index table (a frozen table keeps
// its contents there).
std::vector<std::string> keys_of_top(lua_State* L) {
  std::vector<std::string> out;
  const int t = lua_gettop(L);
  for (int pass = 0; pass < 2; ++pass) {
    const int at = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, at)) {
      if (lua_type(L, -2) == LUA_TSTRING) out.push_back(lua_tostring(L, -2));
      lua_pop(L, 1);
    }
    if (pass == 1 || !lua_getmetatable(L, at)) break;
    if (lua_getfield(L, -1, "__index") != LUA_TTABLE) break;
  }
  lua_settop(L, t);
  return out;
}

std::vector<std::string> method_names(lua_State* L, const char* metatable) {
  luaL_getmetatable(L, metatable);
  lua_getfield(L, -1, "__index");
  auto out = keys_of_top(L);
  lua_pop(L, 2);
  return out;
}

}  // namespace

RulesRuntime::ApiNames RulesRuntime::api_names(const GameDef& game) {
  Impl r;
  open_runtime(r, &game, SandboxLimits{});
  lua_State* L = r.L;
  ApiNames names;
  lua_getfield(L, LUA_REGISTRYINDEX, "rulebook.loaded");
  lua_getfield(L, -1, "rulebook");
  names.module = keys_of_top(L);
  lua_pop(L, 2);
  names.state = method_names(L, "rulebook.State");
  names.list = method_names(L, "rulebook.MoveList");
  lua_close(L);
  return names;
}

}  // namespace rb
