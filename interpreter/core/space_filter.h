// Space filters and rays: the batch primitives that let a rule ask "which spaces along
// these directions can this player reach" in one call instead of one call per square.
#pragma once

#include <vector>

#include "core/game_def.h"
#include "core/space_sets.h"
#include "core/state.h"

namespace rb {

// For each relation, walks min..max steps from `from`; spaces before the last must pass
// `pass` (nullptr = anything), the last `land`. Each distinct destination is emitted once.
// A walk that comes back to `from` stops there.
void rays(const GameDef& g, const State& s, int player, int32_t from, const DirectionSet& dirs, int min, int max,
          const SpaceFilter* pass, const SpaceFilter* land, std::vector<int32_t>& out);

// Rays from every piece that `pieces` matches and that stands on a space: each (from, to).
void slides(const GameDef& g, const State& s, int player, const ComponentMatch& pieces, const DirectionSet& dirs, int min,
            int max, const SpaceFilter* pass, const SpaceFilter* land, std::vector<std::pair<int32_t, int32_t>>& out);

// The longest unbroken line through `space` (counting it) of spaces that satisfy `filter`,
// along any axis: "four in a row" in one call.
int longest_line(const GameDef& g, const State& s, int player, int32_t space, const AxisSet& axes, const SpaceFilter& filter);

}  // namespace rb
