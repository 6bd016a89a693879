// Calls the entry points of a game's rules (setup, moves, apply ...) under the sandbox's
// limits, turning every Lua error into a RuleError with file, line and entry.
#include <cmath>
#include <cstdio>

#include "lua/call_errors.h"
#include "lua/runtime_impl.h"
#include "lua/watchdog.h"

namespace rb {

// Runs the function and arguments already pushed; on error raises RuleError.
static void protected_call(Impl& r, int nargs, const char* entry, int nresults = 0) {
  lua_State* L = r.L;
  const int base = lua_gettop(L) - nargs;  // the function's slot
  if (!r.memory.where.empty()) r.memory.where.clear();
  r.entry = entry;
  call_started(r);
  if (r.profile) profile_call_entered(L, *r.profile, base);
  const int status = lua_pcall(L, nargs, nresults, kHandlerSlot);
  call_ended(r);
  if (status == LUA_OK) return;
  const std::string msg = failure_text(r, status);
  lua_settop(L, base - 1);
  r.scratch.words.clear();
  r.state = nullptr;
  r.list = nullptr;
  r.reading = nullptr;
  if (r.memory.exceeded) lua_gc(L, LUA_GCCOLLECT);
  throw RuleError(first_line(msg) + " (in " + entry + ")" + (msg.find('\n') != std::string::npos ? msg.substr(msg.find('\n')) : ""));
}

namespace {

void begin(Impl& r, int ref, State* state, bool writable, int player) {
  r.reading = nullptr;  // set by prior_all's call alone, after this
  r.state = state;
  r.writable = writable;
  r.player = player;
  r.scratch.words.clear();
  lua_rawgeti(r.L, LUA_REGISTRYINDEX, ref);
  lua_rawgeti(r.L, LUA_REGISTRYINDEX, r.ref_state);
}

void end(Impl& r) {
  r.scratch.words.clear();
  r.state = nullptr;
  r.list = nullptr;
  r.reading = nullptr;
  r.chance = nullptr;
}

// The number a hook returned (popped). When it is not a number from lo to hi, `what` names
// it for the error: the number, or the type of what came instead (formatted only then:
// the search calls these hooks hundreds of thousands of times a move).
double returned_number(Impl& r, double lo, double hi, std::string& what) {
  const bool number = lua_type(r.L, -1) == LUA_TNUMBER;
  const double value = number ? lua_tonumber(r.L, -1) : std::nan("");
  if (!(value >= lo && value <= hi)) {
    char buf[40];
    std::snprintf(buf, sizeof buf, "%g", value);
    what = number ? buf : std::string("a ") + luaL_typename(r.L, -1);
  }
  lua_pop(r.L, 1);
  return value;
}

// The player, the action's name and its arguments, as apply, explain and prior take them;
// returns how many arguments the action has.
int push_move(Impl& r, int player, const Move& move) {
  lua_pushinteger(r.L, player);
  return push_action(r, move);
}

}  // namespace

void push_arg(Impl& r, const Move& m, int i) {
  const ArgDef& def = r.game->actions.list[m.action].args[i];
  if (def.type == ArgType::Choice) lua_rawgeti(r.L, LUA_REGISTRYINDEX, r.entries.choice_names[m.action * kMaxArgs + i][m.args[i]]);
  else if (def.type == ArgType::Number) lua_pushinteger(r.L, m.args[i]);
  else lua_pushinteger(r.L, lua_Integer(m.args[i]) + 1);
}

int push_action(Impl& r, const Move& move) {
  lua_rawgeti(r.L, LUA_REGISTRYINDEX, r.entries.action_names[move.action]);
  const int nargs = int(r.game->actions.list[move.action].args.size());
  for (int i = 0; i < nargs; ++i) push_arg(r, move, i);
  return nargs;
}

void RulesRuntime::check_between_games() {
  Impl& r = *impl_;
  const std::string changed = changed_since_load(r, frozen_check_due(r));
  if (!changed.empty()) throw RuleError(changed + "; rule state belongs in the State: declare a variable (in setup)");
}

uint64_t RulesRuntime::calls() const { return impl_->budget.calls(); }
uint64_t RulesRuntime::chance_calls() const { return impl_->chance_calls; }

void RulesRuntime::setup(State& state, Chance& chance) {
  Impl& r = *impl_;
  check_between_games();
  if (r.entries.setup == LUA_NOREF) {  // nothing to place: player 1 starts
    state.set_to_move(1);
    return;
  }
  r.chance = &chance;
  begin(r, r.entries.setup, &state, true, 0);
  protected_call(r, 1, "setup");
  end(r);
}

void RulesRuntime::moves(const State& state, int player, MoveList& out) {
  Impl& r = *impl_;
  if (r.memo.recall(state, player, out)) return;  // s:has_moves listed them in this position
  r.list = &out;
  begin(r, r.entries.moves, const_cast<State*>(&state), false, player);
  lua_pushinteger(r.L, player);
  lua_rawgeti(r.L, LUA_REGISTRYINDEX, r.ref_list);
  protected_call(r, 3, "moves");
  end(r);
}

std::string RulesRuntime::explain(const State& state, int player, const Move& move) {
  Impl& r = *impl_;
  if (r.entries.explain == LUA_NOREF) return "";
  begin(r, r.entries.explain, const_cast<State*>(&state), false, player);
  const int nargs = push_move(r, player, move);
  protected_call(r, 3 + nargs, "explain", 1);
  std::string reason = lua_isstring(r.L, -1) ? lua_tostring(r.L, -1) : "";
  lua_pop(r.L, 1);
  end(r);
  return reason;
}

std::string RulesRuntime::check_invariant(const State& state) {
  Impl& r = *impl_;
  if (r.entries.invariant == LUA_NOREF) return "";
  begin(r, r.entries.invariant, const_cast<State*>(&state), false, 0);
  protected_call(r, 1, "invariant", 1);
  std::string broken = lua_isstring(r.L, -1) ? lua_tostring(r.L, -1) : "";
  lua_pop(r.L, 1);
  end(r);
  return broken;
}

bool RulesRuntime::has_invariant() const { return impl_->entries.invariant != LUA_NOREF; }
bool RulesRuntime::has_moves() const { return impl_->entries.moves != LUA_NOREF; }
bool RulesRuntime::has_apply() const { return impl_->entries.apply != LUA_NOREF; }

bool RulesRuntime::has_evaluate() const {
  return impl_->entries.evaluate != LUA_NOREF || impl_->entries.evaluate_all != LUA_NOREF;
}
bool RulesRuntime::has_evaluate_all() const { return impl_->entries.evaluate_all != LUA_NOREF; }
bool RulesRuntime::has_bot() const { return impl_->entries.bot != LUA_NOREF; }

namespace {

double call_evaluate(Impl& r, const State& state, int player) {
  begin(r, r.entries.evaluate, const_cast<State*>(&state), false, player);
  lua_pushinteger(r.L, player);
  protected_call(r, 2, "evaluate", 1);
  std::string what;
  const double value = returned_number(r, 0, 1, what);
  end(r);
  if (!what.empty())
    throw RuleError(r.entries.evaluate_where + ": evaluate(s, " + std::to_string(player) + ") returned " + what +
                    "; it must return a number from 0 to 1 (in evaluate)");
  return value;
}

std::string numbers(int n) { return std::to_string(n) + (n == 1 ? " number" : " numbers"); }

// The list a hook returned, on top of the stack (popped): `count` numbers from lo to hi
// into `out`. "" when it is one, else what came instead: "a string", "a list of 2", or
// "2 for player 2" (`item` naming the entries).
std::string returned_list(Impl& r, int count, double lo, double hi, const char* item, std::vector<double>& out) {
  std::string what;
  if (!lua_istable(r.L, -1)) what = std::string("a ") + luaL_typename(r.L, -1);
  else if (const lua_Unsigned length = lua_rawlen(r.L, -1); length != lua_Unsigned(count)) what = "a list of " + std::to_string(length);
  out.resize(size_t(count));
  for (int i = 1; what.empty() && i <= count; ++i) {
    lua_rawgeti(r.L, -1, i);
    out[size_t(i - 1)] = returned_number(r, lo, hi, what);
    if (!what.empty()) what += std::string(" for ") + item + " " + std::to_string(i);
  }
  lua_pop(r.L, 1);
  return what;
}

// evaluate_all(s)'s list, checked: a table of exactly one number from 0 to 1 per player.
void call_evaluate_all(Impl& r, const State& state, std::vector<double>& out) {
  const int players = state.players();
  begin(r, r.entries.evaluate_all, const_cast<State*>(&state), false, 0);
  protected_call(r, 1, "evaluate_all", 1);
  const std::string what = returned_list(r, players, 0, 1, "player", out);
  end(r);
  if (!what.empty())
    throw RuleError(r.entries.evaluate_all_where + ": evaluate_all(s) returned " + what + "; it must return a list of " +
                    numbers(players) + " from 0 to 1, one per player (in evaluate_all)");
}

}  // namespace

double RulesRuntime::evaluate(const State& state, int player) {
  Impl& r = *impl_;
  if (r.entries.evaluate != LUA_NOREF) return call_evaluate(r, state, player);
  if (r.entries.evaluate_all == LUA_NOREF) throw RuleError(game_->source.rules_file + ": the rules define no evaluate(s, player)");
  thread_local std::vector<double> all;  // the heuristic agent asks this once per legal move
  call_evaluate_all(r, state, all);
  return all[size_t(player - 1)];
}

void RulesRuntime::evaluate_all(const State& state, std::vector<double>& out) {
  Impl& r = *impl_;
  if (r.entries.evaluate_all != LUA_NOREF) return call_evaluate_all(r, state, out);
  out.resize(size_t(state.players()));
  for (int p = 1; p <= state.players(); ++p) out[size_t(p - 1)] = evaluate(state, p);
}

std::string RulesRuntime::evaluate_disagreement(const State& state) {
  Impl& r = *impl_;
  if (r.entries.evaluate == LUA_NOREF || r.entries.evaluate_all == LUA_NOREF) return "";
  std::vector<double> all;
  call_evaluate_all(r, state, all);
  for (int p = 1; p <= state.players(); ++p) {
    const double one = call_evaluate(r, state, p);
    if (std::fabs(one - all[size_t(p - 1)]) > 1e-9) {
      char buf[120];
      std::snprintf(buf, sizeof buf, "evaluate_all(s)[%d] is %g where evaluate(s, %d) is %g", p, all[size_t(p - 1)], p, one);
      return r.entries.evaluate_all_where + ": " + buf + "; the agents use either, so they must agree";
    }
  }
  return "";
}

bool RulesRuntime::has_prior() const { return impl_->entries.prior != LUA_NOREF || impl_->entries.prior_all != LUA_NOREF; }

bool RulesRuntime::has_prior_all() const { return impl_->entries.prior_all != LUA_NOREF; }

namespace {

double call_prior(Impl& r, const State& state, int player, const Move& move) {
  begin(r, r.entries.prior, const_cast<State*>(&state), false, player);
  const int nargs = push_move(r, player, move);
  protected_call(r, 3 + nargs, "prior", 1);
  std::string what;
  const double value = returned_number(r, 0, RulesRuntime::kMaxPrior, what);
  end(r);
  if (!what.empty())
    throw RuleError(r.entries.prior_where + ": prior(s, " + std::to_string(player) + ", '" + r.game->actions.list[move.action].name +
                    "', ...) returned " + what + "; it must return a number from 0 to 1000000 (in prior)");
  return value;
}

// prior_all(s, player, list)'s list, checked: a table of one number from 0 to kMaxPrior
// per move of `moves`, in order.
void call_prior_all(Impl& r, const State& state, int player, const MoveList& moves, std::vector<double>& out) {
  const int count = moves.size();
  moves.write_out();
  begin(r, r.entries.prior_all, const_cast<State*>(&state), false, player);
  r.reading = &moves;
  lua_pushinteger(r.L, player);
  lua_rawgeti(r.L, LUA_REGISTRYINDEX, r.ref_list);
  protected_call(r, 3, "prior_all", 1);
  const std::string what = returned_list(r, count, 0, RulesRuntime::kMaxPrior, "move", out);
  end(r);
  if (!what.empty())
    throw RuleError(r.entries.prior_all_where + ": prior_all(s, " + std::to_string(player) + ", list) returned " + what +
                    "; it must return a list of " + numbers(count) + " from 0 to 1000000, one per move of the list (in prior_all)");
}

}  // namespace

double RulesRuntime::prior(const State& state, int player, const Move& move) {
  Impl& r = *impl_;
  if (r.entries.prior != LUA_NOREF) return call_prior(r, state, player, move);
  if (r.entries.prior_all == LUA_NOREF) throw RuleError(game_->source.rules_file + ": the rules define no prior(s, player, action, ...)");
  r.one_move.clear();  // the sampled rollout asks for a few moves' priors, one at a time
  r.one_move.push(move);
  call_prior_all(r, state, player, r.one_move, r.one_prior);
  return r.one_prior[0];
}

void RulesRuntime::prior_all(const State& state, int player, const MoveList& moves, std::vector<double>& out) {
  Impl& r = *impl_;
  if (r.entries.prior_all != LUA_NOREF) return call_prior_all(r, state, player, moves, out);
  out.resize(size_t(moves.size()));
  for (int i = 0; i < moves.size(); ++i) out[size_t(i)] = prior(state, player, moves[i]);
}

std::string RulesRuntime::prior_disagreement(const State& state, int player, const MoveList& moves, const std::vector<double>& all) {
  Impl& r = *impl_;
  if (r.entries.prior == LUA_NOREF || r.entries.prior_all == LUA_NOREF) return "";
  for (int i = 0; i < moves.size(); ++i) {
    const double one = call_prior(r, state, player, moves[i]);
    if (std::fabs(one - all[size_t(i)]) > 1e-9 * std::max(1.0, std::fabs(one))) {
      char buf[160];
      std::snprintf(buf, sizeof buf, "prior_all(s, %d, list)[%d] is %g where prior(s, %d, '%s', ...) is %g", player, i + 1, all[size_t(i)],
                    player, game_->actions.list[moves[i].action].name.c_str(), one);
      return r.entries.prior_all_where + ": " + buf + "; the agents use either, so they must agree";
    }
  }
  return "";
}

int RulesRuntime::bot(const State& state, int player, const std::vector<std::string>& moves) {
  Impl& r = *impl_;
  if (r.entries.bot == LUA_NOREF) throw RuleError(game_->source.rules_file + ": the rules define no bot(s, player, moves)");
  begin(r, r.entries.bot, const_cast<State*>(&state), false, player);
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
    throw RuleError(game_->source.rules_file + ": bot(s, " + std::to_string(player) + ", moves) must return an index from 1 to " + std::to_string(moves.size()));
  return int(index) - 1;
}

void RulesRuntime::apply(State& state, int player, const Move& move, Chance& chance) {
  Impl& r = *impl_;
  r.chance = &chance;
  begin(r, r.entries.apply, &state, true, player);
  const int nargs = push_move(r, player, move);
  protected_call(r, 3 + nargs, "apply");
  end(r);
}

}  // namespace rb
