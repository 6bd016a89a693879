// The sets that space queries take: which components count, what a space must hold,
// relations walked per board, and pairs of opposite relations. Plain data, so the Game can
// hold them (declared effects) without the queries' code.
#pragma once

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "core/board.h"

namespace rb {

struct GameDef;
class State;

// Which components count: by kind, by catalogue set, by owner relative to the player.
struct ComponentMatch {
  enum class Owner : int8_t { Any, Self, Opponent, None, Fixed };
  int32_t kind = -1;   // index into GameKit::kinds, -1 any
  int32_t set = -1;    // index into GameKit::sets, -1 any
  Owner owner = Owner::Any;
  int fixed_owner = 0;
  // Set by the maker (rb.filter) from owner_alone_decides: a board's masks of owners answer it.
  bool by_owner = false;
  // Set by the maker where the owner alone does not decide: the components its kind and set
  // take, when there are at most kListedComponents, so the spaces holding a match are found
  // from where those few are.
  static constexpr size_t kListedComponents = 128;
  bool listed = false;
  std::vector<int32_t> of_kind;
  bool matches(const GameDef& g, int32_t c, int player) const;
  bool owner_takes(int owner_of_c, int player) const;  // the owner test alone
  bool kind_takes(const GameDef& g, int32_t c) const;   // the kind and set tests alone
  // Sets by_owner, or else listed and of_kind, for `g`.
  void settle(const GameDef& g);
  // Whether its owner test alone decides it in `g`: every component its kind or set turns
  // away is one whose owner the test would turn away for every player (a pawn of a player's,
  // where only players' components are pawns).
  bool owner_alone_decides(const GameDef& g) const;
};

// A test of a space property's value: equal to a number, in a range, or relative to the
// player asking: the player's number (Self), another player's (Opponent: 1..players, not
// the player's own), or 0 (None); with `except`, every value but those.
struct PropTest {
  enum class Is : int8_t { Range, Self, Opponent };
  int prop = 0;                      // index into GameSpaces::prop_names
  Is is = Is::Range;
  int32_t lo = 0, hi = 0;            // Range: lo <= value <= hi (a number: lo == hi)
  bool except = false;               // holds for every value the rest does not hold for
  bool holds(int32_t value, int player, int players) const { return accepts(value, player, players) != except; }

 private:
  bool accepts(int32_t value, int player, int players) const {
    switch (is) {
      case Is::Range: return value >= lo && value <= hi;
      case Is::Self: return value == player;
      case Is::Opponent: return value >= 1 && value <= players && value != player;
    }
    return false;
  }
};

// A test of a board attribute of the space (fixed by the board: its column, its row, whose
// side it is on), with the forms of PropTest. A board without the attribute reads 0 there.
struct AttrTest {
  PropTest test;                                  // its `prop` is not used
  std::vector<const std::vector<int32_t>*> per_board;  // the attribute's values per local space, null where the board lacks it
  int32_t value(const std::pair<int, int32_t>& board_and_local) const {
    const std::vector<int32_t>* values = per_board[size_t(board_and_local.first)];
    return values ? (*values)[size_t(board_and_local.second)] : 0;
  }
};

// Two shifts of a direction set whose walks can reach the same whole shift: `steps` of
// the later relation make the same shift as `other_steps` of relation `other` before it
// (n twice and n2 once on a board 1 wide: steps 1, other_steps 2 ... ), and so do every
// multiple of both.
struct SharedShift {
  uint32_t other = 0;
  int32_t steps = 0, other_steps = 0;
};

// The relations rb.directions names, walked by rays, per board (a per-player board has a
// copy for each player; a board without one of the relations has fewer), and whether each
// board's are all bit shifts (the board-at-once primitives then step them as shifts of a
// mask): known as they are added, not asked again at every call. So that a walk of several
// relations lists a move once, each relation also knows the earlier ones it shares shifts
// with, within 64 steps of each, fewest steps first.
class DirectionSet {
 public:
  explicit DirectionSet(size_t boards = 0) : per_board_(boards), shifts_(boards, 1), shared_(boards) {}
  void add(size_t board, const Relation* rel);
  const std::vector<const Relation*>& on(size_t board) const { return per_board_[board]; }
  bool all_shifts(size_t board) const { return shifts_[board] != 0; }
  // The relations before relation `i` of `board` whose walks share a shift with its own.
  const std::vector<SharedShift>& shared(size_t board, size_t i) const { return shared_[board][i]; }

 private:
  std::vector<std::vector<const Relation*>> per_board_;
  std::vector<char> shifts_;
  std::vector<std::vector<std::vector<SharedShift>>> shared_;
};

struct SpaceFilter;

// Flanking (custodial capture, outflanking): from a space, along a direction, a run of
// min..max spaces satisfying `run`, then one satisfying `close`.
struct Flank {
  DirectionSet dirs;
  std::shared_ptr<const SpaceFilter> run, close;
  int min = 1, max = 1 << 30;
};

struct SpaceFilter {
  int8_t empty = -1;  // -1 either, 1 must be empty, 0 must hold something
  std::vector<ComponentMatch> has, lacks;
  std::vector<PropTest> props;       // every one must hold
  std::vector<AttrTest> attrs;       // every one must hold
  std::vector<Flank> flanks;         // each must flank along at least one of its directions
  bool holds(const GameDef& g, const State& s, int32_t space, int player) const;
  bool holds_unflanked(const GameDef& g, const State& s, int32_t space, int player) const;  // all but `flanks`
  // Property tests and nothing else but flanks: a test of the whole board is the AND of one
  // word a test (a board of at most 64 spaces), each a scan of its row or its masks.
  bool only_prop_tests() const { return !props.empty() && attrs.empty() && empty < 0 && has.empty() && lacks.empty(); }
  // No attribute tests, and every component match settled (by_owner or listed): on a board
  // of at most 64 spaces, the State's masks of owners and of property values, and where
  // the listed components are, answer it.
  bool by_masks() const;
};

// Pairs of opposite relations (e/w, n/s ...), per board; a board may lack either or both
// (null) where the handle named them, so each board has every pair, in the handle's order.
struct AxisSet {
  std::vector<std::vector<std::pair<const Relation*, const Relation*>>> per_board;
};

}  // namespace rb
