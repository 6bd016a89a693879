// A hand-written Breakthrough 8x8 on bitboards: the native baseline that `rulebook bench`
// runs beside the interpreted games/breakthrough. Same rules, no Lua, no engine.
#pragma once

#include <cstdint>

namespace rb::native {

// Square index = column + 8 * row (a1 = 0, h8 = 63). White (side 0, player 1) moves
// north from rows 1-2; black (side 1) moves south from rows 7-8.
struct Breakthrough {
  uint64_t pawns[2] = {0x000000000000FFFFull, 0xFFFF000000000000ull};
  int side = 0;     // whose move: 0 white, 1 black
  int winner = -1;  // -1 while the game goes on, else the side that won
};

struct BreakthroughMove {
  uint8_t from = 0, to = 0;
};

// 16 pawns with at most three moves each.
inline constexpr int kMaxBreakthroughMoves = 48;

// The legal moves of the side to move into `out`; 0 when the game is over.
int breakthrough_moves(const Breakthrough& b, BreakthroughMove* out);
// Plays a legal move: captures, checks the win, passes the turn.
void breakthrough_play(Breakthrough& b, BreakthroughMove m);
// Leaf nodes of the move tree `depth` plies deep (a won position has no moves).
uint64_t breakthrough_perft(const Breakthrough& b, int depth);

struct PlayoutResult {
  int plies = 0;
  int winner = -1;
};
// One random playout from the start, moves drawn uniformly with the State's generator
// (rb::seed_rng / rb::rng_below) seeded by `seed`.
PlayoutResult breakthrough_playout(uint64_t seed);

}  // namespace rb::native
