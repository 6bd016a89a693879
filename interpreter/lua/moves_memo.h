// What s:has_moves(p) listed, kept for the engine's next moves(): a pass-and-end rule asks
// whether the next player can move at the end of apply(), and the engine then asks for that
// same player's moves in that same position. The second answer is a copy of the first,
// not a second run of the rules' moves().
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/move.h"
#include "core/state.h"

namespace rb {

struct MovesMemo {
  // The moves of `player` that the rules' moves() listed in the position `words`; the
  // first State::kTurnWords words (whose decision, the ply) are compared only when moves()
  // read them (s:turn, s:ply), since apply() and the engine change them after has_moves.
  bool valid = false;
  int player = 0;
  bool read_turn = false;
  std::vector<int32_t> words;
  MoveList moves;
  uint64_t recalled = 0;  // times recall() answered

  void keep(const State& s, int p, bool turn_read) {
    valid = true, player = p, read_turn = turn_read;
    words = s.words();
  }
  // Appends the moves kept for `p` in `s` to `out`; false (nothing appended) when they were
  // kept for another player or another position.
  bool recall(const State& s, int p, MoveList& out) {
    if (!valid || p != player || s.words().size() != words.size()) return false;
    const size_t from = read_turn ? 0 : size_t(State::kTurnWords);
    if (!std::equal(words.begin() + long(from), words.end(), s.words().begin() + long(from))) return false;
    out.append(moves);
    ++recalled;
    return true;
  }
};

}  // namespace rb
