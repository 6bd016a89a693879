// What the Lua bindings share: the runtime's private data, reachable from any lua_State
// through its extra space, and the helpers that check ids passed in from Lua.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <lua.hpp>

#include "lua/binding_cache.h"
#include "lua/entry_points.h"
#include "lua/frozen_rules.h"
#include "lua/memory_cap.h"
#include "lua/moves_memo.h"
#include "lua/profiler.h"
#include "lua/rules_runtime.h"
#include "lua/time_budget.h"

namespace rb {

struct RulesRuntime::Impl {
  const GameDef* game = nullptr;
  lua_State* L = nullptr;
  MemoryCap memory;                   // lua/memory_cap.h
  TimeBudget budget;                  // lua/time_budget.h, kept by lua/watchdog.cpp
  EntryPoints entries;                // lua/entry_points.h

  // The call in progress.
  State* state = nullptr;
  bool writable = false;
  int player = 0;
  MoveList* list = nullptr;           // the list moves() adds to
  const MoveList* reading = nullptr;  // the list prior_all() reads (list:move)
  MoveList one_move;                  // prior() of one move asked of prior_all()
  std::vector<double> one_prior;
  Chance* chance = nullptr;
  uint64_t chance_calls = 0;          // calls of a chance method (roll, random, shuffle, draw, math.random) so far
  const char* entry = "";
  int turn_reads = 0;                 // calls of s:turn and s:ply so far (lua/moves_memo.h)

