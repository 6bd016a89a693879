// string.find / match / gmatch / gsub run their pattern matcher in C, where the
// instruction budget never fires. A backtracking match tries at most about
// (n + 1) ^ (q + 1) paths for a subject of n characters and a pattern of q repeated
// items, so a call whose bound is too large is refused before it starts.
#include <cmath>
#include <cstring>

#include "lua/runtime_impl.h"

namespace rb {
namespace {

constexpr double kMaxWork = 2e8;  // about a second of matching at worst

// Counts the items that can backtrack: x* x+ x- x? and %b; escapes and sets are skipped.
int repetitions(const char* p, size_t len) {
  int q = 0;
  for (size_t i = 0; i < len; ++i) {
    if (p[i] == '%') {
      if (i + 1 < len && p[i + 1] == 'b') ++q;
      ++i;
    } else if (p[i] == '[') {
      ++i;
      if (i < len && p[i] == '^') ++i;
      if (i < len && p[i] == ']') ++i;
      while (i < len && p[i] != ']') i += (p[i] == '%') ? 2 : 1;
    } else if (p[i] == '*' || p[i] == '+' || p[i] == '-' || p[i] == '?') {
      ++q;
    }
  }
  return q;
}

bool has_specials(const char* p, size_t len) { return std::strpbrk(std::string(p, len).c_str(), "^$*+?.([%-") != nullptr; }

int guarded(lua_State* L, const char* name, bool plain_allowed) {
  size_t n = 0, m = 0;
  luaL_checklstring(L, 1, &n);
  const char* pattern = luaL_checklstring(L, 2, &m);
  const bool plain = plain_allowed && lua_toboolean(L, 4);
  if (!plain && has_specials(pattern, m)) {
    const int q = repetitions(pattern, m);
    if ((q + 1) * std::log(double(n) + 1) > std::log(kMaxWork))
      return luaL_error(L, "string.%s: a pattern with %d repetitions on a %d-character string could run for ever; "
                        "shorten the string or the pattern", name, q, int(n));
  }
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
  return lua_gettop(L);
}

int g_find(lua_State* L) { return guarded(L, "find", true); }
int g_match(lua_State* L) { return guarded(L, "match", false); }
int g_gmatch(lua_State* L) { return guarded(L, "gmatch", false); }
int g_gsub(lua_State* L) { return guarded(L, "gsub", false); }

}  // namespace

void install_pattern_guard(lua_State* L) {
  const std::pair<const char*, lua_CFunction> wrappers[] = {{"find", g_find}, {"match", g_match}, {"gmatch", g_gmatch}, {"gsub", g_gsub}};
  lua_getglobal(L, "string");
  for (const auto& [name, fn] : wrappers) {
    lua_getfield(L, -1, name);
    lua_pushcclosure(L, fn, 1);
    lua_setfield(L, -2, name);
  }
  lua_pop(L, 1);
}

}  // namespace rb
