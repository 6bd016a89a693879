// Unit tests of the move list's batch calls (lua/movelist_binding.cpp), on the game
// tests/data/bit_sets: list:add_spaces adds one move per set bit, lowest bit first, the
// bit's space in the action's last space argument.
#include <gtest/gtest.h>

#include "engine/engine.h"
#include "engine/move_text.h"
#include "load/game_loader.h"

namespace rb {
namespace {

class AddSpaces : public testing::Test {
 protected:
  AddSpaces() : engine(load_game(LoadRequest{RULEBOOK_TEST_DATA "/bit_sets", {}, {}})), state(engine.new_game(1)) {}

  std::vector<std::string> listed() {
    MoveList moves;
    engine.legal_moves(state, 1, moves);
    std::vector<std::string> out;
    for (const Move& m : moves) out.push_back(move_to_text(engine.game(), m, 1));
    return out;
  }

  Engine engine;
  State state;
};

TEST_F(AddSpaces, AddsTheSpaceOfEachSetBitLowestFirstWithTheArgumentsAfterTheMask) {
  const auto moves = listed();
  EXPECT_EQ(std::vector<std::string>(moves.begin(), moves.begin() + 2), (std::vector<std::string>{"mark a1 red", "mark c1 red"}));
}

TEST_F(AddSpaces, TheBitsSpaceIsTheLastSpaceArgument) {
  const auto moves = listed();
  EXPECT_EQ(std::vector<std::string>(moves.begin() + 2, moves.end()), (std::vector<std::string>{"jump d1 b1", "jump d1 c1", "widen"}));
}

TEST_F(AddSpaces, ABitWithNoSpaceInTheTableIsARuleError) {
  std::string error;
  auto widen = parse_move(engine.game(), "widen", 1, error);
  ASSERT_TRUE(widen.has_value()) << error;
  ASSERT_EQ(engine.apply_checked(state, 1, *widen), "");
  try {
    listed();
    FAIL() << "a bit beyond the table was listed";
  } catch (const RuleError& e) {
    EXPECT_NE(std::string(e.what()).find("bit 4 is set but spaces[5] is no space"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace rb
