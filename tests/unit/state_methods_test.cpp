// Unit tests of rb.state_methods (lua/game_binding.cpp) on the game tests/data/names: the
// State's methods called as plain functions, from a copy that rules cannot change.
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

}  // namespace
}  // namespace rb
