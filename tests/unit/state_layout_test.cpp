// The State's packed layout: two words per component (zone and face in one, its two
// neighbours in the other) and two per zone, so a Breakthrough State fits in under 1 KB.
#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <stdexcept>

#include "core/board_chunks.h"
#include "core/space_bits.h"
#include "core/space_filter.h"
#include "core/state.h"
#include "engine/state_json.h"
#include "load/game_loader.h"

namespace rb {
namespace {

std::shared_ptr<const GameDef> load(const std::string& path) { return load_game(LoadRequest{path, {}, {}}); }

const std::string kTiny = RULEBOOK_TEST_DATA "/tiny";
const std::string kBreakthrough = RULEBOOK_TEST_DATA "/../../games/breakthrough";

TEST(StateLayout, ABreakthroughStateIsUnderOneKilobyte) {
  const auto g = load(kBreakthrough);
  EXPECT_EQ(g->layout.masks, g->layout.zone + g->layout.zones * 2);
  EXPECT_EQ(g->layout.words, g->layout.masks + 2 * (1 + 3));  // the board's masks: any, nobody's, white's, black's
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
  const int32_t pile = g->kit.zone_index.at("pile"), last_zone = g->layout.zones - 1;
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

// A board of at most 64 spaces keeps masks of who stands where through every put and
// remove, stacks included; a larger one answers the same questions from its stacks.
TEST(StateLayout, BoardMasksFollowEveryPutAndRemove) {
  const auto g = load(kBreakthrough);
  State s(*g);
  const int32_t a1 = g->spaces.index.at("a1"), b2 = g->spaces.index.at("b2");
  const int32_t w1 = g->kit.component_index.at("white_1"), w2 = g->kit.component_index.at("white_2");
  const int32_t b1 = g->kit.component_index.at("black_1");
  s.put_top(w1, a1);
  s.put_top(w2, a1);
  s.put_top(b1, b2);
  EXPECT_EQ(s.occupied_mask(0), 0b1u | uint64_t(1) << 9);
  EXPECT_EQ(s.owner_mask(0, 1), 0b1u);
  EXPECT_EQ(s.owner_mask(0, 2), uint64_t(1) << 9);
  EXPECT_EQ(s.players_mask(0, 1), uint64_t(1) << 9);
  s.remove(w2);  // one white pawn stays on a1
  EXPECT_TRUE(s.owner_on(a1, 1));
  EXPECT_EQ(s.sides_on(a1, 1), 1);
  s.put_top(b1, a1);  // both sides on a1, b2 empty
  EXPECT_EQ(s.sides_on(a1, 1), 3);
  EXPECT_EQ(s.occupied_mask(0), 0b1u);
  s.put_top(w1, b2);
  EXPECT_FALSE(s.owner_on(a1, 1));
  EXPECT_TRUE(s.owner_on(a1, 2));
  EXPECT_EQ(s.sides_on(b2, 2), 2);
  s.remove(b1);
  EXPECT_EQ(s.occupied_mask(0), uint64_t(1) << 9);
  EXPECT_EQ(s.owner_mask(0, 2), 0u);
  EXPECT_TRUE(s.links_consistent());
}

// A placement's list keeps its first piece that is nowhere: put_first_nowhere puts that
// piece, as put_top of it would, and the list then names the next piece nowhere, or none.
TEST(StateLayout, PuttingAListsFirstPieceNowhereMovesTheListOn) {
  const auto g = load(RULEBOOK_TEST_DATA "/../../games/tictactoe");  // x_1 .. x_5, then o_1 .. o_4
  const auto& lists = g->layout.hint_pieces;
  const int x = int(std::find_if(lists.begin(), lists.end(), [&](const auto& l) { return l.size() == 5; }) - lists.begin());
  ASSERT_LT(x, int(lists.size())) << "x's five marks are a list";
  const auto id = [&](const std::string& name) { return g->kit.component_index.at(name); };
  const auto at = [&](const std::string& name) { return g->spaces.index.at(name); };
  State s(*g), by_put(*g);
  EXPECT_EQ(s.put_first_nowhere(x, at("b2")), id("x_1"));
  by_put.put_top(id("x_1"), at("b2"));
  EXPECT_EQ(s, by_put) << "the same State as put_top";
  EXPECT_EQ(s.first_nowhere(x), id("x_2"));
  s.put_top(id("x_3"), at("a1"));  // put by hand, out of order: the list skips it
  EXPECT_EQ(s.put_first_nowhere(x, at("a2")), id("x_2"));
  EXPECT_EQ(s.first_nowhere(x), id("x_4"));
  s.remove(id("x_1"));
  EXPECT_EQ(s.first_nowhere(x), id("x_1")) << "a piece taken off comes first again";
  EXPECT_EQ(s.put_first_nowhere(x, at("c3")), id("x_1"));
  EXPECT_EQ(s.put_first_nowhere(x, at("c2")), id("x_4"));
  EXPECT_EQ(s.put_first_nowhere(x, at("c1")), id("x_5"));
  const State full = s;
  EXPECT_EQ(s.put_first_nowhere(x, at("a3")), kNone);
  EXPECT_EQ(s, full) << "nothing is put when every piece is in play";
  EXPECT_EQ(s.count(at("a3")), 0);
  EXPECT_TRUE(s.links_consistent());
}

TEST(StateLayout, ABoardOfMoreThan64SpacesKeepsItsMasksInChunks) {
  const auto g = load(RULEBOOK_TEST_DATA "/../../games/gomoku");  // 15 x 15: four chunks, the last of 33 spaces
  ASSERT_EQ(g->layout.board_block[0], -1) << "no one mask holds the whole board";
  EXPECT_EQ(g->layout.words, g->layout.masks + 4 * 2 * (1 + 3) + int(g->layout.hint_pieces.size()));
  State s(*g);
  ASSERT_TRUE(has_chunks(*g, s, 0));
  const int32_t o8 = g->spaces.index.at("o8"), local = o8 - g->spaces.board_offset[0];
  ASSERT_EQ(local / 64, 1) << "o8 lies in the second chunk";
  const uint64_t bit = uint64_t(1) << (local % 64);
  s.put_top(g->kit.component_index.at("black_1"), o8);
  s.put_top(g->kit.component_index.at("white_1"), o8);
  const int32_t block = chunk_block(*g, s, 0, 1);
  EXPECT_EQ(chunk_mask(s, block, 0), bit);
  EXPECT_EQ(chunk_owner_mask(s, block, 1), bit);
  EXPECT_EQ(chunk_owner_mask(s, block, 2), bit);
  EXPECT_EQ(chunk_mask(s, chunk_block(*g, s, 0, 0), 0), 0u) << "the other chunks stay empty";
  EXPECT_TRUE(s.owner_on(o8, 1));
  EXPECT_FALSE(s.owner_on(o8, 0));
  EXPECT_EQ(s.sides_on(o8, 2), 3);
  s.remove(g->kit.component_index.at("black_1"));
  EXPECT_EQ(chunk_owner_mask(s, block, 1), 0u);
  EXPECT_EQ(chunk_mask(s, block, 0), bit) << "white is still there";
  EXPECT_EQ(s.sides_on(o8, 2), 1);
  EXPECT_TRUE(s.links_consistent());
  EXPECT_EQ(chunk_spaces(225, 3), (uint64_t(1) << 33) - 1);
}

TEST(StateLayout, ABoardOfMoreThan1024SpacesAnswersFromItsStacks) {
  const auto g = load_game(LoadRequest{RULEBOOK_TEST_DATA "/../../games/gomoku", {}, {}});
  Layout l = g->layout;
  l.compute({kChunkedBoardSpaces + 1}, {1, 2});
  EXPECT_EQ(l.board_block[0], -1);
  EXPECT_EQ(l.zone_block[0], -1) << "too large for masks: no chunks";
}

// Properties with declared values on two small boards (slots 0 and 1) and a 9x9 one (no
// masks): whatever set_prop writes on any board, each value's mask holds exactly its spaces,
// and a filter on the property, read from the masks or from the spaces, says what each
// space's test says, for every player of three and none, bounds at both ends of int32.
TEST(StateLayout, PropertyMasksFollowEveryWriteOnEachSmallBoard) {
  const auto g = load(RULEBOOK_TEST_DATA "/prop_masks");
  const Layout& l = g->layout;
  ASSERT_EQ(l.board_slot, (std::vector<int32_t>{0, 1, -1}));
  ASSERT_EQ(l.prop_values, (std::vector<int32_t>{4, 3}));
  State s(*g);
  EXPECT_EQ(s.prop_mask(0, 0, 2), 0b01u) << "p1 starts at its attribute, 2";
  EXPECT_EQ(s.prop_mask(0, 0, 0), 0b10u) << "p2 does not set the attribute: 0";
  EXPECT_EQ(s.prop_mask(1, 1, 1), 0b11111u) << "rank starts at 1 on the lane";
  const std::vector<PropTest> tests = {
      {0, PropTest::Is::Range, 0, 0},         {0, PropTest::Is::Range, -1, 1},       {0, PropTest::Is::Range, INT32_MIN, 0},
      {0, PropTest::Is::Range, 2, INT32_MAX}, {0, PropTest::Is::Range, INT32_MIN, INT32_MAX}, {0, PropTest::Is::Range, 3, 9},
      {0, PropTest::Is::Self, 0, 0},          {0, PropTest::Is::Opponent, 0, 0},     {1, PropTest::Is::Opponent, 0, 0},
      {1, PropTest::Is::Range, 2, 3}};
  BitPool pool;
  SpaceBits bits;
  for (int round = 0; round < 5; ++round) {
    for (int32_t i = 0; i < l.spaces; ++i) {
      s.set_prop(i, 0, (i * 5 + round * 3 + i / 3) % 4 - 1);
      s.set_prop(i, 1, (i + round) % 3 + 1);
    }
    ASSERT_TRUE(s.links_consistent()) << "round " << round;
    for (int b = 0; b < 3; ++b)
      for (const PropTest& t : tests)
        for (int p = 0; p <= 3; ++p) {
          filter_board(*g, s, p, b, SpaceFilter{-1, {}, {}, {t}, {}, {}}, pool, bits);
          for (int32_t i = 0; i < g->spaces.boards[size_t(b)].size(); ++i) {
            const int32_t space = g->spaces.board_offset[size_t(b)] + i;
            EXPECT_EQ(bits[size_t(i) / 64] >> (i % 64) & 1, uint64_t(t.holds(s.prop(space, t.prop), p, 3)))
                << g->spaces.names[size_t(space)] << ", test " << int(t.is) << " " << t.lo << ".." << t.hi << ", player " << p;
          }
        }
  }
  const State before = s;
  EXPECT_THROW(s.set_prop(g->spaces.index.at("t2"), 1, 0), std::out_of_range) << "rank is 1 to 3";
  EXPECT_TRUE(s == before) << "a refused value changes nothing";
}

// A State read from JSON holds a property to its declared values: JSON reads 0 as unsigned,
// which must still meet a least value above it.
TEST(StateLayout, AStateFromJsonKeepsEachPropertyWithinItsValues) {
  const auto g = load(RULEBOOK_TEST_DATA "/prop_masks");
  const State s(*g);
  const auto refused = [&](const std::string& space, const std::string& prop, const std::string& value) {
    nlohmann::json j = state_to_json(*g, s);
    j["spaces"][space][prop] = nlohmann::json::parse(value);
    try {
      state_from_json(*g, j);
    } catch (const std::runtime_error& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_NE(refused("t1", "rank", "0").find("'t1.rank' must be a whole number from 1 to 3, not 0"), std::string::npos)
      << refused("t1", "rank", "0");
  EXPECT_NE(refused("a1", "rank", "4").find("'a1.rank' must be a whole number from 1 to 3"), std::string::npos) << "the 9x9 board too";
  EXPECT_NE(refused("p1", "level", "-2").find("from -1 to 2, not -2"), std::string::npos) << refused("p1", "level", "-2");
  EXPECT_EQ(refused("p1", "level", "-1"), "accepted");
  EXPECT_EQ(refused("t1", "rank", "3"), "accepted");
}

}  // namespace
}  // namespace rb
