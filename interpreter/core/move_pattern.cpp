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

// What stands on each zone, as the mover sees it: bit 0 a friend, bit 1 an enemy, bit 2
// anything. Kept at [zone + 1]; [0] collects the components that are nowhere.
constexpr uint8_t kFriend = 1, kEnemy = 2, kOccupied = 4;

void classify(const GameDef& g, const State& s, int player, std::vector<uint8_t>& cls) {
  cls.assign(g.zones.size() + 1, 0);
  for (int32_t c = 0; c < s.layout().components; ++c) {
    const int o = g.components[c].owner;
    cls[s.zone_of(c) + 1] |= uint8_t(kOccupied | (o == player) | (o != 0 && o != player) << 1);
  }
}

// The classes a condition accepts, as a bit per class (0..7), so a check is one shift.
uint8_t accepted(Occupancy want) {
  uint8_t mask = 0;
  for (int c = 0; c < 8; ++c) {
    bool ok = true;
    switch (want) {
      case Occupancy::Any: break;
      case Occupancy::Empty: ok = c == 0; break;
      case Occupancy::Occupied: ok = c & kOccupied; break;
      case Occupancy::Friend: ok = c & kFriend; break;
      case Occupancy::Enemy: ok = c & kEnemy; break;
      case Occupancy::NotFriend: ok = !(c & kFriend); break;
      case Occupancy::NotEnemy: ok = !(c & kEnemy); break;
    }
    mask |= uint8_t(ok) << c;
  }
  return mask;
}

struct Walker {
  const MovePattern& p;
  const std::vector<uint8_t>& cls;
  uint8_t to_mask, over_mask;
  bool holds(uint8_t mask, int32_t space) const { return (mask >> cls[space + 1]) & 1; }
};

bool already_listed(const MoveList& out, int first, int32_t to) {
  for (int i = first; i < out.size(); ++i)
    if (out[i].args[1] == to) return true;
  return false;
}

Move make_move(int action, int32_t from, int32_t to) {
  Move m;
  m.action = action;
  m.args[0] = from, m.args[1] = to;
  return m;
}

// Walks one relation from `from` (a global space), listing the landings.
void walk(const Walker& w, const int32_t* step, int32_t offset, int32_t from, int first, MoveList& out) {
  const MovePattern& p = w.p;
  const int32_t local = from - offset;
  int32_t at = local;
  for (int d = 1;; ++d) {
    at = step[at];
    if (at == kNone || at == local) return;
    const int32_t space = at + offset;
    if (d >= p.min && w.holds(w.to_mask, space) && !(p.may_repeat && already_listed(out, first, space)))
      out.push(make_move(p.action, from, space));
    if (d == p.max || !w.holds(w.over_mask, space)) return;
  }
}

// One step along each relation, no duplicates possible: the moves go to a buffer without
// a branch on the condition, which a random position would mispredict half the time.
constexpr int kMaxSteps = 16;

void steps(const Walker& w, const int32_t* const* rel_steps, int count, int32_t offset, int32_t from, MoveList& out) {
  Move buffer[kMaxSteps];
  int n = 0;
  const int32_t local = from - offset;
  for (int i = 0; i < count; ++i) {
    const int32_t at = rel_steps[i][local];
    const int32_t space = at < 0 ? kNone : at + offset;
    buffer[n] = make_move(w.p.action, from, space);
    n += int(at >= 0) & w.holds(w.to_mask, space);
  }
  for (int k = 0; k < n; ++k) out.push(buffer[k]);
}

void add_moves_of(const GameDef& g, const State& s, const Walker& w, int player, MoveList& out) {
  const MovePattern& p = w.p;
  const auto& relations = p.relations[player - 1];
  const int32_t spaces = int32_t(g.space_names.size());
  const int32_t* rel_steps[kMaxSteps];
  int last_board = -1, count = 0;
  for (int32_t c : p.pieces[player - 1]) {
    const int32_t from = s.zone_of(c);
    if (from < 0 || from >= spaces) continue;  // nowhere, or in a zone that is not a space
    const int board = g.space_board[from];
    const auto& rels = g.boards[board].relations();
    const bool one_step = p.max == 1 && !p.may_repeat && relations[board].size() <= size_t(kMaxSteps);
    if (one_step && board != last_board) {
      count = 0;
      for (int r : relations[board]) rel_steps[count++] = rels[r].step.data();
      last_board = board;
    }
    if (one_step) {
      steps(w, rel_steps, count, g.board_offset[board], from, out);
      continue;
    }
    const int first = out.size();
    for (int r : relations[board]) walk(w, rels[r].step.data(), g.board_offset[board], from, first, out);
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
  thread_local std::vector<uint8_t> cls;
  classify(g, s, player, cls);
  for (const MovePattern& p : g.patterns) add_moves_of(g, s, Walker{p, cls, accepted(p.to), accepted(p.over)}, player, out);
}

}  // namespace rb
