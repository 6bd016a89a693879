// What every native game shares: whose turn it is and who won, and the two loops over its
// moves: perft, to prove it plays the interpreted game's rules, and a random playout, the
// work `rulebook bench` times. A game is a struct derived from TurnAndWinner with a Move
// type and kMaxMoves, and the free functions legal_moves(game, out) (0 once the game is
// over) and play(game, move) beside it, found by argument-dependent lookup.
#pragma once

#include <cstdint>

#include "core/rng.h"

namespace rb::native {

struct TurnAndWinner {
  int side = 0;     // whose move: 0 moved first (player 1), 1 the other
  int winner = -1;  // -1 while the game goes on or after a draw, else the side that won
};

struct PlayoutResult {
  int plies = 0;
  int winner = -1;  // the side that won (0 moved first), or -1 for a draw
};

// Leaf nodes of the move tree `depth` plies deep (an ended game has no moves).
template <class Game>
uint64_t perft(const Game& game, int depth) {
  typename Game::Move moves[Game::kMaxMoves];
  const int n = legal_moves(game, moves);
  if (depth <= 1) return depth == 1 ? uint64_t(n) : 1;
  uint64_t leaves = 0;
  for (int i = 0; i < n; ++i) {
    Game child = game;
    play(child, moves[i]);
    leaves += perft(child, depth - 1);
  }
  return leaves;
}

// One random playout from the start, moves drawn uniformly with the State's generator
// (rb::seed_rng / rb::rng_below) seeded by `seed`, until no move is left.
template <class Game>
PlayoutResult random_playout(uint64_t seed) {
  RngWords rng = seed_rng(seed);
  Game game;
  typename Game::Move moves[Game::kMaxMoves];
  PlayoutResult r;
  for (int n; (n = legal_moves(game, moves)) > 0; ++r.plies) play(game, moves[rng_below(rng.s, uint32_t(n))]);
  r.winner = game.winner;
  return r;
}

}  // namespace rb::native
