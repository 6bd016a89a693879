// The time budget: a watchdog thread that arms a Lua hook only in a call that has used more
// than its budget of its thread's CPU time (so a busy machine does not make a rule late). Lua then runs with no hook at all in every ordinary call (a count hook
// makes the VM check before each instruction). lua_sethook may be called from another
// thread, as lua.c does from a signal handler; the sandbox opens no coroutines, so the
// main thread is the only one to arm.
#pragma once

#include <cstdint>

#include "lua/runtime_impl.h"

namespace rb {

void watch(Impl* runtime);    // from now on the watchdog looks at this runtime's calls
void unwatch(Impl* runtime);  // before the Lua state closes
// Around every call into Lua (never nested): each counts the call; the end disarms the hook.
void call_started(Impl& r);
void call_ended(Impl& r);
// The hook the watchdog arms; raises the budget error at the running line.
void budget_hook(lua_State* L, lua_Debug* ar);
// Between calls: the profiler's hook (or none) in place of any other, under the watchdog's lock.
void set_hooks_for_profile(Impl& r);

}  // namespace rb
