// What the Lua bindings share: the runtime's private data, reachable from any lua_State
// through its extra space, and the helpers that check ids passed in from Lua.
#pragma once

#include <array>
#include <atomic>
#include <ctime>
#include <filesystem>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include <lua.hpp>

#include "core/space_bits.h"
#include "core/space_filter.h"
#include "lua/rules_runtime.h"

namespace rb {

struct RulesRuntime::Impl {
  const GameDef* game = nullptr;
  lua_State* L = nullptr;
  SandboxLimits limits;
  size_t memory_used = 0;
  uint64_t allocated = 0;             // bytes ever allocated (a block's growth counts)
  // The time budget (lua/watchdog.cpp): calls are numbered, odd while one runs; the
  // watchdog notes when it first saw the running call, so a call reads no clock.
  std::atomic<uint64_t> call_number{0};
  std::atomic<uint64_t> seen_number{0};
  std::atomic<int64_t> seen_since_ns{0};   // the calling thread's CPU time then
  std::atomic<clockid_t> call_clock{CLOCK_MONOTONIC};  // the CPU clock of the thread making the call
  std::atomic<bool> hook_armed{false};
  bool budget_exceeded = false, memory_exceeded = false;
  bool loading = false;               // the memory cap is not enforced while building the sandbox

  // The call in progress.
  State* state = nullptr;
  bool writable = false;
  int player = 0;
  MoveList* list = nullptr;
  Chance* chance = nullptr;
  const char* entry = "";
  std::string end_reason;             // why the game ended, as the rules said (s:win(p, reason) ...)

