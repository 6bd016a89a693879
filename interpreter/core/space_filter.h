// Space filters and rays: the batch primitives that let a rule ask "which spaces along
// these directions can this player reach" in one call instead of one call per square.
#pragma once

#include <vector>

#include "core/game_def.h"
#include "core/space_bits.h"
#include "core/space_sets.h"
#include "core/state.h"

namespace rb {

// For each relation, walks min..max steps from `from`; spaces before the last must pass
// `pass` (nullptr = anything), the last `land`. Each distinct destination is appended to
// `out` once, in the order the walks reach them (on a board of at most kRaysMarked spaces
// a bit each tells whether another direction found it before). A walk that comes back to
// `from` stops there.
inline constexpr int32_t kRaysMarked = 1024;
void rays(const GameDef& g, const State& s, int player, int32_t from, const DirectionSet& dirs, int min, int max,
          const SpaceFilter* pass, const SpaceFilter* land, std::vector<int32_t>& out);

// Rays from every piece that `pieces` matches and that stands on a space: each (from, to).
void slides(const GameDef& g, const State& s, int player, const ComponentMatch& pieces, const DirectionSet& dirs, int min,
            int max, const SpaceFilter* pass, const SpaceFilter* land, std::vector<std::pair<int32_t, int32_t>>& out);

// The longest unbroken line through `space` (counting it) of spaces that satisfy `filter`,
// along any axis: "four in a row" in one call.
int longest_line(const GameDef& g, const State& s, int player, int32_t space, const AxisSet& axes, const SpaceFilter& filter);

// How many spaces satisfy `filter` on the whole line through `space` along each axis: both
// ways to the board's edge (a line that comes back to `space` on a board that wraps is
// counted once round), `space` counted when it passes; into `counts`, one an axis of the
// handle in its order (0 or 1 for an axis the space's board lacks). Lines of Action's
// move length: the pieces on the line.
void line_counts(const GameDef& g, const State& s, int player, int32_t space, const AxisSet& axes, const SpaceFilter& filter,
                 std::vector<int>& counts);

// Steps from `from` along `rel` while the next space satisfies `f`, at most `max` steps:
// how many it took. `*after` is the space that stopped it, or kNone at the board's edge,
// back at `from`, or after `max` steps. A null `rel` (the board lacks it) takes none.
int walk(const GameDef& g, const State& s, int player, int32_t from, const Relation* rel, const SpaceFilter& f, int max,
         int32_t* after);

// The spaces `flank` closes from `space`, along each of its directions in turn: appended to
// `out` when given. How many (0 when none).
int flanked(const GameDef& g, const State& s, int player, int32_t space, const Flank& flank, std::vector<int32_t>* out);
// Whether `flank` closes any run from `space` (stops at the first).
bool flanks_any(const GameDef& g, const State& s, int player, int32_t space, const Flank& flank);

// The spaces satisfying `f` connected to `space` through `dirs` (`space` first; none when
// it fails `f`), into `members`. `mark` is scratch of one byte per space, all 0 before and
// after.
void group(const GameDef& g, const State& s, int player, int32_t space, const DirectionSet& dirs, const SpaceFilter& f,
           std::vector<int32_t>& members, std::vector<uint8_t>& mark);

// How many spaces next to the group `members` (as group() found it) through `dirs` pass
// `around`, each counted once: a Go group's liberties. `seen` and `mark` are scratch, `mark`
// of one byte per space, all 0 before and after.
int group_border(const GameDef& g, const State& s, int player, const std::vector<int32_t>& members, const DirectionSet& dirs,
                 const SpaceFilter& around, std::vector<int32_t>& seen, std::vector<uint8_t>& mark);

// The groups of spaces passing `f` (as group() finds them, each once) that hold a space next
// to `space` through `dirs`, not `space` itself, and touch no space passing `around`: the
// opponent's groups a Go stone leaves without a liberty. Their spaces are put in `out`, each
// once (in the order of the spaces when two groups were taken); how many groups. Found
// before anything changes, so taking one cannot save another. `near` and
// `members` are scratch, `mark` of one byte per space, all 0 before and after.
int surrounded_groups(const GameDef& g, const State& s, int player, int32_t space, const DirectionSet& dirs,
                      const SpaceFilter& f, const SpaceFilter& around, std::vector<int32_t>& out,
                      std::vector<int32_t>& near, std::vector<int32_t>& members, std::vector<uint8_t>& mark);

// What joining two sets of spaces still costs, in connection games (Hex: the stones a player
// still needs to join their edges): the fewest spaces passing `paid` on a chain of spaces
// adjacent through `dirs`, from a space passing `from` to one passing `to`, each space of the
// chain passing `free` (counting 0; checked first) or `paid` (counting 1), both ends
// counted; the rest block. -1 when no chain joins them. A chain stays on one board (relations
// do); the least over the boards. A breadth-first search that puts free spaces ahead (0-1
// BFS), so each space is queued once at most. `pool` lends the filters' bits and `dist`,
// `queue` are scratch.
int join_cost(const GameDef& g, const State& s, int player, const SpaceFilter& from, const SpaceFilter& to,
              const DirectionSet& dirs, const SpaceFilter& free, const SpaceFilter& paid, BitPool& pool,
              std::vector<int32_t>& dist, std::vector<int32_t>& queue);

}  // namespace rb
