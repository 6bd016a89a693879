// When the rule state frozen at load time is checked and put back: the locals before every
// game, the tables at spaced intervals (lua/freeze.cpp does the work).
#include "lua/runtime_impl.h"

namespace rb {

// Whether this setup checks the tables frozen in place: the first games always, then once
// the calls into the rules since the last check outnumber the tables' entries 16 to 1, so
// that the check costs a few percent of the time at most, whatever the game.
bool frozen_check_due(Impl& r) {
  constexpr uint64_t kAlwaysFor = 32, kCallsPerEntry = 16;
  const uint64_t calls = (r.budget.calls() - r.frozen.checked_at) / 2;
  return ++r.frozen.setups <= kAlwaysFor || calls >= kCallsPerEntry * r.frozen.entries;
}

// The locals (all of them, or the scalars) and, with `all`, the frozen tables, put back;
// the first change found. The memory cap is lifted meanwhile: the copies put back were
// already counted once, and no Lua error may be raised outside a protected call.
std::string changed_since_load(Impl& r, bool all) {
  const uint64_t calls = r.budget.calls();
  if (calls == r.frozen.restored_at) return {};  // no rules code ran since: nothing can have changed
  r.memory.lifted = true;
  std::string changed = restore_upvalues(r.L, all);
  if (all) {
    r.frozen.checked_at = r.budget.calls();
    const std::string tables = check_frozen_tables(r.L);
    if (changed.empty()) changed = tables;
  }
  r.memory.lifted = false;
  if (all) r.frozen.restored_at = calls;
  return changed;
}

std::string RulesRuntime::changed_by_games() { return changed_since_load(*impl_, true); }

}  // namespace rb
