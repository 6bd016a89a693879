#include "core/move_pattern.h"

#include <algorithm>

#include "core/game_def.h"
#include "core/state.h"

namespace rb {
namespace {

// Bit 0: a friend is there; bit 1: an enemy is there.
int owners_on(const GameDef& g, const State& s, int32_t space, int player) {
  int seen = 0;
  for (int32_t c = s.top(space); c != kNone; c = s.below(c)) {
    const int o = g.components[c].owner;
    seen |= o == player ? 1 : (o != 0 ? 2 : 0);
  }
  return seen;
}

}  // namespace

bool occupancy_holds(const GameDef& g, const State& s, int32_t space, int player, Occupancy want) {
  if (want == Occupancy::Any) return true;
  const int32_t n = s.count(space);
  if (want == Occupancy::Empty) return n == 0;
  if (want == Occupancy::Occupied) return n != 0;
  if (n == 0) return want == Occupancy::NotFriend || want == Occupancy::NotEnemy;
  const int seen = owners_on(g, s, space, player);
  switch (want) {
    case Occupancy::Friend: return seen & 1;
    case Occupancy::Enemy: return seen & 2;
    case Occupancy::NotFriend: return !(seen & 1);
    case Occupancy::NotEnemy: return !(seen & 2);
    default: return true;
  }
}

namespace {

bool already_listed(const MoveList& out, int first, int32_t to) {
  for (int i = first; i < out.size(); ++i)
    if (out[i].args[1] == to) return true;
  return false;
}

void push_move(int action, int32_t from, int32_t to, MoveList& out) {
  Move m;
  m.action = action;
  m.args[0] = from, m.args[1] = to;
  out.push(m);
}

// Walks one relation from `from` (a global space; `local` on its board), listing the landings.
void walk(const GameDef& g, const State& s, int player, const MovePattern& p, const int32_t* step, int32_t offset,
          int32_t from, int first, MoveList& out) {
  const int32_t local = from - offset;
  int32_t at = local;
  for (int d = 1;; ++d) {
    at = step[at];
    if (at == kNone || at == local) return;
    const int32_t space = at + offset;
    if (d >= p.min && occupancy_holds(g, s, space, player, p.to) && !(p.may_repeat && already_listed(out, first, space)))
      push_move(p.action, from, space, out);
    if (d == p.max || !occupancy_holds(g, s, space, player, p.over)) return;
  }
}

void add_moves_of(const GameDef& g, const State& s, int player, const MovePattern& p, MoveList& out) {
  const auto& relations = p.relations[player - 1];
  const int32_t spaces = int32_t(g.space_names.size());
  for (int32_t c : p.pieces[player - 1]) {
    const int32_t from = s.zone_of(c);
    if (from < 0 || from >= spaces) continue;  // nowhere, or in a zone that is not a space
    const int board = g.space_board[from];
    const int first = out.size();
    const auto& rels = g.boards[board].relations();
    for (int r : relations[board]) walk(g, s, player, p, rels[r].step.data(), g.board_offset[board], from, first, out);
  }
}

}  // namespace

bool pattern_may_repeat(const GameDef& g, const MovePattern& p) {
  if (p.max != 1) return true;
  for (const auto& per_board : p.relations)
    for (size_t b = 0; b < per_board.size(); ++b)
      for (int32_t space = 0; space < g.boards[b].size(); ++space) {
        std::vector<int32_t> targets;
        for (int r : per_board[b]) targets.push_back(g.boards[b].relations()[r].step[space]);
        std::sort(targets.begin(), targets.end());
        if (std::adjacent_find(targets.begin(), targets.end(), [](int32_t a, int32_t b) { return a == b && a != kNone; }) != targets.end())
          return true;
      }
  return false;
}

void add_pattern_moves(const GameDef& g, const State& s, int player, MoveList& out) {
  for (const MovePattern& p : g.patterns) add_moves_of(g, s, player, p, out);
}

}  // namespace rb
