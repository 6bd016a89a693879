// The allocator Lua is given: it counts what the Lua state holds and refuses a block past
// the memory cap, noting the line that asked for it.
#include <cstdlib>

#include "lua/runtime_impl.h"

namespace rb {
namespace {

// "file:line: " of the innermost Lua line running (past C functions such as string.rep, which
// have no line), or "" outside any. Reading the stack allocates nothing, so the allocator may.
std::string running_line(lua_State* L) {
  lua_Debug ar;
  for (int level = 0; lua_getstack(L, level, &ar); ++level)
    if (lua_getinfo(L, "Sl", &ar) && ar.currentline > 0)
      return std::string(ar.short_src) + ":" + std::to_string(ar.currentline) + ": ";
  return "";
}

}  // namespace

void* limited_alloc(void* runtime, void* ptr, size_t osize, size_t nsize) {
  Impl& r = *static_cast<Impl*>(runtime);
  MemoryCap& m = r.memory;
  const size_t old = ptr ? osize : 0;
  if (nsize == 0) {
    std::free(ptr);
    m.used -= old;
    return nullptr;
  }
  if (m.refuses(old, nsize)) {
    m.exceeded = true;
    if (r.L && m.where.empty()) m.where = running_line(r.L);
    return nullptr;
  }
  void* p = std::realloc(ptr, nsize);
  if (p) m.used = m.used - old + nsize;
  if (p && nsize > old) {
    m.allocated += nsize - old;
    if (r.profile && r.L) profile_allocation(r.L, *r.profile, nsize - old);
  }
  return p;
}

}  // namespace rb
