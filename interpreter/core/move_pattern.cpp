#include "core/move_pattern.h"

#include <algorithm>

#include "core/bit_count.h"
#include "core/board_chunks.h"
#include "core/game_def.h"
#include "core/move_batches.h"
#include "core/state.h"

namespace rb {

bool occupancy_holds(const GameDef&, const State& s, int32_t space, int player, Occupancy want) {
  if (want == Occupancy::Any) return true;
  const int32_t n = s.count(space);
  if (want == Occupancy::Empty) return n == 0;
  if (want == Occupancy::Occupied) return n != 0;
  if (n == 0) return want == Occupancy::NotFriend || want == Occupancy::NotEnemy;
  const int seen = s.sides_on(space, player);
  switch (want) {
    case Occupancy::Friend: return seen & 1;
    case Occupancy::Enemy: return seen & 2;
    case Occupancy::NotFriend: return !(seen & 1);
    case Occupancy::NotEnemy: return !(seen & 2);
    default: return true;
  }
}

namespace {

// What stands on a space, as the mover sees it: bit 0 a friend, bit 1 an enemy, bit 2
// anything. Read from the space's own stack when a condition asks, so a listing costs
// what it looks at, not the number of components in the game.
constexpr uint8_t kFriend = 1, kEnemy = 2, kOccupied = 4;

// The classes a condition accepts, as a bit per class (0..7), so a check is one shift.
constexpr uint8_t accepted(Occupancy want) {
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

// accepted() of each condition, worked out when compiling.
constexpr uint8_t kAccepted[] = {accepted(Occupancy::Any),    accepted(Occupancy::Empty),     accepted(Occupancy::Friend),
                                 accepted(Occupancy::Enemy),  accepted(Occupancy::NotFriend), accepted(Occupancy::NotEnemy),
                                 accepted(Occupancy::Occupied)};

struct Walker {
  const MovePattern& p;
  const GameDef& g;
  const State& s;
  int player;
  uint8_t to_mask, over_mask;
  uint8_t class_of(int32_t space) const { return s.count(space) == 0 ? 0 : uint8_t(kOccupied | s.sides_on(space, player)); }
  bool holds(uint8_t mask, int32_t space) const { return (mask >> class_of(space)) & 1; }
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

// A condition about occupancy alone: a space's count answers it.
bool by_occupancy(Occupancy want) { return want == Occupancy::Empty || want == Occupancy::Occupied || want == Occupancy::Any; }

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

// One step along each relation, no duplicates possible: the moves are written straight
// into the list and kept by condition, without a branch a random position would
// mispredict half the time.
constexpr int kMaxSteps = 16;

void steps(const Walker& w, const int32_t* const* rel_steps, int count, int32_t offset, int32_t from, MoveList& out) {
  Move* dst = out.room(count);
  int n = 0;
  const int32_t local = from - offset;
  for (int i = 0; i < count; ++i) {
    const int32_t at = rel_steps[i][local];
    const int32_t space = at < 0 ? kNone : at + offset;
    dst[n] = make_move(w.p.action, from, space);
    n += int(at >= 0) && w.holds(w.to_mask, space);
  }
  out.extend(n);
}

// A placement onto every space of a board that meets the condition (and, where the piece
// falls, rests on something or on the board's edge).
void place_on(const GameDef& g, const Walker& w, int board, MoveList& out) {
  const int32_t offset = g.spaces.board_offset[board], size = g.spaces.boards[board].size();
  const int fall_rel = w.p.falls[board];
  const int32_t* fall = fall_rel == kNone ? nullptr : g.spaces.boards[board].relations()[fall_rel].step.data();
  // Empty, occupied or any: the space's count says it, without asking whose pieces stand there.
  const bool by_count = by_occupancy(w.p.to);
  const int count_mask = w.p.to == Occupancy::Empty ? 1 : w.p.to == Occupancy::Occupied ? 2 : 3;  // bit 0: empty, bit 1: occupied
  Move* dst = out.room(size);
  int n = 0;
  for (int32_t local = 0; local < size; ++local) {
    const int32_t space = local + offset;
    bool ok = by_count ? (count_mask >> int(w.s.count(space) != 0)) & 1 : w.holds(w.to_mask, space);
    if (fall) ok &= fall[local] < 0 || w.s.count(fall[local] + offset) != 0;
    dst[n] = make_move(w.p.action, space, 0);
    n += int(ok);
  }
  out.extend(n);
}

// The moves of a batch (its fields as MaskBatch's), added as a mask: written out only when
// the list is read in order (core/move.h).
void write_batch(uint64_t bits, int32_t action, int32_t offset, int32_t delta, bool place, MoveList& out) {
  out.add_batch(MaskBatch{bits, action, offset, delta, int16_t(count_bits(bits)), place});
}

// The same as place_on, a board at a time: the occupied spaces read from the board's mask,
// and where a piece falls, the spaces whose next step is off or occupied.
inline uint64_t placements_by_mask(const State& s, Occupancy want, const MovePattern::PlaceMask& m) {
  const uint64_t any = s.occupied_mask(m.board);
  uint64_t to = (want == Occupancy::Empty ? ~any : want == Occupancy::Occupied ? any : ~uint64_t(0)) & m.spaces;
  const Shift& f = m.fall;
  const uint64_t rests = f.delta >= 0 ? any >> f.delta : any << -f.delta;  // x whose step x + delta is occupied
  return to & (~f.from | rests);
}

// The same for chunk k of a board of more than 64 spaces that keeps masks in chunks
// (core/board_chunks.h), where nothing falls: a chunk at a time, in the order place_on lists them.
uint64_t placements_in_chunk(const GameDef& g, const State& s, const MovePattern& p, int board, int k) {
  const int32_t size = g.spaces.boards[size_t(board)].size();
  const uint64_t any = chunk_mask(s, chunk_block(g, s, board, k), 0);
  return (p.to == Occupancy::Empty ? ~any : p.to == Occupancy::Occupied ? any : ~uint64_t(0)) & chunk_spaces(size, k);
}

bool in_chunks(const GameDef& g, const State& s, const MovePattern& p, int board) {
  return by_occupancy(p.to) && p.falls[size_t(board)] == kNone && has_chunks(g, s, board);
}

// A board's placements listed by masks, as batches to `emit`: false, having emitted
// nothing, when the board is not listed by masks.
template <typename Emit>
bool board_placement_batches(const GameDef& g, const State& s, const MovePattern& p, int board, Emit&& emit) {
  const int32_t offset = g.spaces.board_offset[size_t(board)];
  if (p.place_bits[size_t(board)]) {  // its mask is among place_masks, kept in the order of `boards`
    const auto mask = std::find_if(p.place_masks.begin(), p.place_masks.end(), [&](const auto& pm) { return pm.board == board; });
    if (mask != p.place_masks.end()) return emit(placements_by_mask(s, p.to, *mask), p.action, offset, 0, true), true;
  }
  if (!in_chunks(g, s, p, board)) return false;
  for (int k = 0; k < chunk_count(g.spaces.boards[size_t(board)].size()); ++k)
    emit(placements_in_chunk(g, s, p, board, k), p.action, offset + 64 * k, 0, true);
  return true;
}

void add_placements(const GameDef& g, const State& s, const Walker& w, int player, MoveList& out) {
  if (next_unplaced(s, w.p, player) == kNone) return;
  for (int board : w.p.boards)
    if (!board_placement_batches(g, s, w.p, board, [&](uint64_t bits, int32_t action, int32_t offset, int32_t delta, bool place) { write_batch(bits, action, offset, delta, place, out); })) place_on(g, w, board, out);
}

// Who stands where on a board of at most 64 spaces, one bit per space, for the mover.
struct BoardBits {
  uint64_t mine = 0, theirs = 0, any = 0;
};

BoardBits board_bits(const GameDef& g, const State& s, int board, int player) {
  if (s.layout().board_block[size_t(board)] >= 0)
    return {s.owner_mask(board, player), s.players_mask(board, player), s.occupied_mask(board)};
  BoardBits b;
  const uint32_t offset = uint32_t(g.spaces.board_offset[size_t(board)]), size = uint32_t(g.spaces.boards[size_t(board)].size());
  for (int32_t c = 0; c < int32_t(g.kit.components.size()); ++c) {
    const uint32_t local = uint32_t(s.zone_of(c)) - offset;  // nowhere and other zones wrap past size
    if (local >= size) continue;
    const int o = g.kit.component_owner[size_t(c)];
    const uint64_t bit = uint64_t(1) << local;
    b.any |= bit;
    if (o == player) b.mine |= bit;
    else if (o != 0) b.theirs |= bit;
  }
  return b;
}

uint64_t accepted_bits(Occupancy want, const BoardBits& b) {
  switch (want) {
    case Occupancy::Any: return ~uint64_t(0);
    case Occupancy::Empty: return ~b.any;
    case Occupancy::Occupied: return b.any;
    case Occupancy::Friend: return b.mine;
    case Occupancy::Enemy: return b.theirs;
    case Occupancy::NotFriend: return ~b.mine;
    case Occupancy::NotEnemy: return ~b.theirs;
  }
  return 0;
}

// The spaces of the board that hold one of the pattern's pieces.
uint64_t movers_on(const GameDef& g, const State& s, const MovePattern& p, int board, int player) {
  const int32_t offset = g.spaces.board_offset[size_t(board)];
  uint64_t movers = 0;
  for (int32_t c : p.pieces[size_t(player - 1)]) {
    const uint32_t local = uint32_t(s.zone_of(c) - offset);
    if (local < uint32_t(g.spaces.boards[size_t(board)].size())) movers |= uint64_t(1) << local;
  }
  return movers;
}

// A one-step pattern over shifts: each relation moves the whole set of pieces at once, a
// batch per relation.
template <typename Emit>
void shifted_batches(const GameDef& g, const State& s, const MovePattern& p, int board, const BoardBits& bits, int player, Emit&& emit) {
  const int32_t offset = g.spaces.board_offset[size_t(board)];
  const uint64_t movers = p.all_own ? bits.mine : movers_on(g, s, p, board, player);
  const uint64_t accept = accepted_bits(p.to, bits);
  for (const Shift& sh : p.shifts[size_t(player - 1)][size_t(board)]) {
    emit(shift_bits(movers & sh.from, sh.delta) & accept, p.action, offset, sh.delta, false);
  }
}

// The boards' bits, worked out once per listing and only for the boards that need them.
// Its slots are left unset until asked for: a listing of placements alone never fills one.
struct BitsCache {
  static constexpr int kBoards = 4;
  union Slot {
    Slot() {}
    BoardBits bits;
  } slots[kBoards];
  bool ready[kBoards] = {};
  BoardBits get(const GameDef& g, const State& s, int board, int player) {
    if (board >= kBoards) return board_bits(g, s, board, player);
    if (!ready[board]) slots[board].bits = board_bits(g, s, board, player), ready[board] = true;
    return slots[board].bits;
  }
};

bool shifts_on(const MovePattern& p, int player, int board) {
  return !p.shifts.empty() && !p.shifts[size_t(player - 1)][size_t(board)].empty();
}

void add_moves_of(const GameDef& g, const State& s, const Walker& w, int player, MoveList& out, BitsCache& cache) {
  const MovePattern& p = w.p;
  if (p.place) return add_placements(g, s, w, player, out);
  for (int board = 0; board < int(g.spaces.boards.size()); ++board)
    if (shifts_on(p, player, board))
      shifted_batches(g, s, p, board, cache.get(g, s, board, player), player, [&](uint64_t bits, int32_t action, int32_t offset, int32_t delta, bool place) { write_batch(bits, action, offset, delta, place, out); });
  if (!p.shifts.empty() && p.all_shifted[size_t(player - 1)]) return;
  const auto& relations = p.relations[player - 1];
  const int32_t spaces = int32_t(g.spaces.names.size());
  const int32_t* rel_steps[kMaxSteps];
  int last_board = -1, count = 0;
  for (int32_t c : p.pieces[player - 1]) {
    const int32_t from = s.zone_of(c);
    if (from < 0 || from >= spaces) continue;  // nowhere, or in a zone that is not a space
    const int board = g.spaces.board_of[from];
    if (shifts_on(p, player, board)) continue;  // listed above
    const auto& rels = g.spaces.boards[board].relations();
    const bool one_step = p.max == 1 && !p.may_repeat && relations[board].size() <= size_t(kMaxSteps);
    if (one_step && board != last_board) {
      count = 0;
      for (int r : relations[board]) rel_steps[count++] = rels[r].step.data();
      last_board = board;
    }
    if (one_step) {
      steps(w, rel_steps, count, g.spaces.board_offset[board], from, out);
      continue;
    }
    const int first = out.size();
    for (int r : relations[board]) walk(w, rels[r].step.data(), g.spaces.board_offset[board], from, first, out);
  }
}

// next_unplaced, inline here: one read where the layout keeps the list's first piece
// nowhere, else a scan of the pieces.
inline int32_t unplaced(const State& s, const MovePattern& p, int player) {
  if (size_t(player - 1) < p.hints.size() && p.hints[size_t(player - 1)] >= 0) return s.first_nowhere(p.hints[size_t(player - 1)]);
  for (int32_t c : p.pieces[size_t(player - 1)])
    if (s.zone_of(c) == kNone) return c;
  return kNone;
}

}  // namespace

int32_t next_unplaced(const State& s, const MovePattern& p, int player) { return unplaced(s, p, player); }

bool pattern_may_repeat(const GameDef& g, const MovePattern& p) {
  if (p.place) return false;
  if (p.max != 1) return true;
  for (const auto& per_board : p.relations)
    for (size_t b = 0; b < per_board.size(); ++b)
      for (int32_t space = 0; space < g.spaces.boards[b].size(); ++space) {
        std::vector<int32_t> targets;
        for (int r : per_board[b]) targets.push_back(g.spaces.boards[b].relations()[r].step[space]);
        std::sort(targets.begin(), targets.end());
        if (std::adjacent_find(targets.begin(), targets.end(), [](int32_t a, int32_t b) { return a == b && a != kNone; }) != targets.end())
          return true;
      }
  return false;
}

void add_pattern_moves(const GameDef& g, const State& s, int player, MoveList& out) {
  BitsCache cache;
  for (const MovePattern& p : g.actions.patterns)
    add_moves_of(g, s, Walker{p, g, s, player, kAccepted[int(p.to)], kAccepted[int(p.over)]}, player, out, cache);
}

namespace {

// The pattern's moves for `player` as batches into `out`, when it is listed by masks alone.
bool batches_of(const GameDef& g, const State& s, const MovePattern& p, int player, BitsCache& cache, std::vector<MaskBatch>& out) {
  const auto emit = [&](uint64_t bits, int32_t action, int32_t offset, int32_t delta, bool place) {
    MaskBatch& b = out.emplace_back();
    b.bits = bits, b.action = action, b.offset = offset, b.delta = delta, b.place = place;
  };
  if (p.place) {
    for (int board : p.boards)
      if (!p.place_bits[size_t(board)] && !in_chunks(g, s, p, board)) return false;
    if (next_unplaced(s, p, player) == kNone) return true;
    for (int board : p.boards) board_placement_batches(g, s, p, board, emit);
    return true;
  }
  if (p.shifts.empty() || !p.all_shifted[size_t(player - 1)]) return false;
  for (int board = 0; board < int(g.spaces.boards.size()); ++board) shifted_batches(g, s, p, board, cache.get(g, s, board, player), player, emit);
  return true;
}

}  // namespace

RB_WITH_POPCNT int pattern_move_batches(const GameDef& g, const State& s, int player, std::vector<MaskBatch>& out) {
  out.clear();
  BitsCache cache;
  for (const MovePattern& p : g.actions.patterns)
    if (p.place_by_masks) {  // the common placement, read from the masks here
      if (unplaced(s, p, player) == kNone) continue;
      for (const MovePattern::PlaceMask& m : p.place_masks)
        out.push_back(MaskBatch{placements_by_mask(s, p.to, m), p.action, m.offset, 0, 0, true});
    } else if (!batches_of(g, s, p, player, cache, out)) {
      return -1;
    }
  int n = 0;
  for (MaskBatch& b : out) n += b.count = int16_t(bit_count(b.bits));
  return n;
}

namespace {

// The offset every space of the board moves by along `rel`, when it is the same for all
// and the board fits 64 bits.
bool as_shift(const Board& b, const Relation& rel, Shift& out) {
  if (b.size() > 64) return false;
  bool first = true;
  out = Shift{};
  for (int32_t x = 0; x < b.size(); ++x) {
    const int32_t to = rel.step[size_t(x)];
    if (to == kNone) continue;
    if (!first && to - x != out.delta) return false;
    out.delta = to - x, first = false;
    out.from |= uint64_t(1) << x;
  }
  return !first;
}

}  // namespace

// A placement is listed by mask on a board that fits, when its condition is about
// occupancy alone and its fall, if any, is a shift.
void compile_placement(const GameDef& g, MovePattern& p) {
  p.place_bits.assign(g.spaces.boards.size(), false);
  p.fall_shift.assign(g.spaces.boards.size(), Shift{});
  const bool plain = by_occupancy(p.to);
  for (size_t b = 0; b < g.spaces.boards.size(); ++b) {
    if (!plain || g.spaces.boards[b].size() > 64) continue;
    const int fall = p.falls[b];
    p.place_bits[b] = fall == kNone || as_shift(g.spaces.boards[b], g.spaces.boards[b].relations()[size_t(fall)], p.fall_shift[b]);
  }
  p.place_masks.clear();
  for (int b : p.boards)
    if (p.place_bits[size_t(b)])
      p.place_masks.push_back({b, g.spaces.board_offset[size_t(b)], all_spaces(g.spaces.boards[size_t(b)].size()), p.fall_shift[size_t(b)]});
  p.place_by_masks = !p.boards.empty() && p.place_masks.size() == p.boards.size();
}

void compile_shifts(const GameDef& g, MovePattern& p) {
  if (p.place) return compile_placement(g, p);
  if (p.max != 1 || p.min != 1 || p.may_repeat) return;
  p.shifts.assign(p.relations.size(), std::vector<std::vector<Shift>>(g.spaces.boards.size()));
  for (size_t player = 0; player < p.relations.size(); ++player)
    for (size_t b = 0; b < g.spaces.boards.size(); ++b) {
      std::vector<Shift> shifts;
      for (int r : p.relations[player][b]) {
        Shift sh;
        if (!as_shift(g.spaces.boards[b], g.spaces.boards[b].relations()[size_t(r)], sh)) break;
        shifts.push_back(sh);
      }
      if (shifts.size() == p.relations[player][b].size()) p.shifts[player][b] = std::move(shifts);
    }
  p.all_shifted.assign(p.relations.size(), false);
  for (size_t player = 0; player < p.relations.size(); ++player) {
    bool all = true;
    for (size_t b = 0; b < g.spaces.boards.size(); ++b) all &= !p.shifts[player][b].empty();
    p.all_shifted[player] = all;
  }
  p.all_own = true;
  for (size_t player = 0; player < p.pieces.size(); ++player) {
    size_t owned = 0;
    for (const auto& c : g.kit.components) owned += c.owner == int(player + 1);
    p.all_own &= owned == p.pieces[player].size();
  }
}

}  // namespace rb
