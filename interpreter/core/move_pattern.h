// Movement patterns declared in game.yaml under an action (steps, slides and jumps along
// relations, with empty / friend / enemy conditions) and compiled at load time, so the
// runtime lists their moves `action from to` in C++ with no call into the rules.
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
};

// Whether `space` holds what `want` asks, for `player`.
bool occupancy_holds(const GameDef& g, const State& s, int32_t space, int player, Occupancy want);
// Whether two of the pattern's relations can take one space to the same place (a board that
// wraps, a graph), or a walk goes further than one step: then its moves need de-duplicating.
bool pattern_may_repeat(const GameDef& g, const MovePattern& p);

// Adds the moves of every pattern that `player` has now. Each (from, to) of one pattern
// and piece is listed once.
void add_pattern_moves(const GameDef& g, const State& s, int player, MoveList& out);

}  // namespace rb
