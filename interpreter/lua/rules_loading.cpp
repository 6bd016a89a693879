// Builds the sandbox with every binding, loads a game's rules.lua into it under the time
// budget, finds the entry points and freezes what the rules made.
#include "core/data_home.h"
#include "core/file_io.h"
#include "lua/call_errors.h"
#include "lua/runtime_impl.h"
#include "lua/watchdog.h"

namespace rb {
namespace {

// The size check of rules.lua, as a rule error.
void check_rules_size(const std::string& path) {
  try {
    check_file_size(path);
  } catch (const FileError& e) {
    throw RuleError(e.what());
  }
}

// Pushes the chunk of rules.lua, read as text only, over the message handler; on error
// pops both. A binary chunk's error names no file, so the path goes in front.
void load_chunk(lua_State* L, const std::string& path) {
  if (luaL_loadfilex(L, path.c_str(), "t") == LUA_OK) return;
  std::string msg = lua_tostring(L, -1);
  if (msg.rfind(path, 0) != 0) msg = path + ": " + msg;
  lua_pop(L, 2);
  throw RuleError(msg);
}

void load_rules(Impl& r) {
  lua_State* L = r.L;
  const std::string path = (r.game->source.dir / r.game->source.rules_file).string();
  check_rules_size(path);
  lua_pushcfunction(L, traceback_handler);
  load_chunk(L, path);
  r.memory.where.clear();
  call_started(r);
  const int status = lua_pcall(L, 0, 0, -2);
  call_ended(r);
  if (status != LUA_OK) {
    const std::string msg = failure_text(r, status);
    lua_pop(L, 2);
    throw RuleError(first_line(msg) + " (while loading the rules)");
  }
  lua_pop(L, 1);
}

}  // namespace

// The sandbox with every binding, before any rule is loaded.
void open_runtime(Impl& r, const GameDef* game, SandboxLimits limits) {
  r.game = game;
  r.memory.cap = limits.memory;
  r.budget.milliseconds = limits.milliseconds;
  r.stdlib_dir = data_home() / "stdlib";
  r.L = lua_newstate(limited_alloc, &r);
  if (!r.L) throw RuleError("cannot create a Lua state");
  *static_cast<Impl**>(lua_getextraspace(r.L)) = &r;
  r.memory.lifted = true;
  open_sandbox(r.L);
  open_game_binding(r.L);
  open_state_binding(r.L);
  open_movelist_binding(r.L);
  install_math_random(r.L);
  install_pattern_guard(r.L);
  install_loop_guards(r.L);
  intern_names(r.L, *game, r.entries);
  r.memory.lifted = false;
}

RulesRuntime::RulesRuntime(std::shared_ptr<const GameDef> game, SandboxLimits limits)
    : game_(std::move(game)), impl_(std::make_unique<Impl>()) {
  Impl& r = *impl_;
  open_runtime(r, game_.get(), limits);
  watch(&r);
  try {
    load_rules(r);
    find_entry_points(r.L, *r.game, r.entries);
    freeze_reachable(r.L);
    lua_settop(r.L, 0);
    lua_pushcfunction(r.L, traceback_handler);  // at kHandlerSlot
  } catch (...) {
    unwatch(&r);
    lua_close(r.L);
    throw;
  }
}

RulesRuntime::~RulesRuntime() {
  unwatch(impl_.get());
  lua_close(impl_->L);
}

uint64_t RulesRuntime::lua_bytes_allocated() const { return impl_->memory.allocated; }
uint64_t RulesRuntime::moves_recalled() const { return impl_->memo.recalled; }

}  // namespace rb
