// Loads a game's rules.lua into a fresh sandbox and calls its entry points under the
// instruction budget, turning every Lua error into a RuleError with file, line and entry.
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "core/data_home.h"
#include "core/file_io.h"
#include "lua/runtime_impl.h"
#include "lua/watchdog.h"

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

void* limited_alloc(void* ud, void* ptr, size_t osize, size_t nsize) {
  Impl& r = *static_cast<Impl*>(ud);
  const size_t old = ptr ? osize : 0;
  if (nsize == 0) {
    std::free(ptr);
    r.memory_used -= old;
    return nullptr;
  }
  if (nsize > old && r.memory_used + (nsize - old) > r.limits.memory && !r.loading) {
    r.memory_exceeded = true;
    if (r.L && r.memory_where.empty()) r.memory_where = running_line(r.L);
    return nullptr;
  }
  void* p = std::realloc(ptr, nsize);
  if (p) r.memory_used = r.memory_used - old + nsize;
  if (p && nsize > old) {
    r.allocated += nsize - old;
    if (r.profile && r.L) profile_allocation(r, nsize - old);
  }
  return p;
}

int traceback_handler(lua_State* L) {
  const char* msg = lua_tostring(L, 1);
  luaL_traceback(L, L, msg ? msg : "(error object is not a string)", 1);
  return 1;
}

std::string first_line(const std::string& s) { return s.substr(0, s.find('\n')); }

}  // namespace

// The message handler stays at the bottom of the stack, so a call pushes nothing more.
constexpr int kHandlerSlot = 1;

// The error on top of the stack of a call that failed with `status`; where the memory cap
// stopped it, the cap's own sentence at the line that asked for more.
static std::string failure_text(Impl& r, int status) {
  if (status == LUA_ERRMEM || r.memory_exceeded)
    return (r.memory_where.empty() ? r.game->rules_file + ": " : r.memory_where) + "memory cap exceeded (" +
           std::to_string(r.limits.memory >> 20) + " MiB)";
  return lua_tostring(r.L, -1) ? lua_tostring(r.L, -1) : "unknown error";
}

// Runs the function and arguments already pushed; on error raises RuleError.
static void protected_call(Impl& r, int nargs, const char* entry, int nresults = 0) {
  lua_State* L = r.L;
  const int base = lua_gettop(L) - nargs;  // the function's slot
  if (!r.memory_where.empty()) r.memory_where.clear();
  r.entry = entry;
  call_started(r);
  const int status = lua_pcall(L, nargs, nresults, kHandlerSlot);
  call_ended(r);
  if (status == LUA_OK) return;
  const std::string msg = failure_text(r, status);
  lua_settop(L, base - 1);
  r.state = nullptr;
  r.list = nullptr;
  if (r.memory_exceeded) lua_gc(L, LUA_GCCOLLECT);
  throw RuleError(first_line(msg) + " (in " + entry + ")" + (msg.find('\n') != std::string::npos ? msg.substr(msg.find('\n')) : ""));
}

