// Unit tests of the bindings' name lookups (lua/binding_checks.cpp): a name met again is
// found in the runtime's cache, which must keep apart the lists that share the name and
// still say what is declared when a name is not.
#include <gtest/gtest.h>

#include "engine/engine.h"
#include "engine/move_text.h"
#include "load/game_loader.h"

namespace rb {
namespace {

class NameLookup : public testing::Test {
 protected:
  NameLookup() : engine(load_game(LoadRequest{RULEBOOK_TEST_DATA "/names", {}, {}})), state(engine.new_game(1)) {}

  Move move(const std::string& text) {
    std::string error;
    auto m = parse_move(engine.game(), text, 1, error);
    EXPECT_TRUE(m.has_value()) << error;
    return m.value_or(Move{});
  }

  Engine engine;
  State state;
};

TEST_F(NameLookup, TheSameNameInThreeListsWritesEachListsOwnEntry) {
  ASSERT_EQ(engine.apply_checked(state, 1, move("write")), "");
  EXPECT_EQ(state.prop(0, 0), 13);   // heat is the first space property
  EXPECT_EQ(state.prop(0, 1), 0);
  EXPECT_EQ(state.pvar(1, 1), 23);   // the second player variable
  EXPECT_EQ(state.pvar(1, 0), 0);
  EXPECT_EQ(state.gvar(2), 33);      // the third global variable
  EXPECT_EQ(state.gvar(0) + state.gvar(1), 0);
}

TEST_F(NameLookup, AnUnknownNameAfterKnownOnesListsTheDeclaredNames) {
  ASSERT_EQ(engine.apply_checked(state, 1, move("write")), "");
  try {
    engine.apply_checked(state, 1, move("misspell"));
    FAIL() << "a misspelt name was accepted";
  } catch (const RuleError& e) {
    EXPECT_NE(std::string(e.what()).find("unknown player variable 'haet'; expected one of: points, heat"), std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace rb
