// The native draughts baseline of `rulebook bench`: it must play games/draughts at its default
// parameters (each jump a ply, the draw after 80 quiet plies), so it is held to the perft
// counts by plies and by turns (Aart Bik's), to hand-made positions and to the interpreted
// game's own moves.
#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <vector>

#include "core/rng.h"
#include "draughts.h"
#include "engine/engine.h"
#include "engine/move_text.h"
#include "load/game_loader.h"

namespace rb::native {
namespace {

int square(const char* name) { return (name[0] - 'a') + 8 * (name[1] - '1'); }

// Black (side 0) to move with these pieces: "c3" a man, "Kc3" a king.
Draughts position(std::initializer_list<const char*> black, std::initializer_list<const char*> white) {
  Draughts d;
  for (int side = 0; side < 2; ++side) {
    d.men[side] = d.kings[side] = 0;
    for (const char* name : side == 0 ? black : white) {
      if (name[0] == 'K') d.kings[side] |= 1ull << square(name + 1);
      else d.men[side] |= 1ull << square(name);
    }
  }
  return d;
}

uint16_t move(const char* from, const char* to) { return uint16_t(square(from) | square(to) << 6); }

std::string name(int sq) { return std::string(1, char('a' + sq % 8)) + char('1' + sq / 8); }

// The move as games/draughts writes it ("move c3 d4").
std::string text_of(uint16_t m) { return "move " + name(m & 63) + " " + name(m >> 6); }

std::vector<std::string> moves_text(const Draughts& d) {
  uint16_t moves[Draughts::kMaxMoves];
  std::vector<std::string> out;
  for (int i = 0, n = legal_moves(d, moves); i < n; ++i) out.push_back(text_of(moves[i]));
  std::sort(out.begin(), out.end());
  return out;
}

// Leaf nodes `depth` turns deep: the jumps of a multi-jump after the first are no new turn.
uint64_t perft_turns(const Draughts& d, int depth) {
  if (depth == 0) return 1;
  uint16_t moves[Draughts::kMaxMoves];
  uint64_t leaves = 0;
  for (int i = 0, n = legal_moves(d, moves); i < n; ++i) {
    Draughts child = d;
    play(child, moves[i]);
    leaves += perft_turns(child, child.jumper >= 0 ? depth : depth - 1);
  }
  return leaves;
}

TEST(NativeDraughts, CountsPliesAsTheInterpretedGame) {
  const uint64_t expected[] = {7, 49, 302, 1469, 7361, 36768, 179255};  // rulebook perft, each jump a ply
  for (int depth = 1; depth <= 7; ++depth) EXPECT_EQ(perft(Draughts{}, depth), expected[depth - 1]) << depth;
}

TEST(NativeDraughts, CountsTurnsAsAartBikPublishes) {
  const uint64_t published[] = {7, 49, 302, 1469, 7361, 36768, 179740, 845931};
  for (int depth = 1; depth <= 8; ++depth) EXPECT_EQ(perft_turns(Draughts{}, depth), published[depth - 1]) << depth;
}

TEST(NativeDraughts, CapturesAreCompulsoryAndKingsJumpBackwards) {
  EXPECT_EQ(moves_text(position({"c3", "g3"}, {"d4", "h8"})), std::vector<std::string>{"move c3 e5"});
  EXPECT_EQ(moves_text(position({"Kd4", "g3"}, {"c3", "h8"})), std::vector<std::string>{"move d4 b2"});
  EXPECT_EQ(moves_text(position({"e3"}, {"d2", "h8"})), (std::vector<std::string>{"move e3 d4", "move e3 f4"}))
      << "a man does not jump backwards";
}

TEST(NativeDraughts, AMultiJumpGoesOnWithTheSameSideAndTheSamePiece) {
  Draughts d = position({"c3", "a5"}, {"d4", "f6", "b6", "h8"});
  d.quiet = 10;
  EXPECT_EQ(moves_text(d), (std::vector<std::string>{"move a5 c7", "move c3 e5"}));
  play(d, move("c3", "e5"));
  EXPECT_EQ(d.side, 0);
  EXPECT_EQ(d.jumper, square("e5"));
  EXPECT_EQ(d.quiet, 0);
  EXPECT_EQ(moves_text(d), std::vector<std::string>{"move e5 g7"}) << "only the jumper moves";
  play(d, move("e5", "g7"));
  EXPECT_EQ(d.side, 1);
  EXPECT_EQ(d.jumper, -1);
  EXPECT_EQ(d.men[1], 1ull << square("b6") | 1ull << square("h8"));
}

TEST(NativeDraughts, CrowningEndsTheJump) {
  Draughts d = position({"b6"}, {"c7", "e7"});
  play(d, move("b6", "d8"));  // as a king on d8 it could jump e7 at once, but the turn ends
  EXPECT_EQ(d.kings[0], 1ull << square("d8"));
  EXPECT_EQ(d.men[0], 0u);
  EXPECT_EQ(d.side, 1);
  EXPECT_EQ(d.jumper, -1);
  EXPECT_EQ(moves_text(d), (std::vector<std::string>{"move e7 d6", "move e7 f6"}));
}

TEST(NativeDraughts, ASideLeftWithoutAMoveLoses) {
  Draughts taken = position({"c3"}, {"d4"});
  play(taken, move("c3", "e5"));
  EXPECT_EQ(taken.winner, 0);
  EXPECT_TRUE(moves_text(taken).empty());
  Draughts blocked = position({"b2", "c1", "e1"}, {"a3"});  // a3 can neither step to b2 nor jump it
  play(blocked, move("e1", "f2"));
  EXPECT_EQ(blocked.winner, 0);
  EXPECT_TRUE(moves_text(blocked).empty());
}

TEST(NativeDraughts, EightyPliesOfKingStepsDraw) {
  Draughts d = position({"Ka1", "c1"}, {"Kh8", "h6"});
  play(d, move("a1", "b2"));
  EXPECT_EQ(d.quiet, 1);
  play(d, move("h6", "g5"));
  EXPECT_EQ(d.quiet, 0) << "a man moved";
  d.quiet = Draughts::kQuietPlies - 1;
  play(d, move("b2", "a3"));
  EXPECT_TRUE(d.over);
  EXPECT_EQ(d.winner, -1);
  EXPECT_TRUE(moves_text(d).empty());
  // The win comes first: white's king on a1 is walled in by b2 and c3.
  Draughts walled = position({"Kh8", "b2", "c3"}, {"Ka1"});
  walled.quiet = Draughts::kQuietPlies - 1;
  play(walled, move("h8", "g7"));
  EXPECT_EQ(walled.winner, 0);
}

TEST(NativeDraughts, RandomPlayoutsEndAndRepeatFromTheirSeed) {
  int wins = 0, draws = 0;
  for (uint64_t seed = 1; seed <= 400; ++seed) {
    const PlayoutResult r = random_playout<Draughts>(seed);
    EXPECT_GE(r.plies, 20) << seed;  // 12 men a side to take or to wall in
    EXPECT_LT(r.plies, 1000) << seed << ": the quiet rule ends random games long before (the longest of 100,000: 295 plies)";
    (r.winner < 0 ? draws : wins) += 1;
    const PlayoutResult again = random_playout<Draughts>(seed);
    EXPECT_EQ(again.plies, r.plies);
    EXPECT_EQ(again.winner, r.winner);
  }
  EXPECT_GT(wins, 350);
  EXPECT_GT(draws, 0) << "seed 340 ends in the quiet draw";
}

// A random native game played in games/draughts move for move: the same legal moves (as text)
// at every ply, the same end.
void expect_same_game(Engine& engine, uint64_t seed) {
  State state = engine.new_game(1);
  Draughts game;
  RngWords rng = seed_rng(seed);
  uint16_t moves[Draughts::kMaxMoves];
  MoveList legal;
  for (int ply = 0;; ++ply) {
    const int player = state.first_to_move(), n = legal_moves(game, moves);
    std::vector<std::string> interpreted;
    if (player > 0) {
      engine.legal_moves(state, player, legal);
      for (const Move& m : legal) interpreted.push_back(move_to_text(engine.game(), m, player));
      std::sort(interpreted.begin(), interpreted.end());
    }
    ASSERT_EQ(interpreted, moves_text(game)) << "seed " << seed << ", ply " << ply;
    if (n == 0) break;
    const uint16_t chosen = moves[rng_below(rng.s, uint32_t(n))];
    std::string error;
    const auto parsed = parse_move(engine.game(), text_of(chosen), player, error);
    ASSERT_TRUE(parsed) << text_of(chosen) << ": " << error;
    ASSERT_EQ(engine.apply_checked(state, player, *parsed), "") << "seed " << seed << ", ply " << ply;
    play(game, chosen);
  }
  ASSERT_TRUE(state.terminal()) << "seed " << seed;
  for (int side = 0; side < 2; ++side) {
    const Result expected = game.winner < 0 ? Result::Draw : game.winner == side ? Result::Win : Result::Loss;
    EXPECT_EQ(state.result(side + 1), expected) << "seed " << seed << ", player " << side + 1;
  }
}

TEST(NativeDraughts, PlaysGamesMoveForMoveAsTheInterpretedGame) {
  Engine engine(load_game(LoadRequest{std::string(RULEBOOK_SOURCE_DIR) + "/games/draughts", {}, {}}));
  for (uint64_t seed = 1; seed <= 30; ++seed) expect_same_game(engine, seed);
  for (uint64_t seed : {340, 439, 655}) expect_same_game(engine, seed);  // the quiet draw
}

}  // namespace
}  // namespace rb::native