namespace {

int ref_global_function(lua_State* L, const char* name, const std::string& file) {
  if (lua_getglobal(L, name) != LUA_TFUNCTION) {
    lua_pop(L, 1);
    throw RuleError(file + ": the rules define no function '" + name + "'");
  }
  return luaL_ref(L, LUA_REGISTRYINDEX);
}

void intern_names(Impl& r) {
  lua_State* L = r.L;
  for (const auto& a : r.game->actions) {
    lua_pushstring(L, a.name.c_str());
    r.ref_action_names.push_back(luaL_ref(L, LUA_REGISTRYINDEX));
    for (int i = 0; i < kMaxArgs; ++i) {
      std::vector<int> refs;
      if (i < int(a.args.size()))
        for (const auto& c : a.args[i].choices) lua_pushstring(L, c.c_str()), refs.push_back(luaL_ref(L, LUA_REGISTRYINDEX));
      r.ref_choice_names.push_back(std::move(refs));
    }
  }
}

void load_rules(Impl& r) {
  lua_State* L = r.L;
  const std::string path = (r.game->dir / r.game->rules_file).string();
  try {
    check_file_size(path);
  } catch (const FileError& e) {
    throw RuleError(e.what());
  }
  lua_pushcfunction(L, traceback_handler);
  if (luaL_loadfilex(L, path.c_str(), "t") != LUA_OK) {
    std::string msg = lua_tostring(L, -1);
    if (msg.rfind(path, 0) != 0) msg = path + ": " + msg;  // a binary chunk's error names no file
    lua_pop(L, 2);
    throw RuleError(msg);
  }
  r.memory_where.clear();
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

// A reference to the optional global function `name`, or LUA_NOREF when there is none.
static int ref_optional_function(lua_State* L, const char* name) {
  if (lua_getglobal(L, name) == LUA_TFUNCTION) return luaL_ref(L, LUA_REGISTRYINDEX);
  lua_pop(L, 1);
  return LUA_NOREF;
}

// "rules.lua:40", where the function behind `ref` starts (for errors in what it returns).
static std::string defined_where(lua_State* L, int ref) {
  if (ref == LUA_NOREF) return "";
  lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
  lua_Debug ar;
  lua_getinfo(L, ">S", &ar);
  return std::string(ar.short_src) + ":" + std::to_string(ar.linedefined);
}

// The actions that declare nothing they do (no effects, no endings): apply() is needed
// for them; a game with none needs no apply().
static std::string undeclared_actions(const GameDef& g) {
  std::string out;
  for (size_t a = 0; a < g.actions.size(); ++a)
    if (a >= g.declared.size() || !g.declared[a].declared()) out += (out.empty() ? "" : ", ") + g.actions[a].name;
  return out;
}

// The sandbox with every binding, before any rule is loaded.
void open_runtime(Impl& r, const GameDef* game, SandboxLimits limits) {
  r.game = game;
  r.limits = limits;
  r.stdlib_dir = data_home() / "stdlib";
  r.L = lua_newstate(limited_alloc, &r);
  if (!r.L) throw RuleError("cannot create a Lua state");
  *static_cast<Impl**>(lua_getextraspace(r.L)) = &r;
  r.loading = true;
  open_sandbox(r.L);
  open_game_binding(r.L);
  open_state_binding(r.L);
  open_movelist_binding(r.L);
  install_math_random(r.L);
  install_pattern_guard(r.L);
  install_loop_guards(r.L);
  intern_names(r);
  r.loading = false;
}

RulesRuntime::RulesRuntime(std::shared_ptr<const GameDef> game, SandboxLimits limits)
    : game_(std::move(game)), impl_(std::make_unique<Impl>()) {
  Impl& r = *impl_;
  open_runtime(r, game_.get(), limits);
  watch(&r);
  try {
    load_rules(r);
    r.ref_setup = ref_optional_function(r.L, "setup");
    if (r.game->patterns.empty()) r.ref_moves = ref_global_function(r.L, "moves", r.game->rules_file);
    else if (lua_getglobal(r.L, "moves") == LUA_TFUNCTION) r.ref_moves = luaL_ref(r.L, LUA_REGISTRYINDEX);
    else lua_pop(r.L, 1);
    r.ref_apply = ref_optional_function(r.L, "apply");
    const std::string undeclared = undeclared_actions(*r.game);
    if (r.ref_apply == LUA_NOREF && !undeclared.empty())
      throw RuleError(r.game->rules_file + ": the rules define no function 'apply', which carries out " + undeclared +
                      " (the actions that declare no effects or ends in game.yaml)");
    r.ref_explain = ref_optional_function(r.L, "explain");
    r.ref_invariant = ref_optional_function(r.L, "invariant");
    r.ref_evaluate = ref_optional_function(r.L, "evaluate");
    r.ref_prior = ref_optional_function(r.L, "prior");
    r.ref_bot = ref_optional_function(r.L, "bot");
    r.evaluate_where = defined_where(r.L, r.ref_evaluate);
    r.prior_where = defined_where(r.L, r.ref_prior);
    freeze_reachable(r.L);
    lua_settop(r.L, 0);
    lua_pushcfunction(r.L, traceback_handler);  // at kHandlerSlot
  } catch (...) {
    unwatch(&r);
    lua_close(r.L);
    throw;
  }
}

uint64_t RulesRuntime::lua_bytes_allocated() const { return impl_->allocated; }

RulesRuntime::~RulesRuntime() {
  unwatch(impl_.get());
  lua_close(impl_->L);
}

namespace {

void begin(Impl& r, int ref, State* state, bool writable, int player) {
  r.state = state;
  r.writable = writable;
  r.player = player;
  if (writable) r.end_reason.clear();
  lua_rawgeti(r.L, LUA_REGISTRYINDEX, ref);
  lua_rawgeti(r.L, LUA_REGISTRYINDEX, r.ref_state);
}

void end(Impl& r) {
  r.state = nullptr;
  r.list = nullptr;
  r.chance = nullptr;
}

// The number a hook returned (popped), and how to name it in an error: the number, or
// the type of what came instead (then the value is NaN, which no range check passes).
double returned_number(Impl& r, std::string& what) {
  const bool number = lua_type(r.L, -1) == LUA_TNUMBER;
  const double value = number ? lua_tonumber(r.L, -1) : std::nan("");
  char buf[40];
  std::snprintf(buf, sizeof buf, "%g", value);
  what = number ? buf : std::string("a ") + luaL_typename(r.L, -1);
  lua_pop(r.L, 1);
  return value;
}

void push_arg(Impl& r, const Move& m, int i);

// The player, the action's name and its arguments, as apply, explain and prior take them;
// returns how many arguments the action has.
int push_move(Impl& r, int player, const Move& move) {
  lua_pushinteger(r.L, player);
  lua_rawgeti(r.L, LUA_REGISTRYINDEX, r.ref_action_names[move.action]);
  const int nargs = int(r.game->actions[move.action].args.size());
  for (int i = 0; i < nargs; ++i) push_arg(r, move, i);
  return nargs;
}

void push_arg(Impl& r, const Move& m, int i) {
  const ArgDef& def = r.game->actions[m.action].args[i];
  if (def.type == ArgType::Choice) lua_rawgeti(r.L, LUA_REGISTRYINDEX, r.ref_choice_names[m.action * kMaxArgs + i][m.args[i]]);
  else if (def.type == ArgType::Number) lua_pushinteger(r.L, m.args[i]);
  else lua_pushinteger(r.L, lua_Integer(m.args[i]) + 1);
}

}  // namespace

// Whether this setup checks the tables frozen in place: the first games always, then once
// the calls into the rules since the last check outnumber the tables' entries 16 to 1, so
// that the check costs a few percent of the time at most, whatever the game.
static bool frozen_check_due(Impl& r) {
  constexpr uint64_t kAlwaysFor = 32, kCallsPerEntry = 16;
  const uint64_t calls = (r.call_number.load(std::memory_order_relaxed) - r.frozen_checked_at) / 2;
  return ++r.setups <= kAlwaysFor || calls >= kCallsPerEntry * r.frozen_entries;
}

// The locals (all of them, or the scalars) and, with `all`, the frozen tables, put back;
// the first change found. The memory cap is lifted meanwhile: the copies put back were
// already counted once, and no Lua error may be raised outside a protected call.
static std::string changed_since_load(Impl& r, bool all) {
  const uint64_t calls = r.call_number.load(std::memory_order_relaxed);
  if (calls == r.restored_at) return "";  // no rules code ran since: nothing can have changed
  r.loading = true;
  std::string changed = restore_upvalues(r.L, all);
  if (all) {
    r.frozen_checked_at = r.call_number.load(std::memory_order_relaxed);
    const std::string tables = check_frozen_tables(r.L);
    if (changed.empty()) changed = tables;
  }
  r.loading = false;
  if (all) r.restored_at = calls;
  return changed;
}

std::string RulesRuntime::changed_by_games() { return changed_since_load(*impl_, true); }

void RulesRuntime::setup(State& state, Chance& chance) {
  Impl& r = *impl_;
  const std::string changed = changed_since_load(r, frozen_check_due(r));
  if (!changed.empty()) throw RuleError(changed + "; rule state belongs in the State: declare a variable (in setup)");
  if (r.ref_setup == LUA_NOREF) {  // nothing to place: player 1 starts
    state.set_to_move(1);
    return;
  }
  r.chance = &chance;
  begin(r, r.ref_setup, &state, true, 0);
  protected_call(r, 1, "setup");
  end(r);
}

void RulesRuntime::moves(const State& state, int player, MoveList& out) {
  Impl& r = *impl_;
  r.list = &out;
  begin(r, r.ref_moves, const_cast<State*>(&state), false, player);
  lua_pushinteger(r.L, player);
  lua_rawgeti(r.L, LUA_REGISTRYINDEX, r.ref_list);
  protected_call(r, 3, "moves");
  end(r);
}

std::string RulesRuntime::explain(const State& state, int player, const Move& move) {
  Impl& r = *impl_;
  if (r.ref_explain == LUA_NOREF) return "";
  begin(r, r.ref_explain, const_cast<State*>(&state), false, player);
  const int nargs = push_move(r, player, move);
  protected_call(r, 3 + nargs, "explain", 1);
  std::string reason = lua_isstring(r.L, -1) ? lua_tostring(r.L, -1) : "";
  lua_pop(r.L, 1);
  end(r);
  return reason;
}

std::string RulesRuntime::check_invariant(const State& state) {
  Impl& r = *impl_;
  if (r.ref_invariant == LUA_NOREF) return "";
  begin(r, r.ref_invariant, const_cast<State*>(&state), false, 0);
  protected_call(r, 1, "invariant", 1);
  std::string broken = lua_isstring(r.L, -1) ? lua_tostring(r.L, -1) : "";
  lua_pop(r.L, 1);
  end(r);
  return broken;
}

bool RulesRuntime::has_invariant() const { return impl_->ref_invariant != LUA_NOREF; }
bool RulesRuntime::has_moves() const { return impl_->ref_moves != LUA_NOREF; }
bool RulesRuntime::has_apply() const { return impl_->ref_apply != LUA_NOREF; }

const std::string& RulesRuntime::end_reason() const { return impl_->end_reason; }

bool RulesRuntime::has_evaluate() const { return impl_->ref_evaluate != LUA_NOREF; }
bool RulesRuntime::has_bot() const { return impl_->ref_bot != LUA_NOREF; }

double RulesRuntime::evaluate(const State& state, int player) {
  Impl& r = *impl_;
  if (r.ref_evaluate == LUA_NOREF) throw RuleError(game_->rules_file + ": the rules define no evaluate(s, player)");
  begin(r, r.ref_evaluate, const_cast<State*>(&state), false, player);
  lua_pushinteger(r.L, player);
  protected_call(r, 2, "evaluate", 1);
  std::string what;
  const double value = returned_number(r, what);
  end(r);
  if (!(value >= 0 && value <= 1))
    throw RuleError(r.evaluate_where + ": evaluate(s, " + std::to_string(player) + ") returned " + what +
                    "; it must return a number from 0 to 1 (in evaluate)");
  return value;
}

bool RulesRuntime::has_prior() const { return impl_->ref_prior != LUA_NOREF; }

double RulesRuntime::prior(const State& state, int player, const Move& move) {
  Impl& r = *impl_;
  if (r.ref_prior == LUA_NOREF) throw RuleError(game_->rules_file + ": the rules define no prior(s, player, action, ...)");
  begin(r, r.ref_prior, const_cast<State*>(&state), false, player);
  const int nargs = push_move(r, player, move);
  protected_call(r, 3 + nargs, "prior", 1);
  std::string what;
  const double value = returned_number(r, what);
  end(r);
  if (!(value >= 0 && value <= kMaxPrior))
    throw RuleError(r.prior_where + ": prior(s, " + std::to_string(player) + ", '" + game_->actions[move.action].name +
                    "', ...) returned " + what + "; it must return a number from 0 to 1000000 (in prior)");
  return value;
}

int RulesRuntime::bot(const State& state, int player, const std::vector<std::string>& moves) {
  Impl& r = *impl_;
  if (r.ref_bot == LUA_NOREF) throw RuleError(game_->rules_file + ": the rules define no bot(s, player, moves)");
  begin(r, r.ref_bot, const_cast<State*>(&state), false, player);
  lua_pushinteger(r.L, player);
  lua_createtable(r.L, int(moves.size()), 0);
  for (size_t i = 0; i < moves.size(); ++i) {
    lua_pushstring(r.L, moves[i].c_str());
    lua_rawseti(r.L, -2, lua_Integer(i + 1));
  }
  protected_call(r, 3, "bot", 1);
  const lua_Integer index = lua_isinteger(r.L, -1) ? lua_tointeger(r.L, -1) : 0;
  lua_pop(r.L, 1);
  end(r);
  if (index < 1 || index > lua_Integer(moves.size()))
    throw RuleError(game_->rules_file + ": bot(s, " + std::to_string(player) + ", moves) must return an index from 1 to " + std::to_string(moves.size()));
  return int(index) - 1;
}

void RulesRuntime::apply(State& state, int player, const Move& move, Chance& chance) {
  Impl& r = *impl_;
  r.chance = &chance;
  begin(r, r.ref_apply, &state, true, player);
  const int nargs = push_move(r, player, move);
  protected_call(r, 3 + nargs, "apply");
  end(r);
}

}  // namespace rb

namespace rb {
namespace {

// Keys of the table on top of the stack, and of its __index table (a frozen table keeps
// its contents there).
std::vector<std::string> keys_of_top(lua_State* L) {
  std::vector<std::string> out;
  const int t = lua_gettop(L);
  for (int pass = 0; pass < 2; ++pass) {
    const int at = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, at)) {
      if (lua_type(L, -2) == LUA_TSTRING) out.push_back(lua_tostring(L, -2));
      lua_pop(L, 1);
    }
    if (pass == 1 || !lua_getmetatable(L, at)) break;
    if (lua_getfield(L, -1, "__index") != LUA_TTABLE) break;
  }
  lua_settop(L, t);
  return out;
}

std::vector<std::string> method_names(lua_State* L, const char* metatable) {
  luaL_getmetatable(L, metatable);
  lua_getfield(L, -1, "__index");
  auto out = keys_of_top(L);
  lua_pop(L, 2);
  return out;
}

}  // namespace

RulesRuntime::ApiNames RulesRuntime::api_names(const GameDef& game) {
  Impl r;
  open_runtime(r, &game, SandboxLimits{});
  lua_State* L = r.L;
  ApiNames names;
  lua_getfield(L, LUA_REGISTRYINDEX, "rulebook.loaded");
  lua_getfield(L, -1, "rulebook");
  names.module = keys_of_top(L);
  lua_pop(L, 2);
  names.state = method_names(L, "rulebook.State");
  names.list = method_names(L, "rulebook.MoveList");
  lua_close(L);
  return names;
}

}  // namespace rb
