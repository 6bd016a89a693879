// How a failed call into the rules reads (lua/call_errors.h).
#include "lua/call_errors.h"

namespace rb {

namespace {

// A message is cut after this many bytes: rules that raise a huge one (a string built in a
// loop, a whole table dumped) get its start and the size of the rest, not a flood on stderr.
constexpr size_t kMessageBytes = 2000;

// The start of `msg` (of `len` bytes), cut between UTF-8 characters, and how much was left
// out; pushed, and returned as the stack holds it.
const char* clipped(lua_State* L, const char* msg, size_t len) {
  size_t cut = kMessageBytes;
  while (cut > 0 && (static_cast<unsigned char>(msg[cut]) & 0xC0) == 0x80) --cut;
  lua_pushlstring(L, msg, cut);
  lua_pushfstring(L, " ... (%I more bytes of this message left out)", static_cast<lua_Integer>(len - cut));
  lua_concat(L, 2);
  return lua_tostring(L, -1);
}

}  // namespace

int traceback_handler(lua_State* L) {
  size_t len = 0;
  const char* msg = lua_tolstring(L, 1, &len);
  if (!msg) msg = "(error object is not a string)";
  else if (len > kMessageBytes) msg = clipped(L, msg, len);
  luaL_traceback(L, L, msg, 1);
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
