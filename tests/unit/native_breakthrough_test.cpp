// The native Breakthrough baseline of `rulebook bench`: it must play the same game as
// games/breakthrough, so it is held to the published perft counts and the winning rules.
#include <gtest/gtest.h>

#include "breakthrough.h"

namespace rb::native {
namespace {

uint64_t square(const char* name) { return 1ull << ((name[0] - 'a') + 8 * (name[1] - '1')); }

TEST(NativeBreakthrough, MatchesThePublishedPerftCounts) {
  const Breakthrough start;
  EXPECT_EQ(perft(start, 1), 22u);
  EXPECT_EQ(perft(start, 2), 484u);
  EXPECT_EQ(perft(start, 3), 11132u);
  EXPECT_EQ(perft(start, 4), 256036u);
}

TEST(NativeBreakthrough, CapturesDiagonallyButNotStraightAhead) {
  Breakthrough b;
  b.pawns[0] = square("d4");
  b.pawns[1] = square("d5") | square("e5") | square("h8");
  BreakthroughMove moves[Breakthrough::kMaxMoves];
  const int n = legal_moves(b, moves);
  ASSERT_EQ(n, 2);  // c5 (empty) and e5 (capture); d5 is blocked
  for (int i = 0; i < n; ++i) EXPECT_NE(moves[i].to, 35) << "d5 is occupied straight ahead";
  play(b, BreakthroughMove{27, 36});  // d4 x e5
  EXPECT_EQ(b.pawns[1], square("d5") | square("h8"));
  EXPECT_EQ(b.pawns[0], square("e5"));
  EXPECT_EQ(b.side, 1);
  EXPECT_EQ(b.winner, -1);
}

TEST(NativeBreakthrough, ReachingTheFarRowWins) {
  Breakthrough b;
  b.pawns[0] = square("a7");
  b.pawns[1] = square("h2");
  play(b, BreakthroughMove{48, 56});  // a7-a8
  EXPECT_EQ(b.winner, 0);
  BreakthroughMove moves[Breakthrough::kMaxMoves];
  EXPECT_EQ(legal_moves(b, moves), 0);
}

TEST(NativeBreakthrough, CapturingTheLastEnemyPawnWins) {
  Breakthrough b;
  b.side = 1;
  b.pawns[0] = square("c3");
  b.pawns[1] = square("d4");
  play(b, BreakthroughMove{27, 18});  // d4 x c3
  EXPECT_EQ(b.winner, 1);
}

TEST(NativeBreakthrough, RandomPlayoutsEndWithAWinnerAndRepeatFromTheirSeed) {
  for (uint64_t seed = 1; seed <= 50; ++seed) {
    const PlayoutResult r = random_playout<Breakthrough>(seed);
    EXPECT_TRUE(r.winner == 0 || r.winner == 1);
    EXPECT_GT(r.plies, 6);
    const PlayoutResult again = random_playout<Breakthrough>(seed);
    EXPECT_EQ(again.plies, r.plies);
    EXPECT_EQ(again.winner, r.winner);
  }
}

}  // namespace
}  // namespace rb::native
