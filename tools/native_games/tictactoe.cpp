#include "tictactoe.h"

namespace rb::native {
namespace {

constexpr uint16_t kFull = 0777;
// The eight lines, in octal one row a digit: three rows, three columns, two diagonals.
constexpr uint16_t kLines[] = {0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124};

bool has_line(uint16_t marks) {
  for (const uint16_t line : kLines)
    if ((marks & line) == line) return true;
  return false;
}

}  // namespace

int legal_moves(const TicTacToe& t, uint8_t* out) {
  if (t.winner >= 0) return 0;
  int n = 0;
  for (unsigned empty = kFull & ~(t.marks[0] | t.marks[1]); empty; empty &= empty - 1)
    out[n++] = uint8_t(__builtin_ctz(empty));
  return n;
}

void play(TicTacToe& t, uint8_t square) {
  t.marks[t.side] |= uint16_t(1u << square);
  if (has_line(t.marks[t.side])) t.winner = t.side;
  t.side ^= 1;
}

// The playout the registry (native_games.cpp) hands to bench, compiled where play inlines.
template PlayoutResult random_playout<TicTacToe>(uint64_t);

}  // namespace rb::native
