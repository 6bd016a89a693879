// Unit tests of the primitives for neighbours and jumps: a flank without `close` (s:flip and
// a filter's flanks: Ataxx's conversion and "next to one of mine"), list:slides_from (moves
// from the spaces a filter finds), s:tally and a square board's `steps`, on
// tests/data/neighbour_calls, by bit shifts and (with a hole, no relation being a shift) by
// walks.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/board_generators.h"
#include "engine/engine.h"
#include "engine/move_text.h"
#include "load/game_loader.h"

namespace rb {
namespace {

// The game itself, or its variant with a hole at e1.
std::shared_ptr<const GameDef> neighbour_calls(const std::string& which, bool hole, bool by_rays = false) {
  return load_game(LoadRequest{std::string(RULEBOOK_TEST_DATA) + "/neighbour_calls" + (hole ? "/holes.yaml" : ""), {},
                               {{"case", which}, {"by_rays", by_rays ? "true" : "false"}}});
}

std::vector<std::string> legal_texts(Engine& engine, const State& s, int player = 1) {
  MoveList list;
  engine.legal_moves(s, player, list);
  std::vector<std::string> out;
  for (int i = 0; i < list.size(); ++i) out.push_back(move_to_text(engine.game(), list[i], player));
  std::sort(out.begin(), out.end());
  return out;
}

int mark(const Engine& engine, const State& s, const std::string& square) {
  return s.prop(*engine.game().spaces.find(square), 0);
}

class NeighbourCalls : public testing::TestWithParam<bool> {};

TEST_P(NeighbourCalls, AFlankWithoutCloseTurnsEveryAdjacentEnemyAndNoMore) {
  Engine engine(neighbour_calls("flip", GetParam()));
  State s = engine.new_game(1);
  std::string error;
  const auto m = parse_move(engine.game(), "place c3", 1, error);
  ASSERT_TRUE(m) << error;
  ASSERT_EQ(engine.apply_checked(s, 1, *m), "");
  EXPECT_EQ(s.gvar(0), 4) << "b2, d3, c4 and d4";
  for (const char* turned : {"b2", "d3", "c4", "d4"}) EXPECT_EQ(mark(engine, s, turned), 1) << turned;
  EXPECT_EQ(mark(engine, s, "e3"), 2) << "behind d3: max = 1 takes the neighbour only";
  EXPECT_EQ(mark(engine, s, "e5"), 2);
  EXPECT_EQ(s.gvar(1), 13) << "s:tally: the empty squares next to player 1's marks";
}

TEST_P(NeighbourCalls, AFilterWithAnOpenFlankFindsTheSquaresNextToOnesOwn) {
  Engine engine(neighbour_calls("places", GetParam()));
  const std::vector<std::string> expected = {"place a2", "place b1", "place c2", "place d1", "place d2"};
  EXPECT_EQ(legal_texts(engine, engine.new_game(1)), expected);
}

TEST_P(NeighbourCalls, SlidesFromStartAtEverySpaceTheFilterFinds) {
  Engine engine(neighbour_calls("jumps", GetParam()));
  std::vector<std::string> expected = {"hop a1 b3", "hop a1 c2", "hop c1 e2"};
  if (!GetParam()) expected.insert(expected.begin() + 2, "hop c1 e1");
  EXPECT_EQ(legal_texts(engine, engine.new_game(1)), expected);
}

TEST_P(NeighbourCalls, TwoDirectionsThatLandOnTheSameSquareMakeOneMove) {
  Engine engine(neighbour_calls("jumps_twice", GetParam()));
  std::vector<std::string> expected = {"hop a1 b3", "hop a1 c2", "hop c1 e2"};
  if (!GetParam()) expected.insert(expected.begin() + 2, "hop c1 e1");  // once, by e2 and by ee
  EXPECT_EQ(legal_texts(engine, engine.new_game(1)), expected);
}

// Walks of several steps listed from every mark at once (along shifts: a batch a direction
// and distance) are the walks list:rays finds from each mark: the same moves, each once,
// over a game of hops played alike in both, for player 1 and player 2.
TEST_P(NeighbourCalls, SlidesFromWalksSeveralStepsAsRaysDoFromEachSpace) {
  for (const char* which : {"walk_jump", "walk_queen", "walk_meet"}) {
    Engine slides(neighbour_calls(which, GetParam())), rays(neighbour_calls(which, GetParam(), true));
    State a = slides.new_game(1), b = rays.new_game(1);
    for (int ply = 0; ply < 12 && !a.terminal(); ++ply) {
      const int p = a.first_to_move();
      const std::vector<std::string> listed = legal_texts(slides, a, p);
      ASSERT_EQ(listed, legal_texts(rays, b, p)) << which << ", ply " << ply;
      ASSERT_EQ(std::adjacent_find(listed.begin(), listed.end()), listed.end()) << which << ": a move listed twice";
      if (listed.empty()) break;
      const std::string& text = listed[size_t(ply * 7) % listed.size()];
      std::string error;
      ASSERT_EQ(slides.apply_checked(a, p, *parse_move(slides.game(), text, p, error)), "") << text;
      ASSERT_EQ(rays.apply_checked(b, p, *parse_move(rays.game(), text, p, error)), "") << text;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(ShiftsAndWalks, NeighbourCalls, testing::Values(false, true),
                         [](const testing::TestParamInfo<bool>& info) { return info.param ? "walks" : "shifts"; });

TEST(SquareSteps, AddARelationOfEachStep) {
  SquareSpec spec;
  spec.width = spec.height = 5;
  spec.steps = {{"nne", 1, 2}, {"wsw", -2, -1}};
  const Board b = make_square(spec);
  const int32_t a1 = *b.find("a1"), b3 = *b.find("b3"), c2 = *b.find("c2");
  EXPECT_EQ(b.relation("nne")->next(a1), b3);
  EXPECT_EQ(b.relation("wsw")->next(c2), a1);
  EXPECT_EQ(b.relation("wsw")->next(a1), kNone) << "off the board";
  EXPECT_TRUE(b.relation("nne")->shift) << "a step of a square grid is a bit shift";
}

TEST(SquareSteps, RefuseANameTakenAndAStepThatStays) {
  SquareSpec spec;
  spec.steps = {{"n", 0, 2}};
  EXPECT_THROW(make_square(spec), BoardError);
  spec.steps = {{"still", 0, 0}};
  EXPECT_THROW(make_square(spec), BoardError);
}

}  // namespace
}  // namespace rb
