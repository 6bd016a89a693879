// The search's matching of a node's children to the legal moves (agents/child_match.h): what
// a look at every child for every move finds, whatever the hints say.
#include <gtest/gtest.h>

#include <random>

#include "agents/child_match.h"

namespace rb {
namespace {

struct Child {
  Move move;
  int mover = 1;
  int slot = -1;
};

Move move_to(int32_t space) {
  Move m;
  m.action = 0;
  m.args[0] = space;
  return m;
}

MoveList list_of(const std::vector<int32_t>& spaces) {
  MoveList list;
  for (int32_t s : spaces) list.push(move_to(s));
  return list;
}

std::vector<int> children_of(const std::vector<Child>& nodes) {
  std::vector<int> ids;
  for (int i = 0; i < int(nodes.size()); ++i) ids.push_back(i);
  return ids;
}

// What a look at every child for every legal move finds.
std::vector<int> every_pair(const std::vector<Child>& nodes, const MoveList& legal, int mover) {
  std::vector<int> out(size_t(legal.size()), -1);
  for (int c = 0; c < int(nodes.size()); ++c)
    for (int i = 0; i < legal.size(); ++i)
      if (nodes[size_t(c)].mover == mover && nodes[size_t(c)].move == legal[i]) out[size_t(i)] = c;
  return out;
}

std::vector<int> matched(std::vector<Child>& nodes, const MoveList& legal, int mover) {
  std::vector<int> out;
  match_children(children_of(nodes), [&](int i) -> Child& { return nodes[size_t(i)]; }, legal, mover, out);
  return out;
}

TEST(ChildMatch, ChildrenAreFoundWhereTheirMovesStandAndRememberIt) {
  std::vector<Child> nodes = {{move_to(7)}, {move_to(3)}};
  const MoveList legal = list_of({3, 5, 7});
  EXPECT_EQ(matched(nodes, legal, 1), (std::vector<int>{1, -1, 0}));
  EXPECT_EQ(nodes[0].slot, 2);
  EXPECT_EQ(nodes[1].slot, 0);
  const MoveList reordered = list_of({7, 3, 5});  // the hints now point at the wrong moves
  EXPECT_EQ(matched(nodes, reordered, 1), (std::vector<int>{0, 1, -1}));
  EXPECT_EQ(nodes[0].slot, 0);
  EXPECT_EQ(nodes[1].slot, 1);
}

TEST(ChildMatch, AMoveListedTwiceHasTheSameChildAtBothPlaces) {
  std::vector<Child> nodes = {{move_to(4)}};
  const MoveList legal = list_of({4, 6, 4});
  EXPECT_EQ(matched(nodes, legal, 1), (std::vector<int>{0, -1, 0}));
  EXPECT_EQ(matched(nodes, legal, 1), (std::vector<int>{0, -1, 0}));  // its hint now points at the second
  const MoveList full = list_of({4, 4});
  EXPECT_EQ(matched(nodes, full, 1), (std::vector<int>{0, 0}));
}

TEST(ChildMatch, AnotherPlayersChildIsNotACandidate) {
  std::vector<Child> nodes = {{move_to(2), 2, 0}};
  EXPECT_EQ(matched(nodes, list_of({2}), 1), (std::vector<int>{-1}));
  EXPECT_EQ(matched(nodes, list_of({2}), 2), (std::vector<int>{0}));
}

// Random lists (with repeats), children of two movers with stale or fitting hints: the
// match is always what every pair finds.
TEST(ChildMatch, AgreesWithAFullSearchOnRandomListsAndHints) {
  std::mt19937 rng(12345);
  for (int round = 0; round < 3000; ++round) {
    std::vector<int32_t> spaces(size_t(1 + rng() % 12));
    for (auto& s : spaces) s = int32_t(rng() % 10);
    const MoveList legal = list_of(spaces);
    std::vector<Child> nodes;
    for (int32_t space = 0; space < 10; ++space)
      for (int mover = 1; mover <= 2; ++mover)
        if (rng() % 3 == 0) nodes.push_back({move_to(space), mover, int(rng() % 14) - 1});
    std::shuffle(nodes.begin(), nodes.end(), rng);
    const int mover = 1 + int(rng() % 2);
    const std::vector<int> expected = every_pair(nodes, legal, mover);
    ASSERT_EQ(matched(nodes, legal, mover), expected) << "round " << round;
    for (int i = 0; i < legal.size(); ++i) {
      if (expected[size_t(i)] >= 0) {
        EXPECT_EQ(legal[nodes[size_t(expected[size_t(i)])].slot], legal[i]);
      }
    }
  }
}

}  // namespace
}  // namespace rb