  int ref_state = LUA_NOREF, ref_list = LUA_NOREF;  // the State and move list userdata
  HandleTables handles;               // lua/binding_cache.h
  NameCache names;
  BindingScratch scratch;
  MovesMemo memo;                     // what s:has_moves listed last
  bool memo_filling = false;          // s:has_moves is listing into the memo now
  FrozenRules frozen;                 // lua/frozen_rules.h
  std::unique_ptr<Profile> profile;   // while profiling (lua/profiler.h)
  std::filesystem::path stdlib_dir;
};

using Impl = RulesRuntime::Impl;

inline Impl& impl_of(lua_State* L) { return **static_cast<Impl**>(lua_getextraspace(L)); }
inline const GameDef& game_of(lua_State* L) { return *impl_of(L).game; }

// Ids cross into Lua 1-based; these check and convert back, raising a Lua error if bad.
int32_t check_space(lua_State* L, int arg);
int32_t check_component(lua_State* L, int arg);
int32_t check_zone(lua_State* L, int arg);
int check_player(lua_State* L, int arg);
void push_id(lua_State* L, int32_t id);   // nil for kNone
// The State of the call in progress, to read; to change (an error when the call may not, or
// the game is over).
const State& reading(lua_State* L);
State& writing(lua_State* L);
// A value for a State word (a variable, property or score) set by s:METHOD('NAME', ...):
// it, or an error naming both and the value when it is outside INT32_MIN..INT32_MAX. Never
// truncated.
int32_t fit_word(lua_State* L, lua_Integer v, const char* method, const std::string& name);
// A value for space property `prop`: within its declared min and max, else a Lua error.
int32_t fit_prop(lua_State* L, lua_Integer v, const char* method, int prop);
// A name or handle for a declared thing: a variable, a space property ...
int check_named(lua_State* L, int arg, const std::vector<std::string>& names, const char* what);
// The same for a list that lives as long as the game (GameDef's), looked up in constant
// time when the same string comes again.
int check_declared(lua_State* L, int arg, const std::vector<std::string>& names, const char* what);
// A walk's greatest number of steps, the argument `arg`: a whole number from 0 to INT32_MAX,
// or `to_edge` when nil or absent (the walk goes as far as the board); a negative number or
// a larger one is an error.
int check_max_steps(lua_State* L, int arg, int to_edge);
// Handles are integers that carry their kind above kHandleKindShift, so that a handle of one
// kind passed where another is needed (a relation for a filter) is an error naming both,
// never read as the other kind's handle of the same number.
enum class HandleKind : int { Relation = 1, Directions, Filter, Pieces, Axes, Flank, Action };
inline constexpr int kHandleKindShift = 24;
lua_Integer make_handle(HandleKind kind, size_t index);  // index from 0
// The index (from 0, below `count`) of the handle of `kind` at `arg`, else Lua's "bad
// argument #N to 'walk'" error saying what the handle is and which kind is needed; for a
// handle read from a table's field, the error names `field` ("rb.flank: run") instead.
size_t check_handle_index(lua_State* L, int arg, HandleKind kind, size_t count, const char* field = nullptr);
// Handles made at load time (rb.filter, rb.directions, rb.pieces, rb.axes, rb.flank), checked.
const SpaceFilter* opt_filter(lua_State* L, int arg);  // nil -> nullptr
const DirectionSet& check_directions(lua_State* L, int arg, const char* field = nullptr);
const ComponentMatch& check_pieces(lua_State* L, int arg);
const AxisSet& check_axes(lua_State* L, int arg);
const Flank& check_flank(lua_State* L, int arg, const char* field = nullptr);
const SpaceFilter& check_filter_field(lua_State* L, int arg, const char* field);
// Every key of the table at `table` must be one of `keys`: a misspelt key is an error
// naming `maker` ("rb.filter") and the keys it takes.
void only_keys(lua_State* L, int table, const char* maker, std::initializer_list<const char*> keys);
// A relation by name on every board (null where a board lacks it); an error if none has it.
std::vector<const Relation*> find_relation(lua_State* L, const std::string& name);
int check_var(lua_State* L, int arg, const std::vector<VarDef>& vars, const char* what);
int check_action_name(lua_State* L, int arg);  // an action of the game, by name
int check_die(lua_State* L, int arg);          // a die of the game, by name
ComponentMatch read_match(lua_State* L, int table);
// Adds methods to the table on top of the stack; a name already there is a bug (two
// bindings would silently shadow each other), so it throws.
void add_methods(lua_State* L, const luaL_Reg* methods);

// The runtime's parts that reach across its concerns.
void open_runtime(Impl& r, const GameDef* game, SandboxLimits limits);  // the sandbox with every binding (lua/rules_loading.cpp)
// Filter f's spaces on board b for the call's player (lua/filter_words.cpp): as one word
// on a board of at most 64 spaces; as r.scratch.bits (a word each 64 spaces) on any board.
// In a read-only call a filter asked before in the call is not asked again.
uint64_t filter_word_of(Impl& r, size_t b, const SpaceFilter& f);
void filter_bits(Impl& r, size_t b, const SpaceFilter& f);
// The C functions the rules can call, each by its identity (lua_topointer) with its name:
// Lua's library ("ipairs", "math.floor"), then the API ("rb.step", "s:prop", "list:add");
// for the profiler.
std::vector<std::pair<const void*, std::string>> api_functions(lua_State* L);
// Lua's allocator (lua/memory_cap.cpp), given the Impl: counts and caps the memory.
void* limited_alloc(void* runtime, void* ptr, size_t osize, size_t nsize);
// When setup() checks the frozen rule state, and the check (lua/frozen_rules.cpp).
bool frozen_check_due(Impl& r);
std::string changed_since_load(Impl& r, bool all);

// Installers, one per bound type.
void open_game_binding(lua_State* L);     // the `rulebook` module
void register_handle_makers(lua_State* L); // rb.filter, rb.flank ... into the module on top
void open_state_binding(lua_State* L);    // the State userdata
void open_movelist_binding(lua_State* L); // the move list userdata
// A move's action name and its arguments as the hooks receive them (a space or a piece
// counted from 1, a choice by its text); returns how many arguments (lua/rules_runtime.cpp).
int push_action(Impl& r, const Move& move);
void open_sandbox(lua_State* L);          // safe libraries, print, pcall, require
void install_math_random(lua_State* L);   // math.random from the State's generator
void install_pattern_guard(lua_State* L); // string pattern functions with a work bound
void install_loop_guards(lua_State* L);   // string.rep, table.move bounded; no __gc finalizers
int call_guarded_original(lua_State* L);  // in a guard: calls its upvalue 1 with the arguments, returns all it returns

}  // namespace rb
