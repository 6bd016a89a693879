// The rules' entry points (setup, moves, apply ...) as registry references, found once the
// rules have loaded, and the action and choice names interned for the calls.
#pragma once

#include <string>
#include <vector>

#include <lua.hpp>

#include "core/game_def.h"

namespace rb {

struct EntryPoints {
  int setup = LUA_NOREF, moves = LUA_NOREF, apply = LUA_NOREF, explain = LUA_NOREF, invariant = LUA_NOREF;
  int evaluate = LUA_NOREF, evaluate_all = LUA_NOREF, prior = LUA_NOREF, prior_all = LUA_NOREF, bot = LUA_NOREF;  // optional, for agents
  std::string evaluate_where, evaluate_all_where, prior_where, prior_all_where;  // "rules.lua:40" where each is defined
  std::vector<int> action_names;                      // interned action names
  std::vector<std::vector<int>> choice_names;         // [action * kMaxArgs + arg][choice]
};

// Interns the names of the game's actions and choices (before any rule is loaded).
void intern_names(lua_State* L, const GameDef& game, EntryPoints& out);
// Finds the entry points among the globals the loaded rules defined; an error when one the
// game needs is missing.
void find_entry_points(lua_State* L, const GameDef& game, EntryPoints& out);

}  // namespace rb
