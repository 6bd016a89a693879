#include "core/space_filter.h"

#include <algorithm>

namespace rb {

bool ComponentMatch::matches(const GameDef& g, int32_t c, int player) const {
  return kind_takes(g, c) && owner_takes(g.kit.components[c].owner, player);
}

bool ComponentMatch::kind_takes(const GameDef& g, int32_t c) const {
  return (kind < 0 || g.kit.component_kind[c] == kind) && (set < 0 || g.kit.component_set[c] == set);
}

bool ComponentMatch::owner_takes(int o, int player) const {
  switch (owner) {
    case Owner::Any: return true;
    case Owner::Self: return o == player;
    case Owner::Opponent: return o != 0 && o != player;
    case Owner::None: return o == 0;
    case Owner::Fixed: return o == fixed_owner;
  }
  return true;
}

void ComponentMatch::settle(const GameDef& g) {
  by_owner = owner_alone_decides(g);
  of_kind.clear();
  if (!by_owner)
    for (int32_t c = 0; c < int32_t(g.kit.components.size()); ++c)
      if (kind_takes(g, c)) of_kind.push_back(c);
  listed = !by_owner && of_kind.size() <= kListedComponents;  // more: a space at a time is no dearer
  if (!listed) of_kind.clear();
}

bool ComponentMatch::owner_alone_decides(const GameDef& g) const {
  for (int32_t c = 0; c < int32_t(g.kit.components.size()); ++c) {
    if (kind_takes(g, c)) continue;
    const int o = g.kit.components[c].owner;  // turned away by kind or set: the owner test must turn it away too
    const bool owner_takes = owner == Owner::Any || (owner == Owner::None && o == 0) || (owner == Owner::Fixed && o == fixed_owner) ||
                             ((owner == Owner::Self || owner == Owner::Opponent) && o != 0);
    if (owner_takes) return false;
  }
  return true;
}

bool SpaceFilter::by_masks() const {
  const auto decided = [](const ComponentMatch& m) { return m.by_owner || m.listed; };
  return attrs.empty() && std::all_of(has.begin(), has.end(), decided) && std::all_of(lacks.begin(), lacks.end(), decided);
}

namespace {

bool any_match(const GameDef& g, const State& s, int32_t zone, const ComponentMatch& m, int player) {
  for (int32_t c = s.top(zone); c != kNone; c = s.below(c))
    if (m.matches(g, c, player)) return true;
  return false;
}

}  // namespace

bool SpaceFilter::holds(const GameDef& g, const State& s, int32_t space, int player) const {
  if (!holds_unflanked(g, s, space, player)) return false;
  for (const auto& f : flanks)
    if (!flanks_any(g, s, player, space, f)) return false;
  return true;
}

bool SpaceFilter::holds_unflanked(const GameDef& g, const State& s, int32_t space, int player) const {
  if (empty >= 0 && (s.count(space) == 0) != (empty == 1)) return false;
  for (const auto& t : props)
    if (!t.holds(s.prop(space, t.prop), player, s.players())) return false;
  for (const auto& a : attrs)
    if (!a.test.holds(a.value(g.spaces.local(space)), player, s.players())) return false;
  for (const auto& m : has)
    if (!any_match(g, s, space, m, player)) return false;
  for (const auto& m : lacks)
    if (any_match(g, s, space, m, player)) return false;
  return true;
}

namespace {

// A filter asked of the spaces of one board as a walk reaches them (local numbers). A filter
// of property tests is, for a walk that will ask many spaces (`many`), taken from a word
// worked out once for the board where each property is kept as masks there (a few
// operations for the whole board); else one test of a property is read a space, and any
// other filter is asked whole. No filter passes every space.
class BoardTest {
 public:
  BoardTest(const GameDef& g, const State& s, int player, int board, const SpaceFilter* f, bool many = false)
      : g_(g), s_(s), f_(f), player_(player), offset_(g.spaces.board_offset[size_t(board)]) {
    if (!f || !f->flanks.empty()) return;
    const Layout& l = s.layout();
    if (!f->only_prop_tests()) {  // components by their owners, emptiness: a few masks
      masked_ = many && l.board_block[size_t(board)] >= 0 && f->by_masks();
      if (masked_) bits_ = board_word(g, s, player, board, *f);
      return;
    }
    masked_ = many && l.board_slot[size_t(board)] >= 0 &&
              std::all_of(f->props.begin(), f->props.end(), [&](const PropTest& t) { return l.prop_masks[size_t(t.prop)] >= 0; });
    if (masked_) bits_ = board_word(g, s, player, board, *f);
    else if (f->props.size() == 1) one_ = &f->props.front();
  }
  bool operator()(int32_t local) const {
    if (masked_) return (bits_ >> local) & 1;
    if (one_) return one_->holds(s_.prop(local + offset_, one_->prop), player_, s_.players());
    return !f_ || f_->holds(g_, s_, local + offset_, player_);
  }

