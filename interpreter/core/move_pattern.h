// Movement patterns declared in game.yaml under an action (steps, slides and jumps along
// relations, with empty / friend / enemy conditions; placements of a new piece, which may
// fall along a relation) and compiled at load time, so the runtime lists their moves
// (`action from to`, or `action to` for a placement) in C++ with no call into the rules.
#pragma once

#include <cstdint>
#include <vector>

#include "core/move.h"

namespace rb {

struct GameDef;
class State;

// What a space must hold, seen by the player moving: a friend is one of the mover's
// own components, an enemy one owned by another player.
enum class Occupancy : int8_t { Any, Empty, Friend, Enemy, NotFriend, NotEnemy, Occupied };

// A relation that moves every space of a board by the same offset, on a board of at most
// 64 spaces: the spaces of `from` step to space + delta (a square grid without wrap).
struct Shift {
  int delta = 0;
  uint64_t from = 0;
};

struct MovePattern {
  int action = -1;
  // Per player (index player - 1): the components that move, and per board the
  // relations (indices into Board::relations()) they move along.
  std::vector<std::vector<int32_t>> pieces;
  std::vector<std::vector<std::vector<int>>> relations;
  int min = 1, max = 1;                 // distance in steps; max kNone: until the edge
  Occupancy over = Occupancy::Empty;    // every space passed before the landing one
  Occupancy to = Occupancy::Empty;      // the landing space
  bool may_repeat = true;               // two walks of one piece may land on the same space
  // A placement (`place:` instead of `directions:`): one of the mover's `pieces` that is
  // not yet anywhere goes onto a space of `boards` that meets `to`. Where `falls` names a
  // relation for a board (else kNone), it lands only where the next step that way is off
  // the board or occupied: a disc dropped into a column comes to rest on the one below.
  bool place = false;
  std::vector<int> hints;               // per player: the placement's list in Layout::hint_pieces, or -1
  // One step along relations that are all shifts on a board: per player, then per board,
  // the shifts (empty where a board does not allow it). Such a pattern is listed with
  // 64-bit masks, a relation at a time, instead of piece by piece.
  std::vector<std::vector<std::vector<Shift>>> shifts;
  std::vector<bool> all_shifted;        // per player: every board is listed by shifts
  bool all_own = false;                 // the pieces are all of each player's components
  std::vector<int> boards;
  std::vector<int> falls;               // per board: a relation index, or kNone
  // Per board: whether its placements are listed with a 64-bit mask (at most 64 spaces, a
  // condition on occupancy alone, and `falls`, if any, a shift), and the fall as a shift.
  std::vector<uint8_t> place_bits;
  std::vector<Shift> fall_shift;
  // The boards of `boards` whose placements are listed with a 64-bit mask (place_bits), in
  // that order: each with its first space, its spaces as bits and its fall as a shift
  // (`from` 0 where nothing falls), so a listing reads no more than the State's masks;
  // place_by_masks when that is every board of the placement.
  struct PlaceMask {
    int board = 0;
    int32_t offset = 0;
    uint64_t spaces = 0;
    Shift fall;
  };
  bool place_by_masks = false;
  std::vector<PlaceMask> place_masks;
};

// Whether `space` holds what `want` asks, for `player`.
bool occupancy_holds(const GameDef& g, const State& s, int32_t space, int player, Occupancy want);
// Whether two of the pattern's relations can take one space to the same place (a board that
// wraps, a graph), or a walk goes further than one step: then its moves need de-duplicating.
bool pattern_may_repeat(const GameDef& g, const MovePattern& p);

// Fills `shifts` where every relation of a one-step pattern is a shift of its board, and
// for a placement the boards it lists by mask.
void compile_shifts(const GameDef& g, MovePattern& p);

// The first of `player`'s pieces of a placement that is nowhere yet, or kNone.
int32_t next_unplaced(const State& s, const MovePattern& p, int player);

// Adds the moves of every pattern that `player` has now. Each (from, to) of one pattern
// and piece is listed once.
void add_pattern_moves(const GameDef& g, const State& s, int player, MoveList& out);

}  // namespace rb
