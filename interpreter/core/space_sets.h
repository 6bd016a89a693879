// The sets that space queries take: which components count, what a space must hold,
// relations walked per board, and pairs of opposite relations. Plain data, so the Game can
// hold them (declared effects) without the queries' code.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "core/board.h"

namespace rb {

struct GameDef;
class State;

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

// Pairs of opposite relations (e/w, n/s ...), per board.
struct AxisSet {
  std::vector<std::vector<std::pair<const Relation*, const Relation*>>> per_board;
};

}  // namespace rb
