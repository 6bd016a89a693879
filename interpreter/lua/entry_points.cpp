// Finds the rules' entry points among the globals they define, and interns the names the
// calls pass to them.
#include "lua/entry_points.h"

#include "lua/rules_runtime.h"

namespace rb {
namespace {

int ref_global_function(lua_State* L, const char* name, const std::string& file) {
  if (lua_getglobal(L, name) != LUA_TFUNCTION) {
    lua_pop(L, 1);
    throw RuleError(file + ": the rules define no function '" + name + "'");
  }
  return luaL_ref(L, LUA_REGISTRYINDEX);
}

// A reference to the optional global function `name`, or LUA_NOREF when there is none.
int ref_optional_function(lua_State* L, const char* name) {
  if (lua_getglobal(L, name) == LUA_TFUNCTION) return luaL_ref(L, LUA_REGISTRYINDEX);
  lua_pop(L, 1);
  return LUA_NOREF;
}

// "rules.lua:40", where the function behind `ref` starts (for errors in what it returns).
std::string defined_where(lua_State* L, int ref) {
  if (ref == LUA_NOREF) return "";
  lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
  lua_Debug ar;
  lua_getinfo(L, ">S", &ar);
  return std::string(ar.short_src) + ":" + std::to_string(ar.linedefined);
}

// The actions that declare nothing they do (no effects, no endings): apply() is needed
// for them; a game with none needs no apply().
std::string undeclared_actions(const GameDef& g) {
  std::string out;
  for (size_t a = 0; a < g.actions.list.size(); ++a)
    if (a >= g.actions.declared.size() || !g.actions.declared[a].declared()) out += (out.empty() ? "" : ", ") + g.actions.list[a].name;
  return out;
}

// moves() is needed unless the game declares movement patterns.
int ref_moves(lua_State* L, const GameDef& game) {
  if (game.actions.patterns.empty()) return ref_global_function(L, "moves", game.source.rules_file);
  return ref_optional_function(L, "moves");
}

int ref_apply(lua_State* L, const GameDef& game) {
  const int ref = ref_optional_function(L, "apply");
  const std::string undeclared = undeclared_actions(game);
  if (ref == LUA_NOREF && !undeclared.empty())
    throw RuleError(game.source.rules_file + ": the rules define no function 'apply', which carries out " + undeclared +
                    " (the actions that declare no effects or ends in game.yaml)");
  return ref;
}

}  // namespace

void intern_names(lua_State* L, const GameDef& game, EntryPoints& out) {
  for (const auto& a : game.actions.list) {
    lua_pushstring(L, a.name.c_str());
    out.action_names.push_back(luaL_ref(L, LUA_REGISTRYINDEX));
    for (int i = 0; i < kMaxArgs; ++i) {
      std::vector<int> refs;
      if (i < int(a.args.size()))
        for (const auto& c : a.args[i].choices) lua_pushstring(L, c.c_str()), refs.push_back(luaL_ref(L, LUA_REGISTRYINDEX));
      out.choice_names.push_back(std::move(refs));
    }
  }
}

void find_entry_points(lua_State* L, const GameDef& game, EntryPoints& out) {
  out.setup = ref_optional_function(L, "setup");
  out.moves = ref_moves(L, game);
  out.apply = ref_apply(L, game);
  out.explain = ref_optional_function(L, "explain");
  out.invariant = ref_optional_function(L, "invariant");
  out.evaluate = ref_optional_function(L, "evaluate");
  out.evaluate_all = ref_optional_function(L, "evaluate_all");
  out.prior = ref_optional_function(L, "prior");
  out.prior_all = ref_optional_function(L, "prior_all");
  out.bot = ref_optional_function(L, "bot");
  out.evaluate_where = defined_where(L, out.evaluate);
  out.evaluate_all_where = defined_where(L, out.evaluate_all);
  out.prior_where = defined_where(L, out.prior);
  out.prior_all_where = defined_where(L, out.prior_all);
}

}  // namespace rb
