// The native Hex baseline of `rulebook bench`: it must play games/hex at its default
// parameters (11x11, the swap rule on blue's first move).
#include <gtest/gtest.h>

#include <string>

#include "hex.h"
#include "native_lockstep.h"

namespace rb::native {
namespace {

uint8_t cell(const char* name) { return uint8_t((name[0] - 'a') + Hex::kSize * (std::stoi(name + 1) - 1)); }

// Red and blue alternate on the cells named, red first; "swap" is the swap.
Hex played(std::initializer_list<const char*> names) {
  Hex h;
  for (const char* name : names) play(h, std::string(name) == "swap" ? Hex::kSwap : cell(name));
  return h;
}

std::string text_of(uint8_t m) {
  if (m == Hex::kSwap) return "swap";
  return "place " + std::string(1, char('a' + m % Hex::kSize)) + std::to_string(m / Hex::kSize + 1);
}

// Red's column a1..a11 against blue's scattered stones: red joins the first and last rows.
std::initializer_list<const char*> kRedColumn = {"a1", "k1", "a2", "k3", "a3", "k5", "a4", "k7", "a5", "k9", "a6",
                                                 "i2", "a7", "i4", "a8", "i6", "a9", "i8", "a10", "i10", "a11"};

TEST(NativeHex, CountsTheSwapAsOneMoreSecondMove) {
  EXPECT_EQ(perft(Hex{}, 1), 121u);
  EXPECT_EQ(perft(Hex{}, 2), 121u * 121);
  EXPECT_EQ(perft(Hex{}, 3), 1742400u);  // games/hex/tests/perft.yaml
}

TEST(NativeHex, RedWinsByJoiningTheFirstAndLastRows) {
  EXPECT_EQ(played(kRedColumn).winner, 0);
  EXPECT_EQ(played({"a1", "k1", "a2"}).winner, -1);
}

TEST(NativeHex, OneDiagonalJoinsCellsAndTheOtherDoesNot) {
  // Red down the diagonal of (c - 1, r + 1) steps, k1 to a11, while blue fills column a.
  EXPECT_EQ(played({"k1", "a1", "j2", "a2", "i3", "a3", "h4", "a4", "g5", "a5", "f6", "a6", "e7", "a7", "d8", "a8", "c9",
                    "a9", "b10", "a10", "a11"})
                .winner,
            0);
  // Red down the other diagonal, a1 to k11, while blue fills row 1 from b1: no two touch.
  EXPECT_EQ(played({"a1", "b1", "b2", "c1", "c3", "d1", "d4", "e1", "e5", "f1", "f6", "g1", "g7", "h1", "h8", "i1", "i9",
                    "j1", "j10", "k1", "k11"})
                .winner,
            -1);
}

TEST(NativeHex, TheSwapMirrorsRedsStoneIntoABlueOne) {
  const Hex h = played({"c2", "swap"});
  EXPECT_EQ(h.stone[cell("c2")], 0);
  EXPECT_EQ(h.stone[cell("b3")], 2);
  EXPECT_EQ(h.side, 0) << "red moves after the swap";
  uint8_t moves[Hex::kMaxMoves];
  EXPECT_EQ(legal_moves(h, moves), 120) << "no second swap";
}

TEST(NativeHex, BlueWinsByJoiningTheFirstAndLastColumns) {
  Hex h;
  for (int c = 0; c < Hex::kSize; ++c) {
    play(h, uint8_t(c));                     // red along row 1
    play(h, uint8_t(c + 5 * Hex::kSize));  // blue along row 6
  }
  EXPECT_EQ(h.winner, 1);
}

TEST(NativeHex, PlaysGamesMoveForMoveAsTheInterpretedGame) {
  for (uint64_t seed = 1; seed <= 30; ++seed) expect_lockstep<Hex>("hex", seed, text_of);
}

}  // namespace
}  // namespace rb::native
