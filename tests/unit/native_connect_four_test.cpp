// The native Connect Four baseline of `rulebook bench`: it must play the same game as
// games/connect4 (7x6, four in a line), so it is held to the published perft counts and
// to the cases of games/connect4/tests/rules.yaml.
#include <gtest/gtest.h>

#include <cstring>

#include "connect_four.h"

namespace rb::native {
namespace {

// Drops a disc into each column named in `columns` ("dda": d, d, then a), in turn.
ConnectFour dropped(const char* columns) {
  ConnectFour c;
  for (const char* p = columns; *p; ++p) play(c, uint8_t(*p - 'a'));
  return c;
}

int moves_left(const ConnectFour& c) {
  uint8_t moves[ConnectFour::kMaxMoves];
  return legal_moves(c, moves);
}

TEST(NativeConnectFour, MatchesThePublishedPerftCounts) {
  const uint64_t published[] = {7, 49, 343, 2401, 16807, 117649, 823536};
  for (int depth = 1; depth <= 7; ++depth) EXPECT_EQ(perft(ConnectFour{}, depth), published[depth - 1]) << "depth " << depth;
}

TEST(NativeConnectFour, AFullColumnTakesNoMoreDiscs) {
  const ConnectFour c = dropped("aaaaaa");
  uint8_t moves[ConnectFour::kMaxMoves];
  ASSERT_EQ(legal_moves(c, moves), 6);
  EXPECT_EQ(moves[0], 1) << "column a is full";
}

TEST(NativeConnectFour, ThreeInARowIsNotYetAWin) { EXPECT_EQ(dropped("aabbcc").winner, -1); }

TEST(NativeConnectFour, FourAlongARowWins) { EXPECT_EQ(dropped("aabbccd").winner, 0); }

TEST(NativeConnectFour, FourUpAColumnWins) { EXPECT_EQ(dropped("abababa").winner, 0); }

TEST(NativeConnectFour, FourAlongEitherDiagonalWins) {
  EXPECT_EQ(dropped("abbccdcddgd").winner, 0);  // a1 b2 c3 d4
  EXPECT_EQ(dropped("gffeededdad").winner, 0);  // g1 f2 e3 d4
}

TEST(NativeConnectFour, AColumnTopAndTheNextColumnFootMakeNoLine) {
  EXPECT_EQ(dropped("bagagaagaga").winner, -1);  // red b1 g1 g2 a4 a5 a6: a6 and b1 are not neighbours
}

TEST(NativeConnectFour, NoMoveIsLegalOnceTheGameIsWon) { EXPECT_EQ(moves_left(dropped("aabbccd")), 0); }

TEST(NativeConnectFour, AFullGridWithNoLineIsADraw) {
  const char* draw = "gegcdaacbggcegefdgbfbdafcbcacdfebbedfedfaa";  // games/connect4/tests/rules.yaml
  ASSERT_EQ(std::strlen(draw), 42u);
  const ConnectFour c = dropped(draw);
  EXPECT_EQ(c.winner, -1);
  EXPECT_EQ(moves_left(c), 0);
}

}  // namespace
}  // namespace rb::native
