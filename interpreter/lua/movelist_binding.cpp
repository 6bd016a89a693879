// The move list as rules see it in moves(): add one move, or many at once with rays.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <utility>

#include "core/bit_count.h"
#include "lua/runtime_impl.h"

namespace rb {
namespace {

MoveList& list_of(lua_State* L) {
  Impl& r = impl_of(L);
  if (!r.list && r.reading) luaL_error(L, "the list prior_all() judges is read-only: moves are added in moves()");
  if (!r.list) luaL_error(L, "the move list is used outside moves()");
  return *r.list;
}

int check_action(lua_State* L, int arg) {
  const GameDef& g = *impl_of(L).game;
  if (lua_type(L, arg) == LUA_TNUMBER) return int(check_handle_index(L, arg, HandleKind::Action, g.actions.list.size()));
  return check_action_name(L, arg);
}

int32_t check_arg(lua_State* L, int arg, const ArgDef& def) {
  switch (def.type) {
    case ArgType::Space: return check_space(L, arg);
    case ArgType::Piece: return check_component(L, arg);
    case ArgType::Number: {
      const lua_Integer v = luaL_checkinteger(L, arg);
      if (v < def.min || v > def.max) luaL_error(L, "argument '%s' = %d is outside %d..%d", def.name.c_str(), int(v), int(def.min), int(def.max));
      return int32_t(v);
    }
    case ArgType::Choice: return check_declared(L, arg, def.choices, def.name.c_str());
  }
  return 0;
}

int wrong_arity(lua_State* L, const ActionDef& a, int given) {
  static const char* kTypes[] = {"space", "piece", "number", "choice"};
  std::string wanted;
  for (const auto& arg : a.args) wanted += (wanted.empty() ? "" : ", ") + arg.name + ": " + kTypes[int(arg.type)];
  return luaL_error(L, "action '%s' takes %d argument(s) (%s), got %d", a.name.c_str(), int(a.args.size()), wanted.c_str(), given);
}

int l_add(lua_State* L) {
  MoveList& list = list_of(L);
  Move m;
  m.action = check_action(L, 2);
  const ActionDef& a = impl_of(L).game->actions.list[m.action];
  int given = lua_gettop(L) - 2;
  while (given > int(a.args.size()) && lua_isnil(L, given + 2)) --given;  // trailing nils are no arguments
  if (given != int(a.args.size())) return wrong_arity(L, a, given);
  for (size_t i = 0; i < a.args.size(); ++i) m.args[i] = check_arg(L, int(i) + 3, a.args[i]);
  list.push(m);
  return 0;
}

// The argument list:add_spaces fills from its bit set: the action's last space argument.
int last_space_arg(const ActionDef& a) {
  for (int i = int(a.args.size()) - 1; i >= 0; --i)
    if (a.args[i].type == ArgType::Space) return i;
  return -1;
}

// The move of the action at `action_arg` with every argument but its last space set from
// the values after `first` (one per other argument, in order); *slot = that space's index.
Move move_but_space(lua_State* L, int action_arg, int first, const char* method, int* slot) {
  Move m;
  m.action = check_action(L, action_arg);
  const ActionDef& a = impl_of(L).game->actions.list[m.action];
  *slot = last_space_arg(a);
  if (*slot < 0) luaL_error(L, "list:%s needs an action with a space argument; '%s' has none", method, a.name.c_str());
  int given = lua_gettop(L) - first + 2;  // the arguments after `first - 1`, and the space
  while (given > int(a.args.size()) && lua_isnil(L, given + first - 2)) --given;
  if (given != int(a.args.size())) wrong_arity(L, a, given);
  for (int i = 0, at = first; i < int(a.args.size()); ++i)
    if (i != *slot) m.args[i] = check_arg(L, at++, a.args[i]);
  return m;
}

// list:add_spaces(action, spaces, mask, ...): for each bit k - 1 set in mask, lowest first,
// the move whose last space argument is spaces[k] and whose other arguments are `...` in
// order: rules that keep spaces as bit sets list them in one call.
// Adds `m` with args[slot] = value, copied whole and then written in place: setting the
// argument in m and copying m stalls on every move (a narrow store read back by a wide load).
void push_with(MoveList& list, const Move& m, int slot, int32_t value) {
  Move* to = list.room(1);
  *to = m;
  to->args[slot] = value;
  list.extend(1);
}

int l_add_spaces(lua_State* L) {
  MoveList& list = list_of(L);
  luaL_checktype(L, 3, LUA_TTABLE);
  auto mask = lua_Unsigned(luaL_checkinteger(L, 4));
  int slot = 0;
  Move m = move_but_space(L, 2, 5, "add_spaces", &slot);
  push_contents(L, 3);
  const int spaces = lua_gettop(L);
  int added = 0;
  for (; mask != 0; mask &= mask - 1, ++added) {
    const int k = std::countr_zero(mask) + 1;
    if (lua_geti(L, spaces, k) != LUA_TNUMBER) return luaL_error(L, "list:add_spaces: bit %d is set but spaces[%d] is no space", k - 1, k);
    push_with(list, m, slot, check_space(L, -1));
    lua_pop(L, 1);
  }
  lua_pushinteger(L, added);
  return 1;
}

// Whether `m` (its space argument `slot` still to set) is a move a placement batch can
// stand for: its only argument is that space.
bool a_single_space(const Move& m, int slot) { return slot == 0 && m.args[1] == 0 && m.args[2] == 0; }

// list:places(action, filter, ...): the move on every space of the game that satisfies the
// filter (for the player moving), in space order, its other arguments `...`.
int l_places(lua_State* L) {
  MoveList& list = list_of(L);
  Impl& r = impl_of(L);
  const SpaceFilter* f = opt_filter(L, 3);
  if (!f) return luaL_error(L, "list:places needs a filter (make one with rb.filter)");
  int slot = 0;
  Move m = move_but_space(L, 2, 4, "places", &slot);
  int added = 0;
  for (size_t b = 0; b < r.game->spaces.boards.size(); ++b) {
    filter_bits(r, b, *f);
    for (size_t w = 0; w < r.scratch.bits.size(); ++w) {
      const int32_t offset = r.game->spaces.board_offset[b] + int32_t(w * 64);
      if (a_single_space(m, slot)) {  // kept as a mask, written out only if read in order
        const int n = count_bits(r.scratch.bits[w]);
        list.add_batch(MaskBatch{r.scratch.bits[w], m.action, offset, 0, int16_t(n), true});
        added += n;
        continue;
      }
      for (uint64_t bits = r.scratch.bits[w]; bits; bits &= bits - 1, ++added) push_with(list, m, slot, offset + std::countr_zero(bits));
    }
  }
  lua_pushinteger(L, added);
  return 1;
}

// The argument list:rays (spaces = 1 or 2), list:slides and list:slides_from (2) write the
// destination into: an action of (to) or (from, to), spaces, else an error naming its
// arguments. No argument past `land` (8) is taken.
int walk_move_slot(lua_State* L, const Move& m, bool from_too, const char* method) {
  const ActionDef& a = impl_of(L).game->actions.list[size_t(m.action)];
  const bool spaces = !a.args.empty() && a.args.size() <= 2 &&
                      std::all_of(a.args.begin(), a.args.end(), [](const ArgDef& d) { return d.type == ArgType::Space; });
  if (!spaces || (from_too && a.args.size() != 2)) {
    wrong_arity(L, a, from_too ? 2 : 1);  // raises, naming what the action takes
  }
  if (lua_gettop(L) > 8) luaL_error(L, "list:%s takes at most 7 arguments (the last is `land`), got %d", method, lua_gettop(L) - 1);
  return int(a.args.size()) - 1;
}

// A walk's least and greatest number of steps, the arguments `arg` and `arg + 1`: whole
// numbers from 0; a greatest of nil walks as far as the board goes. A greatest below the
// least lists nothing.
std::pair<int, int> check_walk_steps(lua_State* L, int arg) {
  const lua_Integer min = luaL_checkinteger(L, arg);
  if (min < 0 || min > INT32_MAX) luaL_argerror(L, arg, lua_pushfstring(L, "min is a number of steps from 0 to %d, got %I", int(INT32_MAX), min));
  return {int(min), check_max_steps(L, arg + 1, INT32_MAX)};
}

// Pushes `m` with each of `dests` (distinct spaces) as its argument `slot`, except a move the
// list holds already: one pass over the list marks the spaces its moves equal to `m` but at
// `slot` take, where a search of the list for each destination would cost their product.
void push_unlisted(Impl& r, MoveList& list, Move m, int slot, const std::vector<int32_t>& dests) {
  if (dests.empty()) return;
  auto& mark = r.scratch.mark;  // all 0 between calls
  mark.resize(size_t(r.game->layout.spaces), 0);
  auto& marked = r.scratch.listed;
  marked.clear();
  for (const Move& x : list) {
    const int32_t at = x.args[slot];
    Move same = x;
    same.args[slot] = m.args[slot];
    if (same == m && at >= 0 && at < int32_t(mark.size()) && !mark[size_t(at)]) mark[size_t(at)] = 1, marked.push_back(at);
  }
  for (int32_t dest : dests)
    if (!mark[size_t(dest)]) {
      m.args[slot] = dest;
      list.push(m);
    }
  for (int32_t at : marked) mark[size_t(at)] = 0;
}

int l_rays(lua_State* L) {
  MoveList& list = list_of(L);
  Impl& r = impl_of(L);
  Move m;
  m.action = check_action(L, 2);
  const int slot = walk_move_slot(L, m, false, "rays");
  const int32_t from = check_space(L, 3);
  m.args[0] = from;  // an action of (from, to); overwritten by the destination for one of (to)
  const DirectionSet& dirs = check_directions(L, 4);
  const auto [min, max] = check_walk_steps(L, 5);
  const SpaceFilter* pass = opt_filter(L, 7);
  const SpaceFilter* land = opt_filter(L, 8);
  r.scratch.spaces.clear();
  rays(*r.game, *r.state, r.player, from, dirs, min, max, pass, land, r.scratch.spaces);
  push_unlisted(r, list, m, slot, r.scratch.spaces);
  lua_pushinteger(L, lua_Integer(r.scratch.spaces.size()));
  return 1;
}

// list:slides(action, pieces, dirs, min, max, pass, land): rays from every matching piece,
// each a move `action from to`.
int l_slides(lua_State* L) {
  MoveList& list = list_of(L);
  Impl& r = impl_of(L);
  Move m;
  m.action = check_action(L, 2);
  walk_move_slot(L, m, true, "slides");
  const ComponentMatch& pieces = check_pieces(L, 3);
  const DirectionSet& dirs = check_directions(L, 4);
  const auto [min, max] = check_walk_steps(L, 5);
  r.scratch.pairs.clear();
  slides(*r.game, *r.state, r.player, pieces, dirs, min, max, opt_filter(L, 7), opt_filter(L, 8), r.scratch.pairs);
  for (const auto& [from, to] : r.scratch.pairs) {
    push_with(list, m, 0, from);
    list.last().args[1] = to;
  }
  lua_pushinteger(L, lua_Integer(r.scratch.pairs.size()));
  return 1;
}

// The spaces of board `b` (of one word) that pass `f` for the player to move: every one
// when `f` is null.
uint64_t passing(Impl& r, size_t b, const SpaceFilter* f) {
  return f ? filter_word_of(r, b, *f) : ~uint64_t(0);
}

// One step along shifts on a board of one word: along each relation in order, from every
// space of `from` at once, the spaces of `land` (all when null), each relation's moves in
// the order of the spaces they land on; a move an earlier relation of the same shift made
// is not made twice. False when the board or a relation does not allow it.
RB_WITH_POPCNT bool single_steps(Impl& r, MoveList& list, const Move& m, size_t b, uint64_t from, const DirectionSet& dirs,
                                 const SpaceFilter* land, int& added) {
  const auto& rels = dirs.on(b);
  if (r.game->spaces.boards[b].size() > 64 || !dirs.all_shifts(b)) return false;
  const uint64_t lands = passing(r, b, land);
  const int32_t offset = r.game->spaces.board_offset[b];
  for (size_t i = 0; i < rels.size(); ++i) {
    uint64_t to = rels[i]->step_bits(from) & lands;
    for (const SharedShift& other : dirs.shared(b, i)) {  // one step of the same shift before: its moves are made
      if (other.steps > 1) break;
      if (other.other_steps == 1) to &= ~rels[other.other]->step_bits(from);
    }
    const int n = bit_count(to);  // kept as a mask, written out only if read in order
    list.add_batch(MaskBatch{to, m.action, offset, rels[i]->delta, int16_t(n), false});
    added += n;
  }
  return true;
}

// Walks of min..max steps along shifts on a board of one word, from every space of `from`
// at once: along each relation in order, the moves of each distance in the order of the
// spaces they land on; a walk goes on past a space of `pass` (every space when null) and
// lands on those of `land` (every space when null). What rays() finds from each space, as a
// batch a relation and distance. Two walks make the same move only with the same shift in
// all (an n2 step once and n twice): the later batch drops the landings an earlier one of
// that shift holds, so each move is listed once. False when the board or a relation does
// not allow it, or for more than kWalkRelations relations.
constexpr size_t kWalkRelations = 16;

RB_WITH_POPCNT bool shifted_walks(Impl& r, MoveList& list, const Move& m, size_t b, uint64_t from, const DirectionSet& dirs,
                                  int min, int max, const SpaceFilter* pass, const SpaceFilter* land, int& added) {
  const GameDef& g = *r.game;
  const auto& rels = dirs.on(b);
  const int32_t size = g.spaces.boards[b].size();
  if (size > 64 || !dirs.all_shifts(b) || rels.size() > kWalkRelations) return false;
  max = std::min(max, size);
  const uint64_t lands = passing(r, b, land), passes = passing(r, b, pass);
  const int32_t offset = g.spaces.board_offset[b];
  uint64_t landed[kWalkRelations][65];  // per relation and distance (max <= 64): its batch, read only up to reached
  int reached[kWalkRelations] = {};
  // The landings an earlier relation's batch of the same whole shift (d steps of relation i) holds.
  const auto listed_before = [&](size_t i, int d) {
    uint64_t out = 0;
    for (const SharedShift& other : dirs.shared(b, i)) {
      if (other.steps > d) break;
      if (d % other.steps != 0) continue;
      const int at = d / other.steps * other.other_steps;
      if (at <= reached[other.other]) out |= landed[other.other][at];
    }
    return out;
  };
  for (size_t i = 0; i < rels.size(); ++i) {
    const Relation& rel = *rels[i];
    uint64_t at = from;
    for (int d = 1; d <= max && at; ++d) {
      at = rel.step_bits(at);
      uint64_t to = d >= min ? at & lands : 0;
      if (to) to &= ~listed_before(i, d);
      landed[i][d] = to;
      reached[i] = d;
      if (to) {
        const int n = bit_count(to);
        list.add_batch(MaskBatch{to, m.action, offset, d * rel.delta, int16_t(n), false});
        added += n;
      }
      at &= passes;
    }
  }
  return true;
}

// list:slides_from(action, from, dirs, min, max, pass, land): the walk of list:slides from
// every space that passes the filter `from` (pieces kept as space properties, as Reversi's
// discs or Ataxx's stones), each a move `action from to`.
int l_slides_from(lua_State* L) {
  MoveList& list = list_of(L);
  Impl& r = impl_of(L);
  Move m;
  m.action = check_action(L, 2);
  walk_move_slot(L, m, true, "slides_from");
  const SpaceFilter* from = opt_filter(L, 3);
  if (!from) return luaL_error(L, "list:slides_from needs a filter of the spaces to start from (make one with rb.filter)");
  const DirectionSet& dirs = check_directions(L, 4);
  const auto [min, max] = check_walk_steps(L, 5);
  const SpaceFilter* pass = opt_filter(L, 7);
  const SpaceFilter* land = opt_filter(L, 8);
  int added = 0;
  for (size_t b = 0; b < r.game->spaces.boards.size(); ++b) {
    filter_bits(r, b, *from);
    if (r.scratch.bits.size() == 1) {
      const uint64_t starts = r.scratch.bits[0];
      if (min == 1 && max == 1 ? single_steps(r, list, m, b, starts, dirs, land, added)
                               : shifted_walks(r, list, m, b, starts, dirs, min, max, pass, land, added))
        continue;
    }
    for (size_t w = 0; w < r.scratch.bits.size(); ++w)
      for (uint64_t bits = r.scratch.bits[w]; bits; bits &= bits - 1) {
        const int32_t at = r.game->spaces.board_offset[b] + int32_t(w * 64) + std::countr_zero(bits);
        r.scratch.spaces.clear();
        rays(*r.game, *r.state, r.player, at, dirs, min, max, pass, land, r.scratch.spaces);
        for (int32_t to : r.scratch.spaces) {
          push_with(list, m, 0, at);
          list.last().args[1] = to;
        }
        added += int(r.scratch.spaces.size());
      }
  }
  lua_pushinteger(L, added);
  return 1;
}

// In moves() the moves added so far; in prior_all() the moves it judges.
int l_count(lua_State* L) {
  const Impl& r = impl_of(L);
  if (!r.list && r.reading) return lua_pushinteger(L, r.reading->size()), 1;
  return lua_pushinteger(L, list_of(L).size()), 1;
}

// list:move(i) in prior_all(): move i's action name and arguments, as prior() receives them.
int l_move(lua_State* L) {
  Impl& r = impl_of(L);
  const lua_Integer i = luaL_checkinteger(L, 2);
  if (!r.reading) return luaL_error(L, "list:move reads the moves prior_all() judges; it is not for moves()");
  if (i < 1 || i > r.reading->size())
    return luaL_argerror(L, 2, lua_pushfstring(L, "no move %I among the %d prior_all() judges", i, r.reading->size()));
  return 1 + push_action(r, (*r.reading)[int(i - 1)]);
}

const luaL_Reg kListMethods[] = {{"add", l_add}, {"add_spaces", l_add_spaces}, {"places", l_places}, {"rays", l_rays}, {"slides", l_slides}, {"slides_from", l_slides_from}, {"count", l_count}, {"move", l_move}, {nullptr, nullptr}};

}  // namespace

void open_movelist_binding(lua_State* L) {
  lua_newuserdatauv(L, 0, 0);
  luaL_newmetatable(L, "rulebook.MoveList");
  luaL_newlib(L, kListMethods);
  lua_setfield(L, -2, "__index");
  lua_pushliteral(L, "locked");
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
  impl_of(L).ref_list = luaL_ref(L, LUA_REGISTRYINDEX);
}

}  // namespace rb
