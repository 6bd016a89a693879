// "Did you mean" (core/suggest.cpp): the nearest name by edits, close enough to be a slip,
// and among names equally near the one whose differing characters are nearest.
#include <gtest/gtest.h>

#include "core/suggest.h"

namespace rb {
namespace {

TEST(Suggest, CountsInsertionsDeletionsAndSubstitutions) {
  EXPECT_EQ(edit_distance("tictacto", "tictactoe"), 1);
  EXPECT_EQ(edit_distance("strat", "start"), 2);
  EXPECT_EQ(edit_distance("", "abc"), 3);
  EXPECT_EQ(edit_distance("same", "same"), 0);
}

TEST(Suggest, OffersOnlyANameCloseEnoughToBeASlip) {
  EXPECT_EQ(closest("strnog", {"strong", "fast"}), "strong");
  EXPECT_EQ(closest("xyz", {"strong", "fast"}), "") << "three edits in three letters";
  EXPECT_EQ(closest("fast", {"fast"}), "") << "the name itself is no suggestion";
}

// A refused `move a1 a9` (a9 taken) is nearer `move a1 a8` than `move a1 a2`, though both are
// one edit away; a name of another length is taken only when no equal-length one is as near.
TEST(Suggest, OfNamesEquallyNearTakesTheOneWhoseCharactersAreNearest) {
  const std::vector<std::string> moves = {"move a1 a2", "move a1 a3", "move a1 a8", "move b1 b2"};
  EXPECT_EQ(closest("move a1 a9", moves), "move a1 a8");
  EXPECT_EQ(closest("move a1 a1", moves), "move a1 a2");
  EXPECT_EQ(closest("mark c3", {"mark a3", "mark d3", "mark c33"}), "mark d3");
  EXPECT_EQ(closest("mark c3", {"mark c33", "mark a3"}), "mark a3");
  EXPECT_EQ(closest("mark c3", {"mark c33", "mark c"}), "mark c33") << "of two lengths, the first";
}

}  // namespace
}  // namespace rb
