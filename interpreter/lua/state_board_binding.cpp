// Board queries and changes that do a whole loop in one call: walk a direction, find and
// flip or capture what a placement flanks, measure a connected group, and ask whether a
// player has a legal move. Each saves the rules one Lua-to-C crossing per square.
#include <algorithm>
#include <bit>

#include "core/bit_count.h"
#include "core/move_pattern.h"
#include "core/space_bits.h"
#include "lua/runtime_impl.h"

namespace rb {
namespace {


const SpaceFilter& need_filter(lua_State* L, int arg, const char* method) {
  const SpaceFilter* f = opt_filter(L, arg);
  if (!f) luaL_error(L, "s:%s needs a filter (make one with rb.filter) as argument #%d", method, arg - 1);
  return *f;
}

// The relation a rb.relation handle names on the board of `space` (null when it lacks it).
const Relation* relation_on(lua_State* L, int32_t space, int arg) {
  const auto& all = impl_of(L).handles.relations;
  return all[check_handle_index(L, arg, HandleKind::Relation, all.size())][size_t(game_of(L).spaces.board_of[space])];
}

// s:walk(space, relation, filter[, max]): n, after.
int l_walk(lua_State* L) {
  const State& s = reading(L);
  const int32_t from = check_space(L, 2);
  const Relation* rel = relation_on(L, from, 3);
  const SpaceFilter& f = need_filter(L, 4, "walk");
  const int size = game_of(L).spaces.boards[size_t(game_of(L).spaces.board_of[from])].size();
  const int max = std::min(check_max_steps(L, 5, size), size);
  int32_t after = kNone;
  lua_pushinteger(L, walk(game_of(L), s, impl_of(L).player, from, rel, f, max, &after));
  push_id(L, after);
  return 2;
}

int l_flanked(lua_State* L) {
  const State& s = reading(L);
  const int32_t space = check_space(L, 2);
  return lua_pushinteger(L, flanked(game_of(L), s, impl_of(L).player, space, check_flank(L, 3), nullptr)), 1;
}

// The spaces the flank closes from `space`, into the runtime's scratch.
const std::vector<int32_t>& flanked_spaces(lua_State* L, const State& s, int32_t space, const Flank& flank) {
  Impl& r = impl_of(L);
  r.scratch.spaces.clear();
  flanked(*r.game, s, r.player, space, flank, &r.scratch.spaces);
  return r.scratch.spaces;
}

// Arguments `arg` and `arg` + 1: a declared space property and a value for it, a number or
// "self" (the player applying), within the property's min and max.
std::pair<int, int32_t> prop_and_value(lua_State* L, int arg, const char* method) {
  const int prop = check_declared(L, arg, game_of(L).spaces.prop_names, "space property");
  const bool self = lua_type(L, arg + 1) == LUA_TSTRING && std::string_view(lua_tostring(L, arg + 1)) == "self";
  return {prop, fit_prop(L, self ? impl_of(L).player : luaL_checkinteger(L, arg + 1), method, prop)};
}

// Every component on `spaces` onto `zone` (top), or out of play for kNone: how many.
int move_components(State& s, const std::vector<int32_t>& spaces, int32_t zone) {
  int moved = 0;
  for (int32_t at : spaces)
    for (int32_t c = s.top(at); c != kNone; c = s.top(at), ++moved) {
      if (zone == kNone) s.remove(c); else s.put_top(c, zone);
    }
  return moved;
}

// s:flip(space, flank, prop, value): sets the property on every flanked space; value is a
// number or "self" (the player applying).
int l_flip(lua_State* L) {
  State& s = writing(L);
  const int32_t space = check_space(L, 2);
  const Flank& flank = check_flank(L, 3);
  const auto [prop, value] = prop_and_value(L, 4, "flip");
  Impl& r = impl_of(L);
  uint64_t bits = 0;
  if (flanked_bits(*r.game, s, r.player, space, flank, bits)) {  // a small square board: by shifts
    const int32_t offset = r.game->spaces.board_offset[size_t(r.game->spaces.board_of[size_t(space)])];
    int turned = 0;
    for (; bits; bits &= bits - 1, ++turned) s.set_prop(offset + std::countr_zero(bits), prop, value);
    return lua_pushinteger(L, turned), 1;
  }
  const auto& spaces = flanked_spaces(L, s, space, flank);
  for (int32_t at : spaces) s.set_prop(at, prop, value);
  return lua_pushinteger(L, lua_Integer(spaces.size())), 1;
}

// s:capture(space, flank[, zone]): every component on the flanked spaces goes onto the zone
// (top), or out of play without one.
int l_capture(lua_State* L) {
  State& s = writing(L);
  const int32_t space = check_space(L, 2);
  const Flank& flank = check_flank(L, 3);
  const int32_t zone = lua_isnoneornil(L, 4) ? kNone : check_zone(L, 4);
  return lua_pushinteger(L, move_components(s, flanked_spaces(L, s, space, flank), zone)), 1;
}

// s:group(space, dirs, filter[, attribute]): size, and the least and greatest value of the
// board attribute over the group when one is named.
// The group of arguments 2 to 4 (space, dirs, filter) into r.scratch.spaces; its dirs.
const DirectionSet& group_of_arguments(lua_State* L, const State& s, Impl& r, const char* method) {
  const int32_t space = check_space(L, 2);
  const DirectionSet& dirs = check_directions(L, 3);
  const SpaceFilter& f = need_filter(L, 4, method);
  r.scratch.mark.resize(size_t(r.game->layout.spaces), 0);
  group(*r.game, s, r.player, space, dirs, f, r.scratch.spaces, r.scratch.mark);
  return dirs;
}

int l_group(lua_State* L) {
  const State& s = reading(L);
  Impl& r = impl_of(L);
  group_of_arguments(L, s, r, "group");
  const bool extent = !lua_isnoneornil(L, 5);  // asked before the size goes on the stack, where it would be argument 5
  const std::string attribute = extent ? luaL_checkstring(L, 5) : "";
  lua_pushinteger(L, lua_Integer(r.scratch.spaces.size()));
  if (!extent) return 1;
  if (r.scratch.spaces.empty()) return lua_pushnil(L), lua_pushnil(L), 3;
  int lo = INT32_MAX, hi = INT32_MIN;
  for (int32_t at : r.scratch.spaces) {
    const auto [board, local] = r.game->spaces.local(at);
    const int v = r.game->spaces.boards[size_t(board)].attribute(attribute, local);
    lo = std::min(lo, v), hi = std::max(hi, v);
  }
  lua_pushinteger(L, lo);
  lua_pushinteger(L, hi);
  return 3;
}

// s:liberties(space, dirs, filter, around): how many spaces passing `around` touch the
// group s:group would find, each once, then the group's size: a Go group's liberties.
int l_liberties(lua_State* L) {
  const State& s = reading(L);
  Impl& r = impl_of(L);
  const DirectionSet& dirs = group_of_arguments(L, s, r, "liberties");  // the arguments checked in order
  const SpaceFilter& around = need_filter(L, 5, "liberties");
  const int border = group_border(*r.game, s, r.player, r.scratch.spaces, dirs, around, r.scratch.border, r.scratch.mark);
  lua_pushinteger(L, border);
  lua_pushinteger(L, lua_Integer(r.scratch.spaces.size()));
  return 2;
}

// The groups of arguments 2 to 5 (space, dirs, filter, around) next to the space that touch
// no space passing `around`, their spaces into r.scratch.spaces (core/space_filter.h).
void surrounded_of_arguments(lua_State* L, const State& s, Impl& r, const char* method) {
  const int32_t space = check_space(L, 2);
  const DirectionSet& dirs = check_directions(L, 3);
  const SpaceFilter& f = need_filter(L, 4, method);
  const SpaceFilter& around = need_filter(L, 5, method);
  r.scratch.mark.resize(size_t(r.game->layout.spaces), 0);
  surrounded_groups(*r.game, s, r.player, space, dirs, f, around, r.scratch.spaces, r.scratch.near, r.scratch.border,
                    r.scratch.mark);
}

// s:flip_surrounded(space, dirs, filter, around, prop, value): sets the property on every
// space of those groups; how many spaces.
int l_flip_surrounded(lua_State* L) {
  State& s = writing(L);
  Impl& r = impl_of(L);
  surrounded_of_arguments(L, s, r, "flip_surrounded");
  const auto [prop, value] = prop_and_value(L, 6, "flip_surrounded");
  for (int32_t at : r.scratch.spaces) s.set_prop(at, prop, value);
  return lua_pushinteger(L, lua_Integer(r.scratch.spaces.size())), 1;
}

// s:capture_surrounded(space, dirs, filter, around[, zone]): every component on those groups
// onto the zone (top), or out of play without one; how many components.
int l_capture_surrounded(lua_State* L) {
  State& s = writing(L);
  Impl& r = impl_of(L);
  surrounded_of_arguments(L, s, r, "capture_surrounded");
  const int32_t zone = lua_isnoneornil(L, 6) ? kNone : check_zone(L, 6);
  return lua_pushinteger(L, move_components(s, r.scratch.spaces, zone)), 1;
}

// s:join_cost(from, to, dirs, free, paid): the fewest `paid` spaces on a chain through `dirs`
// from a `from` space to a `to` space over `free` and `paid` spaces (core/space_filter.h), or
// nil when none joins them: what a connection game's player still needs.
int l_join_cost(lua_State* L) {
  const State& s = reading(L);
  Impl& r = impl_of(L);
  const SpaceFilter& from = need_filter(L, 2, "join_cost");
  const SpaceFilter& to = need_filter(L, 3, "join_cost");
  const DirectionSet& dirs = check_directions(L, 4);
  const SpaceFilter& free = need_filter(L, 5, "join_cost");
  const SpaceFilter& paid = need_filter(L, 6, "join_cost");
  const int n = join_cost(*r.game, s, r.player, from, to, dirs, free, paid, r.scratch.bit_pool, r.scratch.dist, r.scratch.queue);
  if (n < 0) return lua_pushnil(L), 1;
  return lua_pushinteger(L, n), 1;
}

// s:tally(filter): how many spaces of the game pass the filter, for the player applying (or
// the player a read-only hook is asked for): "may anyone still reach an empty square".
int l_tally(lua_State* L) {
  reading(L);  // a State to read (filter_bits reads it)
  Impl& r = impl_of(L);
  const SpaceFilter* f = opt_filter(L, 2);
  if (!f) return luaL_error(L, "s:tally needs a filter (make one with rb.filter)");
  int n = 0;
  for (size_t b = 0; b < r.game->spaces.boards.size(); ++b) {
    filter_bits(r, b, *f);
    n += count_bits(r.scratch.bits);
  }
  return lua_pushinteger(L, n), 1;
}

// s:passes(space, filter): whether the space passes the filter, for the player the call is for.
int l_passes(lua_State* L) {
  const State& s = reading(L);
  Impl& r = impl_of(L);
  const int32_t space = check_space(L, 2);
  return lua_pushboolean(L, need_filter(L, 3, "passes").holds(*r.game, s, space, r.player)), 1;
}

// s:first(filter[, after]): the first space in space order (after `after`) that passes, or nil.
int l_first(lua_State* L) {
  const State& s = reading(L);
  Impl& r = impl_of(L);
  const SpaceFilter& f = need_filter(L, 2, "first");
  const int32_t after = lua_isnoneornil(L, 3) ? kNone : check_space(L, 3);
  return push_id(L, first_space(*r.game, s, r.player, f, r.scratch.bit_pool, after)), 1;
}

// s:any(filter): whether any space passes, asked no further than the first found.
int l_any(lua_State* L) {
  const State& s = reading(L);
  Impl& r = impl_of(L);
  const SpaceFilter* f = opt_filter(L, 2);
  if (!f) return luaL_error(L, "s:any needs a filter (make one with rb.filter)");
  return lua_pushboolean(L, any_space(*r.game, s, r.player, *f, r.scratch.bit_pool)), 1;
}

// s:line_counts(space, axes, filter): how many spaces pass the filter on the whole line
// through the space along each axis, one result an axis of the handle.
int l_line_counts(lua_State* L) {
  const State& s = reading(L);
  Impl& r = impl_of(L);
  const int32_t space = check_space(L, 2);
  const AxisSet& axes = check_axes(L, 3);
  line_counts(*r.game, s, r.player, space, axes, need_filter(L, 4, "line_counts"), r.scratch.counts);
  luaL_checkstack(L, int(r.scratch.counts.size()), "s:line_counts: too many axes");
  for (int n : r.scratch.counts) lua_pushinteger(L, n);
  return int(r.scratch.counts.size());
}

// The call context has_moves swaps out and puts back.
struct CallContext {
  State* state;
  bool writable;
  int player;
  MoveList* list;
  const MoveList* reading;  // prior_all's list: not the one moves() is listing into
  const char* entry;
};

// Calls moves(s, player, into) from inside another call; errors pass on after the context
// is back.
void nested_moves(lua_State* L, State& s, int player, MoveList& into) {
  Impl& r = impl_of(L);
  const CallContext saved{r.state, r.writable, r.player, r.list, r.reading, r.entry};
  r.state = &s, r.writable = false, r.player = player, r.list = &into, r.reading = nullptr, r.entry = "moves";
  r.scratch.words.clear();  // words asked before, in apply, were of the State as it was then; those
                            // this call keeps hold after it, the State being the same
  lua_rawgeti(L, LUA_REGISTRYINDEX, r.entries.moves);
  lua_rawgeti(L, LUA_REGISTRYINDEX, r.ref_state);
  lua_pushinteger(L, player);
  lua_rawgeti(L, LUA_REGISTRYINDEX, r.ref_list);
  const int status = lua_pcall(L, 3, 0, 0);
  r.state = saved.state, r.writable = saved.writable, r.player = saved.player, r.list = saved.list, r.reading = saved.reading;
  r.entry = saved.entry;
  if (status != LUA_OK) lua_error(L);
}

// The rules' moves of `player` in `s`, listed whole and kept in the memo (lua/moves_memo.h)
// for the engine's next moves(); whether there are any. A has_moves inside the moves() it
// called, however deep, lists into a list of its own, the memo's being in use.
bool listed_moves(lua_State* L, State& s, int player) {
  Impl& r = impl_of(L);
  if (r.memo_filling) {
    MoveList inner;
    nested_moves(L, s, player, inner);
    return !inner.empty();
  }
  struct Filling {  // set while listing, cleared however the listing ends (a Lua error too)
    bool& flag;
    explicit Filling(bool& f) : flag(f) { flag = true; }
    ~Filling() { flag = false; }
  } filling(r.memo_filling);
  r.memo.valid = false;
  r.memo.moves.clear();
  const int reads = r.turn_reads;
  nested_moves(L, s, player, r.memo.moves);
  r.memo.keep(s, player, r.turn_reads != reads);
  return !r.memo.moves.empty();
}

// s:has_moves(p): whether p would have a legal move in this position if it were p's turn,
// from the game's movement patterns and its moves().
int l_has_moves(lua_State* L) {
  Impl& r = impl_of(L);
  reading(L);
  State& s = *r.state;
  const int player = check_player(L, 2);
  if (s.terminal()) return lua_pushboolean(L, false), 1;
  r.scratch.moves.clear();
  if (!r.game->actions.patterns.empty()) add_pattern_moves(*r.game, s, player, r.scratch.moves);
  bool any = !r.scratch.moves.empty();
  r.scratch.moves.clear();
  if (!any && r.entries.moves != LUA_NOREF) any = listed_moves(L, s, player);
  return lua_pushboolean(L, any), 1;
}

const luaL_Reg kBoardMethods[] = {{"walk", l_walk},   {"flanked", l_flanked}, {"flip", l_flip},           {"capture", l_capture},
                             {"group", l_group}, {"has_moves", l_has_moves}, {"tally", l_tally}, {"any", l_any}, {"first", l_first}, {"passes", l_passes}, {"liberties", l_liberties},
                             {"flip_surrounded", l_flip_surrounded}, {"capture_surrounded", l_capture_surrounded},
                             {"line_counts", l_line_counts},
                             {"join_cost", l_join_cost}, {nullptr, nullptr}};

}  // namespace

void register_board_methods(lua_State* L) { add_methods(L, kBoardMethods); }

}  // namespace rb