  int ref_setup = LUA_NOREF, ref_moves = LUA_NOREF, ref_apply = LUA_NOREF, ref_explain = LUA_NOREF, ref_invariant = LUA_NOREF;
  int ref_evaluate = LUA_NOREF, ref_prior = LUA_NOREF, ref_bot = LUA_NOREF;  // optional, for agents
  std::string evaluate_where, prior_where;            // "rules.lua:40" where each is defined
  int ref_state = LUA_NOREF, ref_list = LUA_NOREF;
  std::vector<int> ref_action_names;                  // interned action names
  std::vector<std::vector<int>> ref_choice_names;     // [action * kMaxArgs + arg][choice]
  std::vector<std::vector<const Relation*>> relations;  // per handle: the relation on each board, or null
  std::vector<std::vector<int32_t>> steps;              // per handle: one step from each space, or kNone
  std::vector<std::string> relation_names;              // per handle: the name it was made from
  std::vector<DirectionSet> direction_sets;
  std::vector<SpaceFilter> filters;
  std::vector<ComponentMatch> piece_sets;   // rb.pieces handles
  std::vector<AxisSet> axis_sets;           // rb.axes handles
  std::vector<Flank> flanks;                // rb.flank handles
  // Declared names already looked up (lua/binding_checks.cpp), by where Lua keeps the
  // string: Lua interns short strings, so a name passed again arrives at the same address.
  // Each slot's string is kept alive in a registry table, so no other string can take it.
  struct NameSlot {
    const char* text = nullptr;
    const void* list = nullptr;
    size_t index = 0;
  };
  static constexpr size_t kNameSlots = 256;  // a power of two: the first slot is the top bits of a hash
  static constexpr size_t kNameProbes = 4;   // slots tried from the first
  std::array<NameSlot, kNameSlots> name_cache{};
  int ref_name_anchors = LUA_NOREF;   // slot number -> the string it points at
  std::vector<std::pair<int32_t, int32_t>> scratch_pairs;
  std::vector<int32_t> scratch;
  MoveList scratch_moves;             // s:has_moves
  bool probing = false;               // s:has_moves is asking: list:places may stop at its first move
  std::vector<uint8_t> scratch_mark;
  BitPool bit_pool;                   // list:places
  SpaceBits bits;  // a byte per space, all 0 between calls (s:group)
  struct Upvalue {
    const void* id;
    int index;
    std::string name, where;
    bool scalar;                      // a number, string or boolean: checked before every game
  };
  std::vector<Upvalue> upvalues;     // module-level locals, put back between games
  struct FrozenTable {
    size_t count;                     // entries when frozen
    std::string name, where;          // for the message when a game changed it
  };
  std::vector<FrozenTable> frozen;   // tables frozen in place (lua/freeze.cpp)
  bool rules_frozen = false;         // the rules have loaded: no more modules, no more writes
  size_t frozen_entries = 0;
  uint64_t frozen_checked_at = 0;    // call_number at the last check
  uint64_t restored_at = ~uint64_t(0);  // call_number at the last full restore (locals and tables)
  uint64_t setups = 0;
  // The profiler (lua/profiler.cpp): time since the last sample, by line.
  struct ProfileKey {
    const char* source;               // the chunk's source name, kept by Lua for the function's life
    int line, defined;                // the running line, the line its function starts on
    bool operator==(const ProfileKey& o) const { return source == o.source && line == o.line && defined == o.defined; }
  };
  struct ProfileKeyHash {
    size_t operator()(const ProfileKey& k) const { return std::hash<const void*>()(k.source) ^ (size_t(k.line) << 20) ^ size_t(k.defined); }
  };
  struct LineCost {
    int64_t ns = 0, bytes = 0;        // time charged to the line, Lua memory allocated on it
  };
  struct Profile {
    std::unordered_map<ProfileKey, LineCost, ProfileKeyHash> lines;
    int64_t started_ns = 0, last_ns = 0, call_started_ns = 0, in_calls_ns = 0, hook_ns = 0;
    int64_t pending_bytes = 0;        // allocated since the last sample (Lua 5.4.6 on)
    ProfileKey last{nullptr, 0, 0};
  };
  std::unique_ptr<Profile> profile;   // while profiling
  std::string memory_where;          // where the memory cap was hit
  std::filesystem::path stdlib_dir;
};

using Impl = RulesRuntime::Impl;

inline Impl& impl_of(lua_State* L) { return **static_cast<Impl**>(lua_getextraspace(L)); }

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
// A name or handle for a declared thing: a variable, a space property ...
int check_named(lua_State* L, int arg, const std::vector<std::string>& names, const char* what);
// The same for a list that lives as long as the game (GameDef's), looked up in constant
// time when the same string comes again.
int check_declared(lua_State* L, int arg, const std::vector<std::string>& names, const char* what);
// Handles made at load time (rb.filter, rb.directions, rb.pieces, rb.axes), checked.
const SpaceFilter* opt_filter(lua_State* L, int arg);  // nil -> nullptr
const DirectionSet& check_directions(lua_State* L, int arg);
const ComponentMatch& check_pieces(lua_State* L, int arg);
const AxisSet& check_axes(lua_State* L, int arg);
const Flank& check_flank(lua_State* L, int arg);
// Every key of the table at `table` must be one of `keys`: a misspelt key is an error
// naming `maker` ("rb.filter") and the keys it takes.
void only_keys(lua_State* L, int table, const char* maker, std::initializer_list<const char*> keys);
// A relation by name on every board (null where a board lacks it); an error if none has it.
std::vector<const Relation*> find_relation(lua_State* L, const std::string& name);
int check_var(lua_State* L, int arg, const std::vector<VarDef>& vars, const char* what);
int check_action_name(lua_State* L, int arg);  // an action of the game, by name
ComponentMatch read_match(lua_State* L, int table);
// Adds methods to the table on top of the stack; a name already there is a bug (two
// bindings would silently shadow each other), so it throws.
void add_methods(lua_State* L, const luaL_Reg* methods);

// Installers, one per bound type.
void open_game_binding(lua_State* L);     // the `rulebook` module
void register_handle_makers(lua_State* L); // rb.filter, rb.flank ... into the module on top
void open_state_binding(lua_State* L);    // the State userdata
void open_movelist_binding(lua_State* L); // the move list userdata
void open_sandbox(lua_State* L);          // safe libraries, print, pcall, require
void install_math_random(lua_State* L);   // math.random from the State's generator
void install_pattern_guard(lua_State* L); // string pattern functions with a work bound
void install_loop_guards(lua_State* L);   // string.rep, table.move bounded; no __gc finalizers
int call_guarded_original(lua_State* L);  // in a guard: calls its upvalue 1 with the arguments, returns all it returns
void freeze_reachable(lua_State* L);      // freezes tables reachable from the globals
void push_contents(lua_State* L, int t);  // where the table at t keeps its contents (frozen or not)
// Puts module-level locals back as loaded (only the scalars unless `all`); says which
// one a game had changed ("" if none).
std::string restore_upvalues(lua_State* L, bool all);
bool same_value(lua_State* L, int a, int b);  // raw, and numbers of the same subtype and bits
// Puts the entries of tables frozen in place back as loaded; says which one a game had
// changed ("" if none). Its cost grows with the entries: RulesRuntime spaces the checks.
std::string check_frozen_tables(lua_State* L);

}  // namespace rb