 private:
  const GameDef& g_;
  const State& s_;
  const SpaceFilter* f_;
  const PropTest* one_ = nullptr;
  int player_;
  int32_t offset_;
  bool masked_ = false;
  uint64_t bits_ = 0;
};

// The walk of rays(): calls emit(space) for each landing, duplicates included.
template <typename Emit>
void walk_rays(const GameDef& g, const State& s, int player, int32_t from, const DirectionSet& dirs, int min, int max,
               const SpaceFilter* pass, const SpaceFilter* land, Emit emit) {
  const int board = g.spaces.board_of[from];
  const int32_t offset = g.spaces.board_offset[board];
  const int32_t local_from = from - offset;
  const BoardTest passes(g, s, player, board, pass), lands(g, s, player, board, land);
  max = std::min(max, g.spaces.boards[size_t(board)].size());  // past that a walk only goes round again
  for (const Relation* rel : dirs.on(board)) {
    int32_t at = local_from;
    for (int d = 1; d <= max; ++d) {
      at = rel->step[at];
      if (at == kNone || at == local_from) break;
      if (d >= min && lands(at)) emit(at + offset);
      if (!passes(at)) break;
    }
  }
}

}  // namespace

void rays(const GameDef& g, const State& s, int player, int32_t from, const DirectionSet& dirs, int min, int max,
          const SpaceFilter* pass, const SpaceFilter* land, std::vector<int32_t>& out) {
  const size_t first = out.size();
  const int32_t offset = g.spaces.board_offset[size_t(g.spaces.board_of[from])];
  if (g.spaces.boards[size_t(g.spaces.board_of[from])].size() > kRaysMarked) {  // two directions may meet: a search
    walk_rays(g, s, player, from, dirs, min, max, pass, land, [&](int32_t space) {
      if (std::find(out.begin() + long(first), out.end(), space) == out.end()) out.push_back(space);
    });
    return;
  }
  uint64_t found[kRaysMarked / 64] = {};  // a bit per space of the board, by its local number
  walk_rays(g, s, player, from, dirs, min, max, pass, land, [&](int32_t space) {
    const int32_t local = space - offset;
    uint64_t& word = found[local / 64];
    const uint64_t bit = uint64_t(1) << (local % 64);
    if (!(word & bit)) word |= bit, out.push_back(space);
  });
}

// Writes straight into `out` (no list per piece): a destination is checked only against
// the ones already found for the same piece.
void slides(const GameDef& g, const State& s, int player, const ComponentMatch& pieces, const DirectionSet& dirs, int min,
            int max, const SpaceFilter* pass, const SpaceFilter* land, std::vector<std::pair<int32_t, int32_t>>& out) {
  for (int32_t c = 0; c < s.layout().components; ++c) {
    const int32_t zone = s.zone_of(c);
    if (zone == kNone || g.kit.zones[zone].space == kNone || !pieces.matches(g, c, player)) continue;
    const size_t first = out.size();
    walk_rays(g, s, player, zone, dirs, min, max, pass, land, [&](int32_t to) {
      for (size_t i = first; i < out.size(); ++i)
        if (out[i].second == to) return;
      out.emplace_back(zone, to);
    });
  }
}

namespace {

// The walk of walk(): `pass(space)` says whether the walk goes on over a space.
template <typename Pass>
int walk_while(int32_t offset, int32_t local, const Relation* rel, int max, int32_t* after, Pass pass) {
  int n = 0;
  for (int32_t at = rel->step[local]; at != kNone && at != local && n < max; at = rel->step[at]) {
    if (!pass(at + offset)) {
      *after = at + offset;
      break;
    }
    ++n;
  }
  return n;
}

}  // namespace

int walk(const GameDef& g, const State& s, int player, int32_t from, const Relation* rel, const SpaceFilter& f, int max,
         int32_t* after) {
  *after = kNone;
  if (!rel) return 0;
  const int board = g.spaces.board_of[from];
  const int32_t offset = g.spaces.board_offset[board], local = from - offset;
  const BoardTest passes(g, s, player, board, &f);  // one property test: one read a step
  return walk_while(offset, local, rel, max, after, [&](int32_t at) { return passes(at - offset); });
}

int longest_line(const GameDef& g, const State& s, int player, int32_t space, const AxisSet& axes, const SpaceFilter& filter) {
  const int board = g.spaces.board_of[space];
  const int max = g.spaces.boards[board].size();
  int best = 0;
  int32_t after = kNone;
  for (const auto& [a, b] : axes.per_board[board])
    if (a || b) best = std::max(best, 1 + walk(g, s, player, space, a, filter, max, &after) + walk(g, s, player, space, b, filter, max, &after));
  return best;
}

namespace {

// The spaces past `local` along `rel` (none when the board lacks it) that pass `passes`,
// to the edge, back at `local` (then `*round` is set: the line is a ring), or after `max`
// steps.
int count_ray(int32_t local, const Relation* rel, int max, const BoardTest& passes, bool* round) {
  int n = 0, steps = 0;
  int32_t at = rel ? rel->step[local] : kNone;
  for (; at != kNone && at != local && steps < max; at = rel->step[at], ++steps) n += passes(at);
  *round = at == local;
  return n;
}

}  // namespace

void line_counts(const GameDef& g, const State& s, int player, int32_t space, const AxisSet& axes, const SpaceFilter& filter,
                 std::vector<int>& counts) {
  const int board = g.spaces.board_of[size_t(space)];
  const int32_t offset = g.spaces.board_offset[size_t(board)], local = space - offset;
  const BoardTest passes(g, s, player, board, &filter, true);  // whole lines: many spaces
  const int self = passes(local), max = g.spaces.boards[size_t(board)].size();
  counts.clear();
  for (const auto& [a, b] : axes.per_board[size_t(board)]) {
    bool round = false;
    const int ahead = count_ray(local, a, max, passes, &round);  // a ring: the whole line already
    counts.push_back(self + ahead + (round ? 0 : count_ray(local, b, max, passes, &round)));
  }
}

namespace {

// The length of the run `flank` closes from `space` along `rel`, or 0. The walk may take
// one step more than `max`, so that a longer run is seen as one. A flank without `close`
// (null) takes the first spaces of the run, at most max, whatever follows, when there are
// min or more (max = 1: the neighbours that pass `run`, Ataxx's conversion).
int closed_run(const GameDef& g, const State& s, int player, int32_t space, const Relation* rel, const Flank& flank, int max) {
  int32_t after = kNone;
  if (!flank.close) {  // the first max spaces of the run, whatever follows
    const int n = walk(g, s, player, space, rel, *flank.run, max, &after);
    return n >= flank.min ? n : 0;
  }
  const int n = walk(g, s, player, space, rel, *flank.run, max + 1, &after);
  return n >= flank.min && n <= max && after != kNone && flank.close->holds(g, s, after, player) ? n : 0;
}

int flank_max(const GameDef& g, int32_t space, const Flank& flank) {
  return std::min(flank.max, g.spaces.boards[size_t(g.spaces.board_of[space])].size());
}

}  // namespace

bool flanks_any(const GameDef& g, const State& s, int player, int32_t space, const Flank& flank) {
  const int max = flank_max(g, space, flank);
  for (const Relation* rel : flank.dirs.on(size_t(g.spaces.board_of[space])))
    if (closed_run(g, s, player, space, rel, flank, max) > 0) return true;
  return false;
}

int flanked(const GameDef& g, const State& s, int player, int32_t space, const Flank& flank, std::vector<int32_t>* out) {
  const int board = g.spaces.board_of[space];
  const int32_t offset = g.spaces.board_offset[board];
  const int max = flank_max(g, space, flank);
  int total = 0;
  for (const Relation* rel : flank.dirs.on(size_t(board))) {
    const int n = closed_run(g, s, player, space, rel, flank, max);
    total += n;
    if (!out) continue;
    for (int32_t at = rel->step[space - offset], k = 0; k < n; at = rel->step[at], ++k) out->push_back(at + offset);
  }
  return total;
}

void group(const GameDef& g, const State& s, int player, int32_t space, const DirectionSet& dirs, const SpaceFilter& f,
           std::vector<int32_t>& members, std::vector<uint8_t>& mark) {
  members.clear();
  const int board = g.spaces.board_of[space];
  const int32_t offset = g.spaces.board_offset[board];
  const BoardTest passes(g, s, player, board, &f);
  if (!passes(space - offset)) return;
  members.push_back(space);
  mark[size_t(space)] = 1;
  for (size_t i = 0; i < members.size(); ++i)
    for (const Relation* rel : dirs.on(board))
      for (const int32_t* t = rel->begin(members[i] - offset); t != rel->end(members[i] - offset); ++t) {
        const int32_t next = *t + offset;
        if (mark[size_t(next)] || !passes(*t)) continue;
        mark[size_t(next)] = 1;
        members.push_back(next);
      }
  for (int32_t m : members) mark[size_t(m)] = 0;
}

int group_border(const GameDef& g, const State& s, int player, const std::vector<int32_t>& members, const DirectionSet& dirs,
                 const SpaceFilter& around, std::vector<int32_t>& seen, std::vector<uint8_t>& mark) {
  if (members.empty()) return 0;
  const int board = g.spaces.board_of[size_t(members.front())];
  const int32_t offset = g.spaces.board_offset[size_t(board)];
  const BoardTest passes(g, s, player, board, &around);
  for (int32_t m : members) mark[size_t(m)] = 1;  // a member is not its own border
  seen.clear();
  int count = 0;
  for (int32_t m : members)
    for (const Relation* rel : dirs.on(board))
      for (const int32_t* t = rel->begin(m - offset); t != rel->end(m - offset); ++t) {
        const int32_t next = *t + offset;
        if (mark[size_t(next)]) continue;
        mark[size_t(next)] = 1;
        seen.push_back(next);
        count += passes(*t);
      }
  for (int32_t m : members) mark[size_t(m)] = 0;
  for (int32_t n : seen) mark[size_t(n)] = 0;
  return count;
}

namespace {

// Whether a space next to the group `members` through `dirs`, not in it, passes `around`.
bool group_touches(const GameDef& g, const State& s, int player, const std::vector<int32_t>& members, const DirectionSet& dirs,
                   const SpaceFilter& around, std::vector<uint8_t>& mark) {
  const int board = g.spaces.board_of[size_t(members.front())];
  const int32_t offset = g.spaces.board_offset[size_t(board)];
  const BoardTest passes(g, s, player, board, &around);
  for (int32_t m : members) mark[size_t(m)] = 1;
  bool touches = false;
  for (size_t i = 0; i < members.size() && !touches; ++i)
    for (const Relation* rel : dirs.on(board))
      for (const int32_t* t = rel->begin(members[i] - offset); t != rel->end(members[i] - offset) && !touches; ++t)
        touches = !mark[size_t(*t + offset)] && passes(*t);
  for (int32_t m : members) mark[size_t(m)] = 0;
  return touches;
}

// The spaces next to `space` through `dirs` that pass `f`, into `near`.
void neighbours_passing(const GameDef& g, const State& s, int player, int32_t space, const DirectionSet& dirs,
                        const SpaceFilter& f, std::vector<int32_t>& near) {
  const int board = g.spaces.board_of[size_t(space)];
  const int32_t offset = g.spaces.board_offset[size_t(board)];
  const BoardTest passes(g, s, player, board, &f);
  near.clear();
  for (const Relation* rel : dirs.on(board))
    for (const int32_t* t = rel->begin(space - offset); t != rel->end(space - offset); ++t)
      if (passes(*t)) near.push_back(*t + offset);
}

}  // namespace

int surrounded_groups(const GameDef& g, const State& s, int player, int32_t space, const DirectionSet& dirs,
                      const SpaceFilter& f, const SpaceFilter& around, std::vector<int32_t>& out,
                      std::vector<int32_t>& near, std::vector<int32_t>& members, std::vector<uint8_t>& mark) {
  out.clear();
  neighbours_passing(g, s, player, space, dirs, f, near);
  int groups = 0;
  for (size_t i = 0; i < near.size(); ++i) {
    if (near[i] == kNone) continue;  // in a group already looked at
    group(g, s, player, near[i], dirs, f, members, mark);
    for (int32_t m : members) mark[size_t(m)] = 1;
    for (size_t j = i + 1; j < near.size(); ++j)
      if (near[j] != kNone && mark[size_t(near[j])]) near[j] = kNone;
    const bool own = mark[size_t(space)];  // the group holding `space` itself is not one next to it
    for (int32_t m : members) mark[size_t(m)] = 0;
    if (own || group_touches(g, s, player, members, dirs, around, mark)) continue;
    out.insert(out.end(), members.begin(), members.end());
    ++groups;
  }
  if (groups > 1) {  // through directions one way only, a later group may reach an earlier one's spaces
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
  }
  return groups;
}

namespace {

bool bit(const SpaceBits& b, int32_t i) { return (b[size_t(i >> 6)] >> (i & 63)) & 1; }

bool any_bit(const SpaceBits& b) {
  for (uint64_t w : b)
    if (w) return true;
  return false;
}

// join_cost on one board, its filters' bits given. A space's distance is final when first
// set (the queue gives out distances in order), so each is queued once at most: free ones
// before the start of a buffer of 4 x size, paid ones after it.
int board_join_cost(const Board& board, int board_index, const DirectionSet& dirs, const SpaceBits& from, const SpaceBits& to,
                    const SpaceBits& free, const SpaceBits& paid, std::vector<int32_t>& dist, std::vector<int32_t>& queue) {
  const int32_t size = board.size();
  const auto cost = [&](int32_t i) { return bit(free, i) ? 0 : bit(paid, i) ? 1 : -1; };
  dist.assign(size_t(size), INT32_MAX);
  queue.resize(size_t(4 * size + 2));
  size_t head = size_t(2 * size) + 1, tail = head;  // [head, tail) waits
  const auto reach = [&](int32_t i, int32_t d) {
    const int c = cost(i);
    if (c < 0 || d + c >= dist[size_t(i)]) return;
    dist[size_t(i)] = d + c;
    if (c == 0) queue[--head] = i; else queue[tail++] = i;
  };
  for (int32_t i = 0; i < size; ++i)
    if (bit(from, i)) reach(i, 0);
  const auto& rels = dirs.on(size_t(board_index));
  while (head < tail) {
    const int32_t at = queue[head++];
    if (bit(to, at)) return dist[size_t(at)];
    for (const Relation* rel : rels)
      for (const int32_t* t = rel->begin(at); t != rel->end(at); ++t) reach(*t, dist[size_t(at)]);
  }
  return -1;
}

}  // namespace

int join_cost(const GameDef& g, const State& s, int player, const SpaceFilter& from, const SpaceFilter& to,
              const DirectionSet& dirs, const SpaceFilter& free, const SpaceFilter& paid, BitPool& pool,
              std::vector<int32_t>& dist, std::vector<int32_t>& queue) {
  int best = -1;
  for (int b = 0; b < int(g.spaces.boards.size()); ++b) {
    const size_t words = size_t(g.spaces.boards[size_t(b)].size() + 63) / 64;
    SpaceBits &f = pool.take(words), &t = pool.take(words), &fr = pool.take(words), &pd = pool.take(words);
    filter_board(g, s, player, b, from, pool, f);
    filter_board(g, s, player, b, to, pool, t);
    int n = -1;
    if (any_bit(f) && any_bit(t)) {  // a board without a start or an end joins nothing
      filter_board(g, s, player, b, free, pool, fr);
      filter_board(g, s, player, b, paid, pool, pd);
      n = board_join_cost(g.spaces.boards[size_t(b)], b, dirs, f, t, fr, pd, dist, queue);
    }
    for (int k = 0; k < 4; ++k) pool.give();
    if (n >= 0 && (best < 0 || n < best)) best = n;
  }
  return best;
}

}  // namespace rb
