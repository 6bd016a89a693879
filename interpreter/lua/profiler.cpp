// The rules' profiler: a count hook every kInstructions Lua instructions notes the time
// since the last sample against the running line. Time spent in a binding called from
// Lua (pget, add_spaces ...) falls in the window of the line that called it, and the call
// and return hooks time each C function on its own as well.
#include <algorithm>
#include <cstdint>
#include <chrono>
#include <map>
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

// Every kInstructions instructions: the time since the last sample, to the running line.
void sample_line(lua_State* L, lua_Debug* ar, Profile& p, int64_t now) {
  lua_getinfo(L, "Sl", ar);
  const Profile::Key key{ar->source, ar->currentline, ar->linedefined};
  Profile::LineCost& cost = p.lines[key];
  cost.ns += now - p.last_ns;
  cost.bytes += p.pending_bytes;
  p.pending_bytes = 0;
  p.last = key;
  p.last_ns = now;
}

// The function the hook's activation record is of (its identity), and whether it is C.
const void* hooked_function(lua_State* L, lua_Debug* ar, bool* c) {
  lua_getinfo(L, "f", ar);  // pushes it
  const void* fn = lua_topointer(L, -1);
  *c = lua_iscfunction(L, -1);
  lua_pop(L, 1);
  return fn;
}

// A function called: a frame, and for a C function not met before, its name as Lua gives
// it (the API's and the library's names were given when the profile started).
void call_entered(lua_State* L, lua_Debug* ar, Profile& p) {
  bool c = false;
  const void* fn = hooked_function(L, ar, &c);
  if (c && !p.c_calls.count(fn)) {
    lua_getinfo(L, "n", ar);
    const bool step = ar->namewhat && std::string(ar->namewhat) == "for iterator";  // ipairs's, a frozen table's pairs
    p.c_calls[fn].name = step ? "a for loop's next step" : ar->name ? ar->name : "(a C function)";
  }
  p.frames.push_back({fn, c});
}

// A Lua tail call goes on in the frame of the function it replaces, whose one return ends
// both: the frame is the callee's from now on.
void tail_called(lua_State* L, lua_Debug* ar, Profile& p) {
  bool c = false;
  if (!p.frames.empty()) p.frames.back().fn = hooked_function(L, ar, &c);
}

// A function returned: its frame, and any above it that an error unwound past (a pcall in
// the rules catching it) without their returns, go. A C function called from Lua is timed,
// less the rules' Lua it called back; one called by another C function (a guard's
// original string.find) is part of its caller's time.
void call_returned(lua_State* L, lua_Debug* ar, Profile& p, int64_t now) {
  bool c = false;
  const void* fn = hooked_function(L, ar, &c);
  size_t at = p.frames.size();
  while (at > 0 && p.frames[at - 1].fn != fn) --at;
  if (at == 0) return;  // entered before the profile's first hook
  const Profile::Frame f = p.frames[at - 1];
  p.frames.resize(at - 1);
  const int64_t inclusive = now - f.started_ns - (p.hook_ns - f.hooks_ns);
  const bool called_from_c = !p.frames.empty() && p.frames.back().c;
  if (f.c && !called_from_c) {
    Profile::CallCost& cost = p.c_calls[f.fn];
    cost.ns += inclusive - f.inner_ns;
    ++cost.calls;
  }
  if (!f.c && !p.frames.empty()) p.frames.back().inner_ns += inclusive;
}

void profile_hook(lua_State* L, lua_Debug* ar) {
  Impl& r = impl_of(L);
  if (!r.profile) return;
  Profile& p = *r.profile;
  const int64_t now = now_ns();
  if (ar->event == LUA_HOOKCOUNT) sample_line(L, ar, p, now);
  else if (ar->event == LUA_HOOKCALL) call_entered(L, ar, p);
  else if (ar->event == LUA_HOOKTAILCALL) tail_called(L, ar, p);
  else if (ar->event == LUA_HOOKRET) call_returned(L, ar, p, now);
  const int64_t after = now_ns();
  p.hook_ns += after - now;  // the hook's own time is left out of the line's and the call's
  p.last_ns += after - now;
  if (ar->event == LUA_HOOKCALL) {
    p.frames.back().started_ns = after;
    p.frames.back().hooks_ns = p.hook_ns;
  }
}

int empty_function(lua_State*) { return 0; }

// A call's time as the hooks measure it when it does nothing: what each call's time holds
// of the profiler's own. The least of a few rounds' means, the first ones warming up; in a
// protected call, so that no error can escape (none is expected).
int64_t call_floor_ns(lua_State* L, Profile& p) {
  constexpr int kRounds = 8, kCalls = 500;
  lua_pushcfunction(L, empty_function);
  const void* empty = lua_topointer(L, -1);
  lua_pop(L, 1);
  int64_t least = INT64_MAX;
  for (int round = 0; round < kRounds; ++round) {
    p.c_calls.erase(empty);
    for (int i = 0; i < kCalls; ++i) {
      lua_pushcfunction(L, empty_function);
      if (lua_pcall(L, 0, 0, 0) != LUA_OK) lua_pop(L, 1);
    }
    least = std::min(least, p.c_calls[empty].ns / kCalls);
  }
  p.c_calls.erase(empty);
  return std::max<int64_t>(least, 0);
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
  if (profile) lua_sethook(L, profile_hook, LUA_MASKCOUNT | LUA_MASKCALL | LUA_MASKRET, kInstructions);
  else lua_sethook(L, nullptr, 0, 0);
}

void profile_call_started(Profile& profile) {
  profile.call_started_ns = profile.last_ns = now_ns();
  profile.last = {nullptr, 0, 0};
  profile.frames.clear();  // a call that ended in an error returned from none of its frames
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
  for (const auto& [c, name] : api_functions(impl_->L)) impl_->profile->c_calls[c].name = name;
  set_hooks_for_profile(*impl_);
  impl_->profile->call_floor_ns = call_floor_ns(impl_->L, *impl_->profile);
  impl_->profile->hook_ns = 0;
  impl_->profile->started_ns = now_ns();
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
  std::map<std::string, RulesProfile::Call> by_name;  // two functions of one name are one row
  for (const auto& [fn, cost] : r.profile->c_calls) {
    if (cost.calls == 0) continue;
    RulesProfile::Call& call = by_name[cost.name];
    call.name = cost.name;
    call.seconds += 1e-9 * double(cost.ns);
    call.calls += cost.calls;
  }
  for (auto& [name, call] : by_name) out.calls.push_back(std::move(call));
  out.call_floor_seconds = 1e-9 * double(r.profile->call_floor_ns);
  std::sort(out.calls.begin(), out.calls.end(), [](const auto& a, const auto& b) {
    return a.seconds != b.seconds ? a.seconds > b.seconds : a.name < b.name;
  });
  r.profile.reset();
  set_hooks_for_profile(r);
  return out;
}

}  // namespace rb
