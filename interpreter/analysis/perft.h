// Perft: the number of move sequences of each length from a position. Exact counts are
// cheap regression tests of move generation (chance inside a move follows the State's seed).
#pragma once

#include <cstdint>
#include <vector>

#include "core/state.h"

namespace rb {

class Engine;

// Leaf counts for depths 1..max_depth from `state` (a terminal position counts no moves).
// A player the rules skip is not a move, unless `count_passes`: then wherever, after a move
// by p, the turn goes to someone other than the player after p in order, each player passed
// over counts as one move (a pass) leading to the same State, as published tables of games
// with forced passes (Othello's) count them.
// Counting PerftCount::Turns, a move is instead a player's whole turn: plies in a row of
// the one player deciding, until someone else decides or the game is over (a multi-jump
// of draughts, a move then a shot), one sequence for each way through them, as published
// draughts tables count.
enum class PerftCount { Plies, Passes, Turns };
std::vector<uint64_t> perft(Engine& engine, const State& state, int max_depth, PerftCount count);
inline std::vector<uint64_t> perft(Engine& engine, const State& state, int max_depth, bool count_passes = false) {
  return perft(engine, state, max_depth, count_passes ? PerftCount::Passes : PerftCount::Plies);
}

}  // namespace rb
