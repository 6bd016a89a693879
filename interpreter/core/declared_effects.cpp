#include "core/declared_effects.h"

#include <algorithm>
#include <cstdlib>

#include "core/board_chunks.h"
#include "core/game_def.h"
#include "core/state.h"

namespace rb {
namespace {

// A placement names only where it lands; a move names where from, then where to.
int32_t landing_of(const GameDef& g, const Move& m) { return g.actions.list[m.action].args.size() == 1 ? m.args[0] : m.args[1]; }

// Other players' components on `space` go to the mover's capture zone (or off the game).
bool capture(const GameDef& g, State& s, const Effect& e, int player, int32_t space) {
  bool took = false;
  for (int32_t c = s.top(space), next; c != kNone; c = next) {
    next = s.below(c);
    const int owner = g.kit.component_owner[size_t(c)];
    if (owner == 0 || owner == player) continue;
    const int32_t zone = e.capture_zone[player - 1];
    if (zone == kNone) s.remove(c); else s.put_top(c, zone);
    took = true;
  }
  return took;
}

// Runs the effects in order; says whether anything was captured.
bool run_effects(const GameDef& g, State& s, const DeclaredAction& d, int player, const Move& m, int32_t to) {
  bool took = false;
  for (const Effect& e : d.effects) {
    if (e.kind == EffectKind::Capture) {
      took |= capture(g, s, e, player, to);
    } else if (e.kind == EffectKind::Move) {
      const int32_t piece = s.top(m.args[0]);
      if (piece != kNone) s.put_top(piece, to);
    } else if (const MovePattern& p = g.actions.patterns[size_t(d.place_pattern)]; size_t(player - 1) < p.hints.size() && p.hints[size_t(player - 1)] >= 0) {
      s.put_first_nowhere(p.hints[size_t(player - 1)], to);
    } else {
      const int32_t piece = next_unplaced(s, p, player);
      if (piece != kNone) s.put_top(piece, to);
    }
  }
  return took;
}

// How many of the bits `mine` follow the bit `at` along a shift, unbroken.
inline int run_of_bits(const Relation* rel, uint64_t at, uint64_t mine) {
  if (!rel) return 0;
  int n = 0;
  for (uint64_t x = rel->step_bits(at); (x & mine) && n < 64; x = rel->step_bits(x)) ++n;
  return n;
}

// How many spaces beyond `local` along `rel` hold one of the player's pieces, unbroken.
int run(const State& s, const Relation* rel, int32_t offset, int32_t local, int player) {
  int n = 0;
  if (!rel) return 0;
  for (int32_t at = rel->step[size_t(local)]; at != kNone && at != local && s.owner_on(at + offset, player); at = rel->step[size_t(at)]) ++n;
  return n;
}

bool is_shift(const Relation* rel) { return !rel || rel->shift; }

// Whether the player's pieces make a line through `space` (counting it) along some axis of
// at least `length`, or of exactly `length` when `exact` (a line of at least `length` on a
// board with LineMasks is line_by_masks): by bits on a board with masks where both
// directions are shifts, else step by step.
bool line_through(const GameDef& g, const State& s, const AxisSet& axes, int player, int32_t space, int length, bool exact) {
  const auto [board, local] = g.spaces.local(space);
  const int32_t offset = space - local;
  const bool bits = s.layout().board_block[size_t(board)] >= 0;
  const uint64_t mine = bits ? s.owner_mask(board, player) : 0, at = uint64_t(1) << (local & 63);
  for (const auto& [a, b] : axes.per_board[size_t(board)]) {
    const bool shifts = bits && is_shift(a) && is_shift(b);
    const int n = 1 + (shifts ? run_of_bits(a, at, mine) + run_of_bits(b, at, mine)
                              : run(s, a, offset, local, player) + run(s, b, offset, local, player));
    if (exact ? n == length : n >= length) return true;
  }
  return false;
}

// The spaces of `in` that start a run of `length` of them along the shift `delta` (> 0): a
// run of k doubled to 2k by one shift while 2k fits, then the last stretch by one more (two
// runs of k that overlap make one of up to 2k), so a line of 4 or 5 costs 2 or 3 shifts.
// Length, where known, unrolls it.
template <int Length>
inline uint64_t run_starts(uint64_t in, int delta, int length) {
  const int n = Length > 0 ? Length : length;
  uint64_t runs = in;
  int k = 1;
  for (; 2 * k <= n; k *= 2) runs &= runs >> (k * delta);
  if (k < n) runs &= runs >> ((n - k) * delta);
  return runs;
}

// Whether the window holds a run of Length of `mine` along some axis. The window of an axis
// is one unbroken stretch of it through the space, so a bit and the bit `delta` above it,
// both in the window, are a space and its step: no edge mask is needed. No early exit: the
// axes' chains of shifts overlap.
template <int Length>
bool runs_in_windows(const LineMasks& m, uint64_t mine, const uint64_t* window, int length) {
  uint64_t found = 0;
  for (size_t a = 0; a < m.delta.size(); ++a) found |= run_starts<Length>(mine & window[a], m.delta[a], length);
  return found != 0;
}

// The same for a board with LineMasks: the player's pieces in the space's window along an
// axis, then the starts of runs of `length` of them (run_starts); any run that long in the
// window passes through the space. Lengths 3 to 6 have a copy of their own.
bool line_by_masks(const LineMasks& m, const State& s, int board, int player, int32_t local, int length) {
  const uint64_t mine = s.owner_mask(board, player);
  if (!(mine >> local & 1)) return false;  // the line runs through the player's piece on `local`
  const uint64_t* window = m.window.data() + size_t(local) * m.delta.size();
  switch (length) {
    case 3: return runs_in_windows<3>(m, mine, window, length);
    case 4: return runs_in_windows<4>(m, mine, window, length);
    case 5: return runs_in_windows<5>(m, mine, window, length);
    case 6: return runs_in_windows<6>(m, mine, window, length);
    default: return runs_in_windows<0>(m, mine, window, length);
  }
}

bool at_edge(const GameDef& g, const DeclaredEnd& e, int player, int32_t space) {
  const auto [board, local] = g.spaces.local(space);
  for (int r : e.edge[size_t(player - 1)][size_t(board)])
    if (g.spaces.boards[size_t(board)].relations()[size_t(r)].step[size_t(local)] == kNone) return true;
  return false;
}

bool no_enemy_on_board(const GameDef& g, const State& s, int player) {
  const auto& blocks = s.layout().board_block;
  if (std::all_of(blocks.begin(), blocks.end(), [](int32_t b) { return b >= 0; })) {  // every board has masks
    for (size_t b = 0; b < blocks.size(); ++b)
      if (s.players_mask(int(b), player)) return false;
    return true;
  }
  const int32_t spaces = int32_t(g.spaces.names.size());
  for (int32_t c = 0; c < int32_t(g.kit.components.size()); ++c) {
    const int owner = g.kit.component_owner[size_t(c)];
    const int32_t z = s.zone_of(c);
    if (owner != 0 && owner != player && z >= 0 && z < spaces) return false;
  }
  return true;
}

bool board_full(const GameDef& g, const State& s, int32_t space) {
  const int board = g.spaces.board_of[size_t(space)];
  const int32_t offset = g.spaces.board_offset[size_t(board)], size = g.spaces.boards[size_t(board)].size();
  if (s.layout().board_block[size_t(board)] >= 0) return s.occupied_mask(board) == all_spaces(size);
  for (int32_t local = size; local-- > 0;)  // from the far end: a board fills from its start (a1 ...)
    if (s.count(offset + local) == 0) return false;
  return true;
}

// The player's pieces on a board, a bit per space, when the board keeps masks
// (core/board_chunks.h): a word per 64 spaces into `mine`; false on a board without.
bool owned_bits(const GameDef& g, const State& s, int board, int player, std::vector<uint64_t>& mine) {
  if (!has_chunks(g, s, board)) return false;
  const int chunks = chunk_count(g.spaces.boards[size_t(board)].size());
  mine.resize(size_t(chunks));
  for (int k = 0; k < chunks; ++k) mine[size_t(k)] = chunk_owner_mask(s, chunk_block(g, s, board, k), player);
  return true;
}

// Whether the chain of the player's pieces through `space` (along e.through) touches both of
// the player's sides: a depth-first fill from the landing space over bits of the board (the
// player's pieces read from the masks where the board keeps them), stopped as soon as it has.
bool joins_sides(const GameDef& g, const State& s, const DeclaredEnd& e, int player, int32_t space) {
  const auto [board, local] = g.spaces.local(space);
  const std::vector<uint8_t>& side = e.sides[size_t(player - 1)][size_t(board)];
  if (side.empty() || !s.owner_on(space, player)) return false;
  const int32_t offset = space - local;
  thread_local std::vector<int32_t> stack;
  thread_local std::vector<uint64_t> seen, mine;
  thread_local std::vector<const int32_t*> steps;
  const bool bits = owned_bits(g, s, board, player, mine);
  const auto is_mine = [&](int32_t at) { return bits ? (mine[size_t(at >> 6)] >> (at & 63) & 1) : s.owner_on(at + offset, player); };
  seen.assign(size_t(chunk_count(int32_t(side.size()))), 0);
  steps.clear();
  for (int r : e.through[size_t(board)]) steps.push_back(g.spaces.boards[size_t(board)].relations()[size_t(r)].step.data());
  stack.assign(1, local);
  seen[size_t(local >> 6)] |= uint64_t(1) << (local & 63);
  uint8_t touched = 0;
  while (!stack.empty()) {
    const int32_t at = stack.back();
    stack.pop_back();
    if ((touched |= side[size_t(at)]) == 3) return true;
    for (const int32_t* step : steps) {
      const int32_t next = step[at];
      if (next == kNone || (seen[size_t(next >> 6)] >> (next & 63) & 1) || !is_mine(next)) continue;
      seen[size_t(next >> 6)] |= uint64_t(1) << (next & 63);
      stack.push_back(next);
    }
  }
  return false;
}

bool holds(const GameDef& g, const State& s, const DeclaredEnd& e, int player, int32_t to, bool captured) {
  switch (e.kind) {
    case EndKind::Line: {
      const auto [board, local] = g.spaces.local(to);
      if (!e.line_masks.empty() && !e.line_masks[size_t(board)].delta.empty())
        return line_by_masks(e.line_masks[size_t(board)], s, board, player, local, e.length);
      return s.owner_on(to, player) && line_through(g, s, e.axes, player, to, e.length, e.exact);
    }
    case EndKind::Edge: return at_edge(g, e, player, to);
    case EndKind::NoEnemies: return captured && no_enemy_on_board(g, s, player);
    case EndKind::Full: return board_full(g, s, to);
    case EndKind::Connect: return joins_sides(g, s, e, player, to);
  }
  return false;
}

void finish(State& s, int player, Result r) {
  for (int p = 1; p <= s.players(); ++p) {
    const bool mover = p == player;
    s.set_result(p, r == Result::Draw ? Result::Draw : (mover == (r == Result::Win) ? Result::Win : Result::Loss));
  }
  s.set_terminal(true);
  s.set_to_move(0);
}

// The spaces within `reach` steps of `space` along `rel`, as bits.
uint64_t reach_along(const Relation* rel, int32_t space, int reach) {
  uint64_t bits = 0;
  if (!rel) return 0;
  for (int32_t at = rel->step[size_t(space)], k = 0; at != kNone && k < reach; at = rel->step[size_t(at)], ++k) bits |= uint64_t(1) << at;
  return bits;
}

// Whether the shift `back` undoes the shift `a`: it steps from exactly a's targets to
// their sources.
bool reverses(const Relation* back, const Relation* a) {
  if (!back || back->delta != -a->delta) return false;
  return back->from[0] == shift_bits(a->from[0], a->delta);
}

}  // namespace

void compile_line_masks(const GameDef& g, DeclaredEnd& e) {
  e.line_masks.assign(g.spaces.boards.size(), LineMasks{});
  if (e.kind != EndKind::Line || e.exact || e.length > 64) return;
  for (size_t b = 0; b < g.spaces.boards.size(); ++b) {
    const auto& axes = e.axes.per_board[b];
    if (g.spaces.boards[b].size() > Layout::kMaskBoardSpaces || axes.empty()) continue;
    // Each axis a straight line: shifts, one of them the other's reverse (or only one), with
    // room in 64 bits for a line's length along it.
    const bool straight = std::all_of(axes.begin(), axes.end(), [&](const auto& ab) {
      const auto& [a, other] = ab;
      return is_shift(a) && is_shift(other) && (a || other) && (!a || !other || reverses(other, a)) &&
             (e.length - 1) * std::abs(a ? a->delta : other->delta) < 64;
    });
    if (!straight) continue;
    const int32_t size = g.spaces.boards[b].size();
    LineMasks m;
    for (const auto& [a, other] : axes) m.delta.push_back(std::abs(a ? a->delta : other->delta));
    for (int32_t sp = 0; sp < size; ++sp)
      for (const auto& [a, other] : axes)
        m.window.push_back(uint64_t(1) << sp | reach_along(a, sp, e.length - 1) | reach_along(other, sp, e.length - 1));
    e.line_masks[b] = std::move(m);
  }
}

void apply_declared(const GameDef& g, State& s, int player, const Move& move) {
  const DeclaredAction& d = g.actions.declared[size_t(move.action)];
  const int32_t to = landing_of(g, move);
  // A "no enemy left" ending can only follow a capture, unless the action captures nothing.
  const bool captured = run_effects(g, s, d, player, move, to) || !d.captures;
  for (const DeclaredEnd& e : d.ends) {
    if (!holds(g, s, e, player, to, captured)) continue;
    finish(s, player, e.result);
    s.set_end_reason(e.reason_id);
    return;
  }
}

}  // namespace rb
