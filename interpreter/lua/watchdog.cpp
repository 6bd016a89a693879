#include "lua/watchdog.h"

#include <algorithm>
#include <chrono>
#include <mutex>
#include <new>

#include <pthread.h>
#include <thread>
#include <vector>

namespace rb {
namespace {

// A clock's reading (a thread's CPU clock may be read from another thread); 0 if it cannot
// be read, as for a thread that has ended.
int64_t clock_ns(clockid_t clock) {
  timespec t{};
  if (clock_gettime(clock, &t) != 0) return 0;
  return int64_t(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}

constexpr auto kTick = std::chrono::milliseconds(5);

struct Watchdog {
  std::mutex mutex;
  std::vector<Impl*> runtimes;

  Watchdog() {
    start();
    pthread_atfork(nullptr, nullptr, [] { restart_in_child(); });
  }
  void start() { std::thread([this] { run(); }).detach(); }
  // Arms the hook in a call that has used more than its budget of its thread's CPU time
  // since it was first seen.
  static void look_at(Impl& r) {
    TimeBudget& b = r.budget;
    const uint64_t n = b.calls();
    if (!(n & 1)) return;  // between calls
    const int64_t now = clock_ns(b.call_clock.load(std::memory_order_relaxed));
    if (n != b.seen_number.load(std::memory_order_relaxed)) {
      b.seen_since_ns.store(now, std::memory_order_relaxed);
      b.seen_number.store(n, std::memory_order_release);
    } else if (now - b.seen_since_ns.load(std::memory_order_relaxed) > b.milliseconds * 1'000'000 &&
               !b.hook_armed.exchange(true)) {
      lua_sethook(r.L, budget_hook, LUA_MASKCOUNT, 1);
    }
  }
  // fork() copies only the calling thread: the child needs a watchdog of its own, and a
  // fresh lock (the old thread may have held it at the fork).
  static void restart_in_child();

  void run() {
    for (;;) {
      std::this_thread::sleep_for(kTick);
      std::lock_guard<std::mutex> lock(mutex);
      for (Impl* r : runtimes) look_at(*r);
    }
  }
};

// Never destroyed: the thread may still run while static objects are torn down at exit.
Watchdog& watchdog() {
  static Watchdog* w = new Watchdog;
  return *w;
}

void Watchdog::restart_in_child() {
  Watchdog& w = watchdog();
  new (&w.mutex) std::mutex;
  w.start();
}

// Whether the running call is the one the watchdog has seen run past the budget.
bool over_budget(const TimeBudget& b) {
  const uint64_t n = b.calls();
  if (!(n & 1) || b.seen_number.load(std::memory_order_acquire) != n) return false;
  return clock_ns(b.call_clock.load(std::memory_order_relaxed)) - b.seen_since_ns.load(std::memory_order_relaxed) >
         b.milliseconds * 1'000'000;
}

}  // namespace

void watch(Impl* r) {
  std::lock_guard<std::mutex> lock(watchdog().mutex);
  watchdog().runtimes.push_back(r);
}

void unwatch(Impl* r) {
  std::lock_guard<std::mutex> lock(watchdog().mutex);
  auto& v = watchdog().runtimes;
  v.erase(std::remove(v.begin(), v.end(), r), v.end());
}

void call_started(Impl& r) {
  r.budget.exceeded = r.memory.exceeded = false;
  clockid_t clock = CLOCK_MONOTONIC;
  if (pthread_getcpuclockid(pthread_self(), &clock) == 0) r.budget.call_clock.store(clock, std::memory_order_relaxed);
  r.budget.call_number.store(r.budget.calls() + 1, std::memory_order_relaxed);
  if (r.profile) profile_call_started(*r.profile);
}

// The lock is taken only when the hook was armed: a global lock on every call made the
// threads of `sim --threads N` wait for each other. The watchdog sets hook_armed before it
// arms, under the lock; one that arms just after this check leaves a hook that finds the
// next call within budget and is disarmed when that call ends.
void call_ended(Impl& r) {
  r.budget.call_number.store(r.budget.calls() + 1, std::memory_order_relaxed);
  if (r.profile) profile_call_ended(*r.profile);
  if (!r.budget.hook_armed.load(std::memory_order_acquire)) return;
  std::lock_guard<std::mutex> lock(watchdog().mutex);  // the watchdog arms only under this lock
  if (r.budget.hook_armed.exchange(false)) arm_profile_hook(r.L, r.profile.get());
}

void set_hooks_for_profile(Impl& r) {
  std::lock_guard<std::mutex> lock(watchdog().mutex);  // the watchdog arms only under this lock
  r.budget.hook_armed.store(false);
  arm_profile_hook(r.L, r.profile.get());
}

void budget_hook(lua_State* L, lua_Debug*) {
  Impl& r = impl_of(L);
  if (!over_budget(r.budget)) return;  // armed for a call that has since ended: the next end disarms
  r.budget.exceeded = true;
  lua_Debug ar;
  const std::string what = "time budget of " + std::to_string(r.budget.milliseconds) + " ms exceeded (a loop that never ends?)";
  if (lua_getstack(L, 0, &ar) && lua_getinfo(L, "Sl", &ar) && ar.currentline > 0)
    lua_pushfstring(L, "%s:%d: %s", ar.short_src, ar.currentline, what.c_str());
  else
    lua_pushstring(L, what.c_str());
  lua_error(L);
}

}  // namespace rb
