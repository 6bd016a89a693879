// string.find / match / gmatch / gsub run their pattern matcher in C, where the
// instruction budget never fires. A backtracking match tries at most about
// (n + 1) ^ (q + 1) paths for a subject of n characters and a pattern of q repeated
// items, each path as long as the pattern, so a call whose bound is too large is refused
// before it starts. A plain find (no specials, or plain = true) needs no bound: it is
// memmem's linear search (Lua's own compares at every place, n x m in all).
#include <algorithm>
#include <cmath>
#include <cstring>
#include <string.h>

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

// Over the whole pattern, as Lua's own test, a zero byte included.
bool has_specials(const char* p, size_t len) {
  static const char kSpecials[] = "^$*+?.([%-";
  return std::find_first_of(p, p + len, kSpecials, kSpecials + sizeof kSpecials - 1) != p + len;
}

// string.find's plain search: the first place of the pattern at or after init (Lua's rules
// for a negative or zero init), as its first and last positions, or nil.
int plain_find(lua_State* L, const char* s, size_t n, const char* p, size_t m) {
  lua_Integer init = luaL_optinteger(L, 3, 1);
  if (init < 0) init = init < -lua_Integer(n) ? 1 : lua_Integer(n) + init + 1;
  if (init == 0) init = 1;
  if (init > lua_Integer(n) + 1) return luaL_pushfail(L), 1;
  const char* from = s + init - 1;
  const void* at = m == 0 ? from : memmem(from, n - size_t(init - 1), p, m);
  if (!at) return luaL_pushfail(L), 1;
  const lua_Integer first = static_cast<const char*>(at) - s + 1;
  lua_pushinteger(L, first);
  lua_pushinteger(L, first + lua_Integer(m) - 1);
  return 2;
}

int guarded(lua_State* L, const char* name, bool plain_allowed) {
  size_t n = 0, m = 0;
  const char* subject = luaL_checklstring(L, 1, &n);
  const char* pattern = luaL_checklstring(L, 2, &m);
  const bool specials = has_specials(pattern, m);
  if (plain_allowed && (lua_toboolean(L, 4) || !specials)) return plain_find(L, subject, n, pattern, m);
  const int q = specials ? repetitions(pattern, m) : 0;
  // The log of the paths tried; with nothing to repeat, n starts of up to m compares each.
  const double work = (q + 1) * std::log(double(n) + 1) + (q == 0 ? std::log(double(m) + 1) : 0);
  if (work > std::log(kMaxWork))
    return luaL_error(L, "string.%s: a pattern with %d repetitions on a %d-character string could run for ever; "
                      "shorten the string or the pattern", name, q, int(n));
  return call_guarded_original(L);
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
