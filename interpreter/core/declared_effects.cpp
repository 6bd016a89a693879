#include "core/declared_effects.h"

#include <algorithm>

#include "core/game_def.h"
#include "core/state.h"

namespace rb {
namespace {

// A placement names only where it lands; a move names where from, then where to.
int32_t landing_of(const GameDef& g, const Move& m) { return g.actions[m.action].args.size() == 1 ? m.args[0] : m.args[1]; }

// Other players' components on `space` go to the mover's capture zone (or off the game).
bool capture(const GameDef& g, State& s, const Effect& e, int player, int32_t space) {
  bool took = false;
  for (int32_t c = s.top(space), next; c != kNone; c = next) {
    next = s.below(c);
    const int owner = g.component_owner[size_t(c)];
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
    } else {
      const int32_t piece = next_unplaced(s, g.patterns[size_t(d.place_pattern)], player);
      if (piece != kNone) s.put_top(piece, to);
    }
  }
  return took;
}

bool mine_on(const GameDef& g, const State& s, int32_t space, int player) {
  for (int32_t c = s.top(space); c != kNone; c = s.below(c))
    if (g.component_owner[size_t(c)] == player) return true;
  return false;
}

// How many spaces beyond `local` along `rel` hold one of the player's pieces, unbroken.
int run(const GameDef& g, const State& s, const Relation* rel, int32_t offset, int32_t local, int player) {
  int n = 0;
  if (!rel) return 0;
  for (int32_t at = rel->step[size_t(local)]; at != kNone && at != local && mine_on(g, s, at + offset, player); at = rel->step[size_t(at)]) ++n;
  return n;
}

// Whether the player's pieces make a line through `space` (counting it) along some axis of
// at least `length`, or of exactly `length` when `exact`.
bool line_through(const GameDef& g, const State& s, const AxisSet& axes, int player, int32_t space, int length, bool exact) {
  const auto [board, local] = g.local_space(space);
  const int32_t offset = space - local;
  for (const auto& [a, b] : axes.per_board[size_t(board)]) {
    const int n = 1 + run(g, s, a, offset, local, player) + run(g, s, b, offset, local, player);
    if (exact ? n == length : n >= length) return true;
  }
  return false;
}

bool at_edge(const GameDef& g, const DeclaredEnd& e, int player, int32_t space) {
  const auto [board, local] = g.local_space(space);
  for (int r : e.edge[size_t(player - 1)][size_t(board)])
    if (g.boards[size_t(board)].relations()[size_t(r)].step[size_t(local)] == kNone) return true;
  return false;
}

bool no_enemy_on_board(const GameDef& g, const State& s, int player) {
  const int32_t spaces = int32_t(g.space_names.size());
  for (int32_t c = 0; c < int32_t(g.components.size()); ++c) {
    const int owner = g.component_owner[size_t(c)];
    const int32_t z = s.zone_of(c);
    if (owner != 0 && owner != player && z >= 0 && z < spaces) return false;
  }
  return true;
}

bool board_full(const GameDef& g, const State& s, int32_t space) {
  const int board = g.space_board[size_t(space)];
  const int32_t offset = g.board_offset[size_t(board)], size = g.boards[size_t(board)].size();
  for (int32_t local = size; local-- > 0;)  // from the far end: a board fills from its start (a1 ...)
    if (s.count(offset + local) == 0) return false;
  return true;
}

bool holds(const GameDef& g, const State& s, const DeclaredEnd& e, int player, int32_t to, bool captured) {
  switch (e.kind) {
    case EndKind::Line: return mine_on(g, s, to, player) && line_through(g, s, e.axes, player, to, e.length, e.exact);
    case EndKind::Edge: return at_edge(g, e, player, to);
    case EndKind::NoEnemies: return captured && no_enemy_on_board(g, s, player);
    case EndKind::Full: return board_full(g, s, to);
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

}  // namespace

const std::string* apply_declared(const GameDef& g, State& s, int player, const Move& move) {
  const DeclaredAction& d = g.declared[size_t(move.action)];
  const int32_t to = landing_of(g, move);
  // A "no enemy left" ending can only follow a capture, unless the action captures nothing.
  const bool captured = run_effects(g, s, d, player, move, to) || !d.captures;
  for (const DeclaredEnd& e : d.ends) {
    if (!holds(g, s, e, player, to, captured)) continue;
    finish(s, player, e.result);
    return &e.reason;
  }
  return nullptr;
}

}  // namespace rb
