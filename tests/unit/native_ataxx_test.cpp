// The native Ataxx baseline of `rulebook bench`: it must play games/ataxx at its default
// parameters (7x7, the fifty-move draw after 100 plies without a clone).
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>

#include "ataxx.h"
#include "native_lockstep.h"

namespace rb::native {
namespace {

int square(const char* name) { return (name[0] - 'a') + Ataxx::kSize * (name[1] - '1'); }

uint64_t squares(std::initializer_list<const char*> names) {
  uint64_t bits = 0;
  for (const char* name : names) bits |= 1ull << square(name);
  return bits;
}

Ataxx position(std::initializer_list<const char*> black, std::initializer_list<const char*> white) {
  Ataxx a;
  a.stones[0] = squares(black);
  a.stones[1] = squares(white);
  return a;
}

uint16_t clone(const char* to) { return uint16_t(square(to)); }
uint16_t jump(const char* from, const char* to) { return uint16_t(Ataxx::kJump | square(from) << 6 | square(to)); }

std::string name(int sq) { return std::string(1, char('a' + sq % Ataxx::kSize)) + std::to_string(sq / Ataxx::kSize + 1); }

// The move as games/ataxx writes it ("clone b6", "jump a7 c5", "pass").
std::string text_of(uint16_t m) {
  if (m == Ataxx::kPass) return "pass";
  if (m & Ataxx::kJump) return "jump " + name((m >> 6) & 63) + " " + name(m & 63);
  return "clone " + name(m);
}

TEST(NativeAtaxx, CountsAsLibataxxPublishes) {
  const uint64_t expected[] = {16, 256, 6460, 155888};  // games/ataxx/tests/perft.yaml
  for (int depth = 1; depth <= 4; ++depth) EXPECT_EQ(perft(Ataxx{}, depth), expected[depth - 1]) << depth;
}

TEST(NativeAtaxx, APlayerWalledInHasThePassAlone) {
  const Ataxx a = position({"a1", "b1", "c1", "d1", "e1", "f1", "g1"},
                           {"a2", "b2", "c2", "d2", "e2", "f2", "g2", "a3", "b3", "c3", "d3", "e3", "f3", "g3"});
  uint16_t moves[Ataxx::kMaxMoves];
  ASSERT_EQ(legal_moves(a, moves), 1);
  EXPECT_EQ(moves[0], Ataxx::kPass);
  EXPECT_EQ(perft(a, 2), 75u);
}

TEST(NativeAtaxx, AMoveConvertsTheEnemyPiecesAroundItsSquare) {
  Ataxx a = position({"d2", "a7"}, {"c4", "e4", "d5", "g7"});
  play(a, clone("d3"));
  EXPECT_EQ(a.stones[0], squares({"a7", "d2", "d3", "c4", "e4"}));
  EXPECT_EQ(a.stones[1], squares({"d5", "g7"}));
  Ataxx b = position({"d2", "a7"}, {"c4", "e4", "g7"});
  play(b, jump("d2", "d4"));
  EXPECT_EQ(b.stones[0], squares({"a7", "d4", "c4", "e4"}));
  EXPECT_EQ(b.side, 1);
}

TEST(NativeAtaxx, TheGameEndsWhenASideHasNoPiece) {
  Ataxx a = position({"c3"}, {"a1"});
  play(a, clone("b2"));
  EXPECT_EQ(a.winner, 0);
  uint16_t moves[Ataxx::kMaxMoves];
  EXPECT_EQ(legal_moves(a, moves), 0);
}

TEST(NativeAtaxx, HundredPliesWithoutACloneDraw) {
  Ataxx a;
  a.quiet = Ataxx::kQuietPlies - 1;
  play(a, jump("a7", "c5"));
  uint16_t moves[Ataxx::kMaxMoves];
  EXPECT_EQ(legal_moves(a, moves), 0);
  EXPECT_EQ(a.winner, -1);
}

TEST(NativeAtaxx, PlaysGamesMoveForMoveAsTheInterpretedGame) {
  for (uint64_t seed = 1; seed <= 12; ++seed) expect_lockstep<Ataxx>("ataxx", seed, text_of);
}

}  // namespace
}  // namespace rb::native
