// Unit tests of rb.state_methods (lua/game_binding.cpp) on the game tests/data/names: the
// State's methods called as plain functions, from a copy that rules cannot change; and
// s:below (lua/state_binding.cpp) on tests/data/zone_walk.
#include <gtest/gtest.h>

#include "engine/engine.h"
#include "engine/move_text.h"
#include "load/game_loader.h"

namespace rb {
namespace {

TEST(StateMethods, APlainCallWritesTheStateOfTheCallAndTheMethodsStay) {
  Engine engine(load_game(LoadRequest{RULEBOOK_TEST_DATA "/names", {}, {}}));
  State state = engine.new_game(1);
  std::string error;
  auto write = parse_move(engine.game(), "write", 1, error), plain = parse_move(engine.game(), "plain", 1, error);
  ASSERT_TRUE(write && plain) << error;
  ASSERT_EQ(engine.apply_checked(state, 1, *write), "");   // heat = 23
  ASSERT_EQ(engine.apply_checked(state, 1, *plain), "");
  EXPECT_EQ(state.pvar(1, 0), 24);
  ASSERT_EQ(engine.apply_checked(state, 1, *plain), "");   // s:pget still works after the copy lost it
  EXPECT_EQ(state.pvar(1, 0), 24);
}

// s:below walks a zone from s:top without building a table, in the order of s:contents.
TEST(StateMethods, BelowWalksAZoneInTheOrderOfContents) {
  Engine engine(load_game(LoadRequest{RULEBOOK_TEST_DATA "/zone_walk", {}, {}}));
  const State s = engine.new_game(1);
  EXPECT_EQ(s.gvar(0), 4) << "cards walked";
  EXPECT_EQ(s.gvar(1), 1) << "the walk and s:contents agree";
  EXPECT_EQ(s.gvar(2), 1) << "a card in no zone has nothing below it";
}

}  // namespace
}  // namespace rb
