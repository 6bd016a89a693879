// The sandbox: which standard libraries a rule script gets, print to stderr, a pcall
// that cannot swallow a runaway, and a require that reaches only stdlib/ and the game.
#include <cctype>
#include <cstdio>
#include <string>

#include "core/file_io.h"
#include "core/printable_text.h"
#include "lua/runtime_impl.h"

namespace rb {
namespace {

const char* kRemovedGlobals[] = {"load", "loadfile", "dofile", "collectgarbage", "require", "rawset"};

int safe_print(lua_State* L) {
  const int n = lua_gettop(L);
  std::string line;
  for (int i = 1; i <= n; ++i) {
    if (i > 1) line += '\t';
    line += luaL_tolstring(L, i, nullptr);
    lua_pop(L, 1);
  }
  std::fprintf(stderr, "%s\n", printable(line).c_str());  // a script's escape never reaches the terminal
  return 0;
}

// A budget or memory error must reach the runtime even through the script's own pcall.
void rethrow_if_fatal(lua_State* L, int status) {
  const Impl& r = impl_of(L);
  if (status != LUA_OK && (r.budget.exceeded || r.memory.exceeded || status == LUA_ERRMEM)) lua_error(L);
}

int safe_pcall(lua_State* L) {
  luaL_checkany(L, 1);
  const int status = lua_pcall(L, lua_gettop(L) - 1, LUA_MULTRET, 0);
  rethrow_if_fatal(L, status);
  lua_pushboolean(L, status == LUA_OK);
  lua_insert(L, 1);
  return lua_gettop(L);
}

// The script's message handler is skipped for a runaway: it would run with the hook off.
int guarded_handler(lua_State* L) {
  const Impl& r = impl_of(L);
  if (r.budget.exceeded || r.memory.exceeded) return 1;
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}

int safe_xpcall(lua_State* L) {
  const int n = lua_gettop(L);
  luaL_checktype(L, 2, LUA_TFUNCTION);
  lua_pushvalue(L, 2);
  lua_pushcclosure(L, guarded_handler, 1);
  lua_replace(L, 2);
  lua_pushvalue(L, 1);
  lua_copy(L, 2, 1);
  lua_replace(L, 2);  // stack: handler, function, args
  const int status = lua_pcall(L, n - 2, LUA_MULTRET, 1);
  rethrow_if_fatal(L, status);
  lua_pushboolean(L, status == LUA_OK);
  lua_replace(L, 1);
  return lua_gettop(L);
}

bool valid_module_name(const std::string& name) {
  if (name.empty() || name.front() == '.' || name.back() == '.') return false;
  for (char c : name)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.')) return false;
  return name.find("..") == std::string::npos;
}

std::filesystem::path module_path(const Impl& r, const std::string& name) {
  std::string rel = name;
  for (char& c : rel)
    if (c == '.') c = '/';
  if (rel.rfind("rulebook/", 0) == 0) return r.stdlib_dir / (rel + ".lua");
  return r.game->source.dir / (rel + ".lua");
}

void load_module(lua_State* L, const Impl& r, const std::string& name) {
  const std::filesystem::path path = module_path(r, name);
  const auto root = name.rfind("rulebook.", 0) == 0 ? r.stdlib_dir : r.game->source.dir;
  std::error_code ec;
  const auto canonical = std::filesystem::weakly_canonical(path, ec);
  const auto base = std::filesystem::weakly_canonical(root, ec);
  const std::string rel = canonical.lexically_relative(base).string();
  if (ec || rel.empty() || rel.rfind("..", 0) == 0) luaL_error(L, "require '%s': outside the game folder and stdlib", name.c_str());
  if (!std::filesystem::exists(path)) luaL_error(L, "module '%s' not found (looked for %s)", name.c_str(), path.c_str());
  if (!std::filesystem::is_regular_file(path))  // a named pipe would wait for a writer for ever
    luaL_error(L, "module '%s': %s is not a regular file", name.c_str(), path.c_str());
  if (std::filesystem::file_size(path, ec) > kMaxFileBytes)
    luaL_error(L, "module '%s': %s is more than the %d bytes (4 MiB) a file may be", name.c_str(), path.c_str(), int(kMaxFileBytes));
  if (luaL_loadfilex(L, path.c_str(), "t") != LUA_OK) {
    const char* error = lua_tostring(L, -1);
    if (error && std::string(error).rfind(path.string(), 0) != 0) lua_pushfstring(L, "%s: %s", path.c_str(), error);
    lua_error(L);  // a binary chunk's error names no file: it does now
  }
  lua_pushstring(L, name.c_str());
  lua_call(L, 1, 1);
}

// require "rulebook" is the API; "rulebook.x" is stdlib/rulebook/x.lua; others the game's own.
int safe_require(lua_State* L) {
  const std::string name = luaL_checkstring(L, 1);
  if (!valid_module_name(name)) return luaL_error(L, "require '%s': module names are letters, digits, _ and .", name.c_str());
  lua_getfield(L, LUA_REGISTRYINDEX, "rulebook.loaded");
  const int found = lua_getfield(L, -1, name.c_str());
  if (found == LUA_TBOOLEAN && !lua_toboolean(L, -1))  // false: its loading has begun, not ended
    return luaL_error(L, "require '%s' while '%s' is still loading: modules that require each other never finish", name.c_str(), name.c_str());
  if (found != LUA_TNIL) return 1;
  lua_pop(L, 1);
  if (impl_of(L).frozen.done)
    return luaL_error(L, "require '%s' after the rules loaded: require every module at the top of rules.lua", name.c_str());
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, name.c_str());
  load_module(L, impl_of(L), name);
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    lua_pushboolean(L, 1);
  }
  lua_pushvalue(L, -1);
  lua_setfield(L, -3, name.c_str());
  return 1;
}

void open_library(lua_State* L, const char* name, lua_CFunction open) {
  luaL_requiref(L, name, open, 1);
  lua_pop(L, 1);
}

}  // namespace

void open_sandbox(lua_State* L) {
  open_library(L, LUA_GNAME, luaopen_base);
  open_library(L, LUA_STRLIBNAME, luaopen_string);
  open_library(L, LUA_TABLIBNAME, luaopen_table);
  open_library(L, LUA_MATHLIBNAME, luaopen_math);
  open_library(L, LUA_UTF8LIBNAME, luaopen_utf8);
  for (const char* name : kRemovedGlobals) {
    lua_pushnil(L);
    lua_setglobal(L, name);
  }
  lua_getglobal(L, "string");
  lua_pushnil(L);
  lua_setfield(L, -2, "dump");  // bytecode is an escape hatch
  lua_pop(L, 1);
  lua_pushstring(L, "");        // the shared string metatable: reads answer "locked"
  lua_getmetatable(L, -1);
  lua_pushliteral(L, "locked");
  lua_setfield(L, -2, "__metatable");
  lua_pop(L, 2);
  lua_register(L, "print", safe_print);
  lua_register(L, "pcall", safe_pcall);
  lua_register(L, "xpcall", safe_xpcall);
  lua_register(L, "require", safe_require);
  lua_newtable(L);
  lua_setfield(L, LUA_REGISTRYINDEX, "rulebook.loaded");
}

}  // namespace rb
