// The native Reversi baseline of `rulebook bench`: it must play the same game as
// games/reversi (Othello's rules on 8x8), so it is held to the published perft counts, to
// the cases of games/reversi/tests/rules.yaml and to the interpreted game's own playouts.
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <vector>

#include "agents/random_agent.h"
#include "engine/engine.h"
#include "engine/move_text.h"
#include "load/game_loader.h"
#include "reversi.h"

namespace rb::native {
namespace {

uint8_t square(const char* name) { return uint8_t((name[0] - 'a') + 8 * (name[1] - '1')); }

uint64_t squares(std::initializer_list<const char*> names) {
  uint64_t bits = 0;
  for (const char* name : names) bits |= 1ull << square(name);
  return bits;
}

// Black to move with these discs and no others.
Reversi position(std::initializer_list<const char*> black, std::initializer_list<const char*> white) {
  Reversi r;
  r.discs[0] = squares(black);
  r.discs[1] = squares(white);
  return r;
}

Reversi after(Reversi r, std::initializer_list<const char*> moves) {
  for (const char* name : moves) play(r, square(name));
  return r;
}

// The legal moves as games/reversi writes them ("place d3").
std::vector<std::string> moves_text(const Reversi& r) {
  uint8_t moves[Reversi::kMaxMoves];
  std::vector<std::string> out;
  for (int i = 0, n = legal_moves(r, moves); i < n; ++i)
    out.push_back(std::string("place ") + char('a' + moves[i] % 8) + char('1' + moves[i] / 8));
  return out;
}

TEST(NativeReversi, MatchesThePublishedPerftCounts) {
  const uint64_t published[] = {4, 12, 56, 244, 1396, 8200, 55092, 390216};
  for (int depth = 1; depth <= 8; ++depth) EXPECT_EQ(perft(Reversi{}, depth), published[depth - 1]) << "depth " << depth;
}

// The first passes come after eight plies; tables that count a pass as a ply give 3,005,288.
TEST(NativeReversi, CountsAsTheEngineDoesOnceAPlayerPasses) {
  EXPECT_EQ(perft(Reversi{}, 9), 3005320u) << "rulebook perft games/reversi 9";
}

TEST(NativeReversi, BlackStartsWithTheFourSquaresThatOutflankAWhiteDisc) {
  EXPECT_EQ(moves_text(Reversi{}), (std::vector<std::string>{"place d3", "place c4", "place f5", "place e6"}));
}

TEST(NativeReversi, ADiscTurnsOverTheRunItClosesAndWhiteReplies) {
  const Reversi r = after(Reversi{}, {"d3"});
  EXPECT_EQ(r.discs[0], squares({"d3", "d4", "d5", "e4"}));
  EXPECT_EQ(r.discs[1], squares({"e5"}));
  EXPECT_EQ(r.side, 1);
}

TEST(NativeReversi, OneDiscTurnsOverRunsInSeveralDirectionsAndOnlyClosedRuns) {
  const Reversi r = after(position({"c3", "e5"}, {"d3", "c4", "d4", "e4", "f4"}), {"e3"});
  EXPECT_EQ(r.discs[0], squares({"c3", "d3", "e3", "e4", "e5"}));
  EXPECT_EQ(r.discs[1], squares({"c4", "d4", "f4"})) << "d4 and f4 lead to empty squares";
}

// White cannot outflank after c1: black moves again, and the pass is no ply of the tree.
TEST(NativeReversi, APlayerWhoCannotMovePassesWithoutAPly) {
  const Reversi start = position({"a1", "h8"}, {"b1", "h7"});
  const Reversi r = after(start, {"c1"});
  EXPECT_EQ(r.side, 0);
  EXPECT_EQ(moves_text(r), std::vector<std::string>{"place h6"});
  EXPECT_EQ(perft(start, 2), 2u) << "c1 then h6, h6 then c1";
  EXPECT_EQ(perft(start, 3), 0u) << "both games are over after two plies";
}

TEST(NativeReversi, WhenNeitherCanMoveMostDiscsWin) {
  const Reversi r = after(position({"a1", "h8"}, {"b1", "h7"}), {"c1", "h6"});
  EXPECT_EQ(r.winner, 0);
  EXPECT_TRUE(moves_text(r).empty());
}

TEST(NativeReversi, EqualDiscsWhenNeitherCanMoveDraw) {
  const Reversi r = after(position({"a1"}, {"b1", "h6", "h7", "h8"}), {"c1"});
  EXPECT_EQ(r.winner, -1);
  EXPECT_TRUE(moves_text(r).empty());
}

// The interpreted game's random playout of `seed` as bench plays it: the legal moves of
// each position and the one chosen, as text, and how it ended.
struct Playout {
  std::vector<std::vector<std::string>> legal;
  std::vector<std::string> chosen;
  PlayoutResult result;
};

std::vector<std::string> texts(const Engine& engine, const MoveList& legal, int player) {
  std::vector<std::string> out;
  for (const Move& m : legal) out.push_back(move_to_text(engine.game(), m, player));
  return out;
}

Playout interpreted_playout(Engine& engine, uint64_t seed) {
  RandomAgent agent(seed);
  State s = engine.new_game(seed);
  MoveList legal;
  Playout out;
  while (!s.terminal()) {
    const int p = s.first_to_move();
    engine.legal_moves(s, p, legal);
    out.legal.push_back(texts(engine, legal, p));
    const Move& m = agent.choose(legal);
    out.chosen.push_back(move_to_text(engine.game(), m, p));
    engine.apply_unchecked(s, p, m);
  }
  out.result = {s.ply(), s.result(1) == Result::Win ? 0 : s.result(2) == Result::Win ? 1 : -1};
  return out;
}

// Plays the interpreted playout's moves in the native game, which must list the same legal
// moves at every ply and end with it; how many times a player passed.
int replay_natively(const Playout& interpreted, uint64_t seed) {
  Reversi r;
  int passes = 0;
  for (size_t ply = 0; ply < interpreted.chosen.size(); ++ply) {
    if (moves_text(r) != interpreted.legal[ply]) {
      ADD_FAILURE() << "seed " << seed << ", ply " << ply << ": other legal moves than the interpreted game's";
      return passes;
    }
    const int mover = r.side;
    r = after(r, {interpreted.chosen[ply].c_str() + 6});  // past "place "
    passes += r.side == mover && !moves_text(r).empty();
  }
  EXPECT_TRUE(moves_text(r).empty()) << "seed " << seed << ": the native game goes on";
  return passes;
}

TEST(NativeReversi, PlaysTheInterpretedGamesRandomPlayoutsMoveForMove) {
  Engine engine(load_game(LoadRequest{std::string(RULEBOOK_SOURCE_DIR) + "/games/reversi", {}, {}}));
  int passes = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    const Playout interpreted = interpreted_playout(engine, seed);
    passes += replay_natively(interpreted, seed);
    const PlayoutResult native = random_playout<Reversi>(seed);
    EXPECT_EQ(native.plies, interpreted.result.plies) << "seed " << seed;
    EXPECT_EQ(native.winner, interpreted.result.winner) << "seed " << seed;
  }
  EXPECT_GT(passes, 0) << "no playout had a pass to compare";
}

}  // namespace
}  // namespace rb::native
