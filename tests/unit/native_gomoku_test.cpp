// The native Gomoku baseline of `rulebook bench`: it must play games/gomoku at its default
// parameters (15x15, five or more in a row wins, a full board is a draw).
#include <gtest/gtest.h>

#include <string>

#include "gomoku.h"
#include "native_lockstep.h"

namespace rb::native {
namespace {

int point(char column, int row) { return (column - 'a') + Gomoku::kSize * (row - 1); }

// Black and white alternate on the points named, black first ("h8 a1 i8 a2").
Gomoku played(std::initializer_list<const char*> names) {
  Gomoku g;
  for (const char* name : names) play(g, uint8_t(point(name[0], std::stoi(name + 1))));
  return g;
}

std::string text_of(uint8_t p) { return "place " + std::string(1, char('a' + p % Gomoku::kSize)) + std::to_string(p / Gomoku::kSize + 1); }

TEST(NativeGomoku, CountsEveryOrderOfStonesBeforeAnyLine) {
  EXPECT_EQ(perft(Gomoku{}, 1), 225u);
  EXPECT_EQ(perft(Gomoku{}, 2), 225u * 224);
  EXPECT_EQ(perft(Gomoku{}, 3), 225u * 224 * 223);
}

TEST(NativeGomoku, FourInARowIsNotYetAWin) { EXPECT_EQ(played({"a1", "a15", "b1", "b15", "c1", "c15", "d1"}).winner, -1); }

TEST(NativeGomoku, FiveAlongEachAxisWins) {
  EXPECT_EQ(played({"a1", "a15", "b1", "b15", "c1", "c15", "d1", "d15", "e1"}).winner, 0) << "a row";
  EXPECT_EQ(played({"o1", "a15", "o2", "b15", "o3", "c15", "o4", "d15", "o5"}).winner, 0) << "a column at the edge";
  EXPECT_EQ(played({"f6", "a15", "g7", "b15", "h8", "c15", "i9", "d15", "j10"}).winner, 0) << "a rising diagonal";
  EXPECT_EQ(played({"a1", "k5", "b1", "j6", "c1", "i7", "a3", "h8", "a4", "g9"}).winner, 1) << "white's falling diagonal";
}

TEST(NativeGomoku, AnOverlineWinsToo) {
  // Black fills a1 b1 d1 e1 f1, then c1 joins them into six.
  EXPECT_EQ(played({"a1", "a15", "b1", "b15", "d1", "c15", "e1", "d15", "f1", "f15", "c1"}).winner, 0);
}

TEST(NativeGomoku, ALineDoesNotWrapAroundTheEdge) {
  EXPECT_EQ(played({"l1", "a15", "m1", "b15", "n1", "c15", "o1", "d14", "a2"}).winner, -1);
}

TEST(NativeGomoku, NoMoveIsLegalOnceTheGameIsWon) {
  uint8_t moves[Gomoku::kMaxMoves];
  EXPECT_EQ(legal_moves(played({"a1", "a15", "b1", "b15", "c1", "c15", "d1", "d15", "e1"}), moves), 0);
}

TEST(NativeGomoku, PlaysGamesMoveForMoveAsTheInterpretedGame) {
  for (uint64_t seed = 1; seed <= 12; ++seed) expect_lockstep<Gomoku>("gomoku", seed, text_of);
}

}  // namespace
}  // namespace rb::native
