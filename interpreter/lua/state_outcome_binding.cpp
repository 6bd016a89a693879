// The State's methods that end a game: win, draw, ranking by keys, cooperative result, cut off.
#include <string>
#include <string_view>

#include "core/end_reasons.h"

#include "lua/runtime_impl.h"

namespace rb {
namespace {

State& ending(lua_State* L) {
  Impl& r = impl_of(L);
  if (!r.state || !r.writable) luaL_error(L, "the game can only end in setup() or apply()");
  if (r.state->terminal()) luaL_error(L, "the game has already ended");
  return *r.state;
}

// The optional reason (a short text) at `arg`, or the ending's own name when none is given.
void finish(lua_State* L, State& s, int arg, const char* ending) {
  size_t length = 0;
  const char* reason = luaL_optlstring(L, arg, ending, &length);
  s.set_terminal(true);
  s.set_end_reason(intern_end_reason(std::string_view(reason, length)));
  s.set_to_move(0);
}

int l_win(lua_State* L) {
  State& s = ending(L);
  const int winner = check_player(L, 2);
  for (int p = 1; p <= s.players(); ++p) s.set_result(p, p == winner ? Result::Win : Result::Loss);
  finish(L, s, 3, "win");
  return 0;
}

int l_end_draw(lua_State* L) {
  State& s = ending(L);
  for (int p = 1; p <= s.players(); ++p) s.set_result(p, Result::Draw);
  finish(L, s, 2, "draw");
  return 0;
}

// keys[p] as a list of integers.
std::vector<lua_Integer> read_key(lua_State* L, int p) {
  std::vector<lua_Integer> key;
  if (lua_geti(L, 2, p) != LUA_TTABLE) luaL_error(L, "end_ranked: keys[%d] must be a list of numbers", p);
  for (lua_Integer i = 1; lua_geti(L, -1, i) != LUA_TNIL; ++i) key.push_back(luaL_checkinteger(L, -1)), lua_pop(L, 1);
  lua_pop(L, 2);
  return key;
}

int l_end_ranked(lua_State* L) {
  State& s = ending(L);
  luaL_checktype(L, 2, LUA_TTABLE);
  std::vector<std::vector<lua_Integer>> keys;
  for (int p = 1; p <= s.players(); ++p) keys.push_back(read_key(L, p));
  const auto best = *std::max_element(keys.begin(), keys.end());
  int tied = 0;
  for (const auto& k : keys) tied += (k == best);
  for (int p = 1; p <= s.players(); ++p) {
    const bool top = keys[p - 1] == best;
    s.set_result(p, top ? (tied == s.players() ? Result::Draw : Result::Win) : Result::Loss);
    s.set_score(p, keys[p - 1].empty() ? 0 : fit_word(L, keys[p - 1][0], "end_ranked", "keys[" + std::to_string(p) + "][1]"));
  }
  finish(L, s, 3, "ranked");
  return 0;
}

int l_end_team(lua_State* L) {
  State& s = ending(L);
  const bool won = lua_toboolean(L, 2);
  for (int p = 1; p <= s.players(); ++p) s.set_result(p, won ? Result::Win : Result::Loss);
  finish(L, s, 3, won ? "team won" : "team lost");
  return 0;
}

// Stops the game without a rule of the game ending it (a cap the rules declare): nobody
// wins, loses or draws, and the statistics count it as cut off, never as a draw.
int l_cut_off(lua_State* L) {
  State& s = ending(L);
  finish(L, s, 2, "cut off");
  s.set_cut_off();
  return 0;
}

int l_set_score(lua_State* L) {
  Impl& r = impl_of(L);
  if (!r.state || !r.writable) luaL_error(L, "scores can only change in setup() or apply()");
  const int p = check_player(L, 2);
  r.state->set_score(p, fit_word(L, luaL_checkinteger(L, 3), "set_score", std::to_string(p)));
  return 0;
}

int l_score(lua_State* L) {
  const Impl& r = impl_of(L);
  if (!r.state) luaL_error(L, "the state is used outside the call it was given to");
  lua_pushinteger(L, r.state->score(check_player(L, 2)));
  return 1;
}

int l_over(lua_State* L) {
  const Impl& r = impl_of(L);
  if (!r.state) luaL_error(L, "the state is used outside the call it was given to");
  lua_pushboolean(L, r.state->terminal());
  return 1;
}

const luaL_Reg kOutcomeMethods[] = {{"win", l_win},   {"end_draw", l_end_draw}, {"end_ranked", l_end_ranked}, {"end_team", l_end_team},
                             {"cut_off", l_cut_off}, {"set_score", l_set_score}, {"score", l_score}, {"over", l_over}, {nullptr, nullptr}};

}  // namespace

void register_outcome_methods(lua_State* L) { add_methods(L, kOutcomeMethods); }

}  // namespace rb
