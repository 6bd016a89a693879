#include "core/space_filter.h"

#include <algorithm>

namespace rb {

bool ComponentMatch::matches(const GameDef& g, int32_t c, int player) const {
  if (kind >= 0 && g.component_kind[c] != kind) return false;
  if (set >= 0 && g.component_set[c] != set) return false;
  const int o = g.components[c].owner;
  switch (owner) {
    case Owner::Any: return true;
    case Owner::Self: return o == player;
    case Owner::Opponent: return o != 0 && o != player;
    case Owner::None: return o == 0;
    case Owner::Fixed: return o == fixed_owner;
  }
  return true;
}

namespace {

bool any_match(const GameDef& g, const State& s, int32_t zone, const ComponentMatch& m, int player) {
  for (int32_t c = s.top(zone); c != kNone; c = s.below(c))
    if (m.matches(g, c, player)) return true;
  return false;
}

}  // namespace

bool SpaceFilter::holds(const GameDef& g, const State& s, int32_t space, int player) const {
  if (empty >= 0 && (s.count(space) == 0) != (empty == 1)) return false;
  for (const auto& m : has)
    if (!any_match(g, s, space, m, player)) return false;
  for (const auto& m : lacks)
    if (any_match(g, s, space, m, player)) return false;
  return true;
}

namespace {

// The walk of rays(): calls emit(space) for each landing, duplicates included.
template <typename Emit>
void walk_rays(const GameDef& g, const State& s, int player, int32_t from, const DirectionSet& dirs, int min, int max,
               const SpaceFilter* pass, const SpaceFilter* land, Emit emit) {
  const int board = g.space_board[from];
  const int32_t offset = g.board_offset[board];
  const int32_t local_from = from - offset;
  for (const Relation* rel : dirs.per_board[board]) {
    int32_t at = local_from;
    for (int d = 1; d <= max; ++d) {
      at = rel->step[at];
      if (at == kNone || at == local_from) break;
      const int32_t space = at + offset;
      if (d >= min && (!land || land->holds(g, s, space, player))) emit(space);
      if (pass && !pass->holds(g, s, space, player)) break;
    }
  }
}

}  // namespace

void rays(const GameDef& g, const State& s, int player, int32_t from, const DirectionSet& dirs, int min, int max,
          const SpaceFilter* pass, const SpaceFilter* land, std::vector<int32_t>& out) {
  walk_rays(g, s, player, from, dirs, min, max, pass, land, [&](int32_t space) {
    if (std::find(out.begin(), out.end(), space) == out.end()) out.push_back(space);
  });
}

// Writes straight into `out` (no list per piece): a destination is checked only against
// the ones already found for the same piece.
void slides(const GameDef& g, const State& s, int player, const ComponentMatch& pieces, const DirectionSet& dirs, int min,
            int max, const SpaceFilter* pass, const SpaceFilter* land, std::vector<std::pair<int32_t, int32_t>>& out) {
  for (int32_t c = 0; c < s.layout().components; ++c) {
    const int32_t zone = s.zone_of(c);
    if (zone == kNone || g.zones[zone].space == kNone || !pieces.matches(g, c, player)) continue;
    const size_t first = out.size();
    walk_rays(g, s, player, zone, dirs, min, max, pass, land, [&](int32_t to) {
      for (size_t i = first; i < out.size(); ++i)
        if (out[i].second == to) return;
      out.emplace_back(zone, to);
    });
  }
}

namespace {

// Spaces after `space` along `rel` that satisfy the filter, until one does not.
int run(const GameDef& g, const State& s, int player, int32_t local, int32_t offset, const Relation* rel, const SpaceFilter& f) {
  int n = 0;
  if (!rel) return 0;
  for (int32_t at = rel->step[local]; at != kNone && at != local && f.holds(g, s, at + offset, player); at = rel->step[at]) ++n;
  return n;
}

}  // namespace

int longest_line(const GameDef& g, const State& s, int player, int32_t space, const AxisSet& axes, const SpaceFilter& filter) {
  const int board = g.space_board[space];
  const int32_t offset = g.board_offset[board], local = space - offset;
  int best = 0;
  for (const auto& [a, b] : axes.per_board[board])
    best = std::max(best, 1 + run(g, s, player, local, offset, a, filter) + run(g, s, player, local, offset, b, filter));
  return best;
}

}  // namespace rb
