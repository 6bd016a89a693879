// How a failed call into the rules reads (lua/call_errors.h).
#include "lua/call_errors.h"

namespace rb {

int traceback_handler(lua_State* L) {
  const char* msg = lua_tostring(L, 1);
  luaL_traceback(L, L, msg ? msg : "(error object is not a string)", 1);
  return 1;
}

std::string first_line(const std::string& s) { return s.substr(0, s.find('\n')); }

std::string failure_text(Impl& r, int status) {
  if (status == LUA_ERRMEM || r.memory.exceeded)
    return (r.memory.where.empty() ? r.game->source.rules_file + ": " : r.memory.where) + "memory cap exceeded (" +
           std::to_string(r.memory.cap >> 20) + " MiB)";
  return lua_tostring(r.L, -1) ? lua_tostring(r.L, -1) : "unknown error";
}

}  // namespace rb
