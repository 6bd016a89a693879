// Which components a filter's `has`/`lacks` and a piece set take, by owner, read against the
// player asking: self, opponent (any other player, never nobody's), none, or a fixed player.
#include "core/space_sets.h"

#include <gtest/gtest.h>

#include "load/game_loader.h"

namespace rb {
namespace {

using Owner = ComponentMatch::Owner;

bool takes(const GameDef& g, Owner owner, const std::string& component, int player, int fixed = 0) {
  ComponentMatch m;
  m.owner = owner, m.fixed_owner = fixed;
  return m.matches(g, g.kit.component_index.at(component), player);
}

TEST(ComponentMatch, OwnerIsReadAgainstThePlayerAskingFromEitherSeat) {
  const auto tiny = load_game(LoadRequest{RULEBOOK_TEST_DATA "/tiny", {}, {}});
  const GameDef& g = *tiny;
  for (int player : {1, 2}) {
    const std::string mine = "stone_" + std::to_string(player) + "_1", theirs = "stone_" + std::to_string(3 - player) + "_1";
    EXPECT_TRUE(takes(g, Owner::Self, mine, player)) << "player " << player;
    EXPECT_FALSE(takes(g, Owner::Self, theirs, player)) << "player " << player;
    EXPECT_TRUE(takes(g, Owner::Opponent, theirs, player)) << "player " << player;
    EXPECT_FALSE(takes(g, Owner::Opponent, mine, player)) << "player " << player;
    EXPECT_FALSE(takes(g, Owner::None, mine, player)) << "player " << player;
    EXPECT_TRUE(takes(g, Owner::Any, theirs, player)) << "player " << player;
    EXPECT_TRUE(takes(g, Owner::Fixed, "stone_2_1", player, 2)) << "player " << player;
    EXPECT_FALSE(takes(g, Owner::Fixed, "stone_1_1", player, 2)) << "player " << player;
  }
}

}  // namespace
}  // namespace rb
