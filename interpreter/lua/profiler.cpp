// The rules' profiler: a count hook every kInstructions Lua instructions notes the time
// since the last sample against the running line. Time spent in a binding called from
// Lua (pget, add_spaces ...) falls in the window of the line that called it.
#include <algorithm>
#include <chrono>
#include <tuple>

#include "lua/profiler.h"
#include "lua/runtime_impl.h"
#include "lua/watchdog.h"

namespace rb {
namespace {

constexpr int kInstructions = 97;  // a prime, so that a loop's body does not always land on one line

int64_t now_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

void profile_hook(lua_State* L, lua_Debug* ar) {
  Impl& r = impl_of(L);
  if (!r.profile) return;
  const int64_t now = now_ns();
  lua_getinfo(L, "Sl", ar);
  const Profile::Key key{ar->source, ar->currentline, ar->linedefined};
  Profile::LineCost& cost = r.profile->lines[key];
  cost.ns += now - r.profile->last_ns;
  cost.bytes += r.profile->pending_bytes;
  r.profile->pending_bytes = 0;
  r.profile->last = key;
  r.profile->last_ns = now_ns();
  r.profile->hook_ns += r.profile->last_ns - now;  // the hook's own time is left out
}

std::string file_of(const char* source) {
  if (!source) return "?";
  return source[0] == '@' || source[0] == '=' ? source + 1 : source;
}

}  // namespace

// Charged to the innermost Lua line: a table a binding builds counts for the line that
// called it. Reading the stack allocates nothing, so up to Lua 5.4.5 this is safe inside
// the allocator; from 5.4.6 on, Lua reallocates its stack with the stack's pointers made
// relative, so the bytes wait for the next sample and go to the line running then.
void profile_allocation(lua_State* L, Profile& profile, size_t bytes) {
#if LUA_VERSION_RELEASE_NUM >= 50406
  (void)L;
  profile.pending_bytes += int64_t(bytes);
#else
  lua_Debug ar;
  for (int level = 0; lua_getstack(L, level, &ar); ++level) {
    lua_getinfo(L, "Sl", &ar);
    if (ar.currentline > 0) {
      profile.lines[{ar.source, ar.currentline, ar.linedefined}].bytes += int64_t(bytes);
      return;
    }
  }
#endif
}

void arm_profile_hook(lua_State* L, const Profile* profile) {
  if (profile) lua_sethook(L, profile_hook, LUA_MASKCOUNT, kInstructions);
  else lua_sethook(L, nullptr, 0, 0);
}

void profile_call_started(Profile& profile) {
  profile.call_started_ns = profile.last_ns = now_ns();
  profile.last = {nullptr, 0, 0};
}

void profile_call_entered(lua_State* L, Profile& profile, int slot) {
  const int64_t start = now_ns();
  lua_Debug ar;
  lua_pushvalue(L, slot);
  if (lua_getinfo(L, ">S", &ar) && ar.linedefined >= 0 && ar.source && ar.source[0] != '=')
    profile.last = {ar.source, ar.linedefined, ar.linedefined};
  const int64_t own = now_ns() - start;  // the profiler's own time, as the hook's, is left out
  profile.last_ns += own;
  profile.hook_ns += own;
}

// The tail of the call, after its last sample, goes to the last line sampled, or to the
// function's first line when no sample fell in the call.
void profile_call_ended(Profile& profile) {
  const int64_t now = now_ns();
  if (profile.last.source) profile.lines[profile.last].ns += now - profile.last_ns;
  profile.in_calls_ns += now - profile.call_started_ns;
}

void RulesRuntime::start_profile() {
  impl_->profile = std::make_unique<Profile>();
  impl_->profile->started_ns = now_ns();
  set_hooks_for_profile(*impl_);
}

RulesProfile RulesRuntime::take_profile() {
  Impl& r = *impl_;
  RulesProfile out;
  if (!r.profile) return out;
  out.seconds = 1e-9 * double(now_ns() - r.profile->started_ns - r.profile->hook_ns);
  out.in_rules = 1e-9 * double(r.profile->in_calls_ns - r.profile->hook_ns);
  for (const auto& [key, cost] : r.profile->lines)
    out.lines.push_back({file_of(key.source), key.line, key.defined, 1e-9 * double(cost.ns), cost.bytes});
  std::sort(out.lines.begin(), out.lines.end(), [](const auto& a, const auto& b) {
    if (a.seconds != b.seconds) return a.seconds > b.seconds;
    return std::tie(a.file, a.line) < std::tie(b.file, b.line);
  });
  r.profile.reset();
  set_hooks_for_profile(r);
  return out;
}

}  // namespace rb
