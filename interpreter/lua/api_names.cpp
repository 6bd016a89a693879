// The names rules may use (rb.* fields, State and move list methods), read from a sandbox
// built with every binding and no rules, for lint; and the C functions behind them, by
// name, for the profiler.
#include "lua/runtime_impl.h"

namespace rb {
namespace {

// `each(key)` with the value on top of the stack, for every string key of the table on
// top and of its __index table (a frozen table keeps its contents there).
template <class Each>
void each_key_of_top(lua_State* L, Each each) {
  const int t = lua_gettop(L);
  for (int pass = 0; pass < 2; ++pass) {
    const int at = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, at)) {
      if (lua_type(L, -2) == LUA_TSTRING) each(std::string(lua_tostring(L, -2)));
      lua_pop(L, 1);
    }
    if (pass == 1 || !lua_getmetatable(L, at)) break;
    if (lua_getfield(L, -1, "__index") != LUA_TTABLE) break;
  }
  lua_settop(L, t);
}

std::vector<std::string> keys_of_top(lua_State* L) {
  std::vector<std::string> out;
  each_key_of_top(L, [&](const std::string& key) { out.push_back(key); });
  return out;
}

// The three tables of the API, each on top of the stack in turn: `each(prefix)`.
template <class Each>
void each_api_table(lua_State* L, Each each) {
  lua_getfield(L, LUA_REGISTRYINDEX, "rulebook.loaded");
  lua_getfield(L, -1, "rulebook");
  each("rb.");
  lua_pop(L, 2);
  for (const auto& [metatable, prefix] : {std::pair{"rulebook.State", "s:"}, std::pair{"rulebook.MoveList", "list:"}}) {
    luaL_getmetatable(L, metatable);
    lua_getfield(L, -1, "__index");
    each(prefix);
    lua_pop(L, 2);
  }
}

}  // namespace

RulesRuntime::ApiNames RulesRuntime::api_names(const GameDef& game) {
  Impl r;
  open_runtime(r, &game, SandboxLimits{});
  lua_State* L = r.L;
  ApiNames names;
  std::vector<std::string>* lists[] = {&names.module, &names.state, &names.list};
  int table = 0;
  each_api_table(L, [&](const char*) { *lists[table++] = keys_of_top(L); });
  lua_close(L);
  return names;
}

std::vector<std::pair<const void*, std::string>> api_functions(lua_State* L) {
  std::vector<std::pair<const void*, std::string>> out;
  const auto add_top = [&](const std::string& prefix) {
    each_key_of_top(L, [&](const std::string& key) {
      if (lua_iscfunction(L, -1)) out.emplace_back(lua_topointer(L, -1), prefix + key);
    });
  };
  lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);  // Lua's library: ipairs, pairs ...
  add_top("");
  for (const char* library : {"string", "table", "math", "utf8"}) {  // math.floor ...
    if (lua_getfield(L, -1, library) == LUA_TTABLE) add_top(std::string(library) + ".");
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  each_api_table(L, [&](const char* prefix) { add_top(prefix); });  // last: a name of the API wins
  return out;
}

}  // namespace rb
