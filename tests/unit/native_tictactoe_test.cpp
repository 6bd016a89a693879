// The native Tic-tac-toe baseline of `rulebook bench`: it must play the same game as
// games/tictactoe (three in a row wins), so it is held to the published perft counts and
// to the cases of games/tictactoe/tests/rules.yaml.
#include <gtest/gtest.h>

#include "tictactoe.h"

namespace rb::native {
namespace {

// Marks the squares named in `squares` ("a1b2": a1, then b2), in turn.
TicTacToe marked(const char* squares) {
  TicTacToe t;
  for (const char* p = squares; p[0] && p[1]; p += 2) play(t, uint8_t((p[0] - 'a') + 3 * (p[1] - '1')));
  return t;
}

int moves_left(const TicTacToe& t) {
  uint8_t moves[TicTacToe::kMaxMoves];
  return legal_moves(t, moves);
}

// Move sequences of each length; a won game has no moves, so the counts fall after depth 8.
TEST(NativeTicTacToe, MatchesThePublishedPerftCounts) {
  const uint64_t published[] = {9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872};
  for (int depth = 1; depth <= 9; ++depth) EXPECT_EQ(perft(TicTacToe{}, depth), published[depth - 1]) << "depth " << depth;
  EXPECT_EQ(perft(TicTacToe{}, 10), 0u);
}

TEST(NativeTicTacToe, EveryLineWins) {
  // x's three squares with o's two between them, for each row, column and diagonal.
  for (const char* game : {"a1a2b1b2c1", "a2a1b2b1c2", "a3a1b3b1c3", "a1b1a2b2a3", "b1a1b2a2b3", "c1a1c2a2c3", "a1a2b2a3c3",
                           "c1a1b2a2a3"})
    EXPECT_EQ(marked(game).winner, 0) << game;
}

TEST(NativeTicTacToe, OWinsWithALineToo) { EXPECT_EQ(marked("a1b1a2b2c3b3").winner, 1); }

TEST(NativeTicTacToe, NoMoveIsLegalOnceTheGameIsWon) { EXPECT_EQ(moves_left(marked("a1a2b1b2c1")), 0); }

TEST(NativeTicTacToe, AFullBoardWithNoLineIsADraw) {
  const TicTacToe t = marked("a1b2c3b1b3a3c1c2a2");
  EXPECT_EQ(t.winner, -1);
  EXPECT_EQ(moves_left(t), 0);
}

TEST(NativeTicTacToe, TheNinthMarkWinsWhenItCompletesALine) { EXPECT_EQ(marked("a1b1c1a2b2c2b3a3c3").winner, 0); }

}  // namespace
}  // namespace rb::native
