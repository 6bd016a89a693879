// Moves taken by their number from the masks of the patterns (core/move_batches.h): the
// batches hold exactly the listed moves in the listed order, and a random agent taking
// one of them plays the games the listing agent plays, move for move.
#include <gtest/gtest.h>

#include "agents/random_agent.h"
#include "core/move_batches.h"
#include "core/move_pattern.h"
#include "engine/engine.h"
#include "load/game_loader.h"

namespace rb {
namespace {

std::shared_ptr<const GameDef> game(const std::string& name, std::map<std::string, std::string> params = {}) {
  return load_game(LoadRequest{RULEBOOK_TEST_DATA "/../../games/" + name, {}, std::move(params)});
}

Move mv(int32_t action, int32_t a, int32_t b = 0) { return Move{action, {a, b, 0}}; }

// A list of moves and batches reads the same whether taken by number (batches unread) or in
// order (batches written out where they were added), and keeps its form through append.
TEST(MoveListBatches, ReadByNumberOrInOrderTheMovesComeWhereTheyWereAdded) {
  MoveList list;
  list.push(mv(0, 7));
  list.add_batch(MaskBatch{0b10110, 1, 100, 0, 3, true});   // places on 101, 102, 104
  list.add_batch(MaskBatch{0, 1, 0, 0, 0, true});           // empty: nothing
  list.push(mv(2, 3, 4));
  list.add_batch(MaskBatch{uint64_t(1) << 40, 3, 0, 9, 1, false});  // a step from 31 to 40
  const std::vector<Move> expected = {mv(0, 7), mv(1, 101), mv(1, 102), mv(1, 104), mv(2, 3, 4), mv(3, 31, 40)};
  ASSERT_EQ(list.size(), 6);
  for (int i = 0; i < 6; ++i) EXPECT_EQ(list.at(i), expected[size_t(i)]) << i;
  MoveList copy;
  copy.push(mv(5, 5));
  copy.append(list);
  ASSERT_EQ(copy.size(), 7);
  EXPECT_EQ(copy.at(0), mv(5, 5));
  for (int i = 0; i < 6; ++i) EXPECT_EQ(copy.at(i + 1), expected[size_t(i)]) << "appended " << i;
  EXPECT_EQ(list.last(), mv(3, 31, 40)) << "a batch added last is the last move";
  EXPECT_EQ(std::vector<Move>(list.begin(), list.end()), expected);
  EXPECT_TRUE(copy.contains(mv(1, 104)));
  EXPECT_FALSE(copy.contains(mv(1, 103)));
  list.clear();
  EXPECT_TRUE(list.empty());
  list.add_batch(MaskBatch{0b1, 4, 10, 0, 1, true});
  EXPECT_EQ(list[0], mv(4, 10)) << "a cleared list forgets its batches";
}

// Every position of random games of the declared games: placements by mask (Tic-tac-toe),
// pieces that fall (Connect Four), steps by shifts with captures (Breakthrough) and
// placements on boards in chunks (Gomoku, Hex).
TEST(MoveBatches, HoldTheListedMovesInTheirOrder) {
  int positions = 0;
  for (const char* name : {"tictactoe", "connect4", "breakthrough", "gomoku", "hex"}) {
    Engine engine(game(name));
    const GameDef& g = engine.game();
    std::vector<MaskBatch> batches;
    MoveList listed;
    for (uint64_t seed = 1; seed <= 30; ++seed) {
      RandomAgent agent(seed);
      for (State s = engine.new_game(seed); !s.terminal();) {
        const int p = s.first_to_move();
        listed.clear();
        add_pattern_moves(g, s, p, listed);
        const int count = pattern_move_batches(g, s, p, batches);
        ASSERT_EQ(count, listed.size()) << name << " seed " << seed << " ply " << s.ply();
        for (int i = 0; i < count; ++i) {
          Move m;
          batch_move_at(batches, i, m);
          ASSERT_EQ(m, listed[i]) << name << " seed " << seed << " ply " << s.ply() << " move " << i;
        }
        ++positions;
        engine.legal_moves(s, p, listed);
        if (listed.empty()) break;
        engine.apply_unchecked(s, p, agent.choose(listed));
      }
    }
  }
  EXPECT_GT(positions, 5000);
}

// play() takes its moves from the batches where it can (Breakthrough, Gomoku) and lists them
// where the rules add moves of their own (Hex's swap): either way the agent's games are the
// games of an agent choosing from the full list, with the same seeds.
TEST(MoveBatches, ARandomAgentPlaysTheSameGamesWithoutTheList) {
  for (const char* name : {"tictactoe", "connect4", "breakthrough", "gomoku", "hex"}) {
    Engine engine(game(name));
    MoveList legal, scratch;
    for (uint64_t seed = 1; seed <= 40; ++seed) {
      RandomAgent listing(seed), taking(seed + 1000);
      taking.reseed(seed);
      State a = engine.new_game(seed), b = engine.new_game(seed);
      while (!a.terminal()) {
        const int p = a.first_to_move();
        engine.legal_moves(a, p, legal);
        Move m;
        const bool moved = taking.play(engine, b, p, scratch, m);
        ASSERT_EQ(moved, !legal.empty()) << name << " seed " << seed;
        if (!moved) break;
        ASSERT_EQ(m, listing.choose(legal)) << name << " seed " << seed << " ply " << a.ply();
        engine.apply_unchecked(a, p, m);
        engine.apply_unchecked(b, p, m);
      }
      EXPECT_EQ(a, b);
    }
  }
}

// A uniform pick takes its move by number: the batches of the list stay masks, and the move
// is the one the list holds at that number (the agent's draw, made again by a twin).
TEST(MoveBatches, ARandomPickLeavesTheBatchesUnwritten) {
  MoveList list;
  list.push(mv(0, 7));
  list.add_batch(MaskBatch{0b10110, 1, 100, 0, 3, true});
  list.add_batch(MaskBatch{uint64_t(1) << 40, 3, 0, 9, 1, false});
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    RandomAgent agent(seed);
    const Move picked = agent.choose(list);
    EXPECT_TRUE(list.has_batches()) << "seed " << seed;
    RngWords twin = seed_rng(seed);
    EXPECT_EQ(picked, list.at(int(rng_below(twin.s, uint32_t(list.size()))))) << "seed " << seed;
  }
}

}  // namespace
}  // namespace rb
