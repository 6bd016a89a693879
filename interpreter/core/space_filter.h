// Space filters and rays: the batch primitives that let a rule ask "which spaces along
// these directions can this player reach" in one call instead of one call per square.
#pragma once

#include <vector>

#include "core/game_def.h"
#include "core/state.h"

namespace rb {

// Which components count: by kind, by catalogue set, by owner relative to the player.
struct ComponentMatch {
  enum class Owner : int8_t { Any, Self, Opponent, None, Fixed };
  int32_t kind = -1;   // index into GameDef::kinds, -1 any
  int32_t set = -1;    // index into GameDef::sets, -1 any
  Owner owner = Owner::Any;
  int fixed_owner = 0;
  bool matches(const GameDef& g, int32_t c, int player) const;
};

struct SpaceFilter {
  int8_t empty = -1;  // -1 either, 1 must be empty, 0 must hold something
  std::vector<ComponentMatch> has, lacks;
  bool holds(const GameDef& g, const State& s, int32_t space, int player) const;
};

// A set of relations walked by rays, per board (a per-player board has a copy for each
// player; a board without one of the relations has fewer).
struct DirectionSet {
  std::vector<std::vector<const Relation*>> per_board;
};

// For each relation, walks min..max steps from `from`; spaces before the last must pass
// `pass` (nullptr = anything), the last `land`. Each distinct destination is emitted once.
// A walk that comes back to `from` stops there.
void rays(const GameDef& g, const State& s, int player, int32_t from, const DirectionSet& dirs, int min, int max,
          const SpaceFilter* pass, const SpaceFilter* land, std::vector<int32_t>& out);

// Rays from every piece that `pieces` matches and that stands on a space: each (from, to).
void slides(const GameDef& g, const State& s, int player, const ComponentMatch& pieces, const DirectionSet& dirs, int min,
            int max, const SpaceFilter* pass, const SpaceFilter* land, std::vector<std::pair<int32_t, int32_t>>& out);

// Pairs of opposite relations (e/w, n/s ...), per board.
struct AxisSet {
  std::vector<std::vector<std::pair<const Relation*, const Relation*>>> per_board;
};

// The longest unbroken line through `space` (counting it) of spaces that satisfy `filter`,
// along any axis: "four in a row" in one call.
int longest_line(const GameDef& g, const State& s, int player, int32_t space, const AxisSet& axes, const SpaceFilter& filter);

}  // namespace rb
