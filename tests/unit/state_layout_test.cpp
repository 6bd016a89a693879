// The State's packed layout: two words per component (zone and face in one, its two
// neighbours in the other) and two per zone, so a Breakthrough State fits in under 1 KB.
#include <gtest/gtest.h>

#include "core/state.h"
#include "load/game_loader.h"

namespace rb {
namespace {

std::shared_ptr<const GameDef> load(const std::string& path) { return load_game(LoadRequest{path, {}, {}}); }

const std::string kTiny = RULEBOOK_TEST_DATA "/tiny";
const std::string kBreakthrough = RULEBOOK_TEST_DATA "/../../games/breakthrough";

TEST(StateLayout, ABreakthroughStateIsUnderOneKilobyte) {
  const auto g = load(kBreakthrough);
  EXPECT_EQ(g->layout.words, g->layout.zone + g->layout.zones * 2);
  EXPECT_LT(sizeof(State) + g->layout.words * sizeof(int32_t), 1024u);
}

TEST(StateLayout, AFreshStateHasEveryComponentNowhereAndEveryZoneEmpty) {
  const auto g = load(kTiny);
  const State s(*g);
  for (int32_t c = 0; c < g->layout.components; ++c) {
    EXPECT_EQ(s.zone_of(c), kNone);
    EXPECT_EQ(s.above(c), kNone);
    EXPECT_EQ(s.below(c), kNone);
  }
  for (int32_t z = 0; z < g->layout.zones; ++z) {
    EXPECT_EQ(s.top(z), kNone);
    EXPECT_EQ(s.count(z), 0);
  }
}

TEST(StateLayout, FaceAndKnowledgeShareAWordWithTheZoneWithoutDisturbingIt) {
  const auto g = load(kTiny);
  State s(*g);
  const int32_t pile = g->zone_index.at("pile"), last_zone = g->layout.zones - 1;
  s.put_top(0, pile);
  s.put_top(1, last_zone);
  s.set_face_down(0, true);
  s.set_known_by(0, 0b11);
  s.set_known_by(1, 0b10);
  EXPECT_EQ(s.zone_of(0), pile);
  EXPECT_EQ(s.zone_of(1), last_zone);
  EXPECT_TRUE(s.face_down(0));
  EXPECT_EQ(s.known_by(0), 0b11u);
  s.put_top(0, last_zone);  // moving keeps the face and the knowledge
  EXPECT_TRUE(s.face_down(0));
  EXPECT_EQ(s.known_by(0), 0b11u);
  EXPECT_EQ(s.known_by(1), 0b10u);
  EXPECT_FALSE(s.face_down(1));
  s.set_face_down(0, false);
  EXPECT_EQ(s.known_by(0), 0b11u);
  EXPECT_TRUE(s.links_consistent());
}

TEST(StateLayout, StacksLinkTheHighestComponentIdsBothWays) {
  const auto g = load(kTiny);
  State s(*g);
  const int32_t last = g->layout.components - 1, zone = g->layout.zones - 1;
  s.put_top(last, zone);
  s.put_top(0, zone);
  s.put_bottom(last - 1, zone);
  EXPECT_EQ(s.top(zone), 0);
  EXPECT_EQ(s.below(0), last);
  EXPECT_EQ(s.below(last), last - 1);
  EXPECT_EQ(s.bottom(zone), last - 1);
  EXPECT_EQ(s.above(last - 1), last);
  EXPECT_EQ(s.count(zone), 3);
  s.remove(last);
  EXPECT_EQ(s.below(0), last - 1);
  EXPECT_EQ(s.zone_of(last), kNone);
  EXPECT_TRUE(s.links_consistent());
}

}  // namespace
}  // namespace rb
