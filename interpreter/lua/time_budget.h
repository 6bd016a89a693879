// The time budget of a call into the rules, as the watchdog (lua/watchdog.cpp) sees it:
// calls are numbered, odd while one runs; the watchdog notes when it first saw the running
// call, so a call reads no clock.
#pragma once

#include <atomic>
#include <cstdint>
#include <ctime>

namespace rb {

struct TimeBudget {
  int64_t milliseconds = 2000;        // CPU time of the calling thread per call
  std::atomic<uint64_t> call_number{0};
  std::atomic<uint64_t> seen_number{0};
  std::atomic<int64_t> seen_since_ns{0};              // the calling thread's CPU time then
  std::atomic<clockid_t> call_clock{CLOCK_MONOTONIC}; // the CPU clock of the thread making the call
  std::atomic<bool> hook_armed{false};
  bool exceeded = false;              // the running call ran past the budget

  uint64_t calls() const { return call_number.load(std::memory_order_relaxed); }
};

}  // namespace rb
