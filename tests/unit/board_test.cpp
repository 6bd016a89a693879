// Unit tests of boards: names, relation tables and wrapping of the four generators.
#include "core/board.h"

#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <utility>

#include "core/board_generators.h"
#include "core/space_hints.h"

namespace rb {
namespace {

int32_t at(const Board& board, const std::string& name) {
  auto space = board.find(name);
  EXPECT_TRUE(space.has_value()) << "no space " << name;
  return space.value_or(kNone);
}

// The name reached by one step along a relation, or "none".
std::string step(const Board& board, const std::string& rel, const std::string& from) {
  const Relation* r = board.relation(rel);
  if (r == nullptr) return "no relation " + rel;
  int32_t to = r->next(at(board, from));
  return to == kNone ? "none" : board.space_name(to);
}

std::set<std::string> targets(const Board& board, const std::string& rel, const std::string& from) {
  const Relation* r = board.relation(rel);
  std::set<std::string> names;
  int32_t s = at(board, from);
  for (const int32_t* t = r->begin(s); t != r->end(s); ++t) names.insert(board.space_name(*t));
  return names;
}

std::string error_of(auto make) {
  try {
    make();
  } catch (const BoardError& e) {
    return e.what();
  }
  return "no error";
}

Board square(int w, int h, bool wrap_x = false, bool wrap_y = false, int directions = 8,
             std::vector<std::string> holes = {}) {
  SquareSpec spec;
  spec.width = w;
  spec.height = h;
  spec.directions = directions;
  spec.wrap_x = wrap_x;
  spec.wrap_y = wrap_y;
  spec.holes = std::move(holes);
  return make_square(spec);
}

Board quartered(std::vector<std::string> only, std::vector<std::string> holes = {}) {
  QuarteredSpec spec;
  spec.only = std::move(only);
  spec.holes = std::move(holes);
  return make_quartered(spec);
}

// ---- square -------------------------------------------------------------------------

TEST(SquareBoard, NamesA1AtColumnOneRowOneAndH8AtTheFarCorner) {
  Board b = square(8, 8);
  EXPECT_EQ(b.size(), 64);
  EXPECT_EQ(b.space_name(0), "a1");
  EXPECT_TRUE(b.find("h8"));
  EXPECT_FALSE(b.find("i1"));
  EXPECT_FALSE(b.find("a9"));
}

TEST(SquareBoard, NamesTheFarCornerOfATenByTenJ10) { EXPECT_TRUE(square(10, 10).find("j10")); }

TEST(SquareBoard, ContinuesColumnNamesPastZWithAa) {
  Board b = square(28, 1);
  EXPECT_EQ(b.space_name(25), "z1");
  EXPECT_EQ(b.space_name(26), "aa1");
  EXPECT_EQ(b.space_name(27), "ab1");
}

TEST(SquareBoard, SetsXAndYFromOne) {
  Board b = square(8, 8);
  EXPECT_EQ(b.attribute("x", at(b, "c5")), 3);
  EXPECT_EQ(b.attribute("y", at(b, "c5")), 5);
}

TEST(SquareBoard, StepsNorthUpARowAndEastAlongAColumn) {
  Board b = square(8, 8);
  EXPECT_EQ(step(b, "n", "d4"), "d5");
  EXPECT_EQ(step(b, "e", "d4"), "e4");
  EXPECT_EQ(step(b, "s", "d4"), "d3");
  EXPECT_EQ(step(b, "w", "d4"), "c4");
}

TEST(SquareBoard, StepsDiagonally) {
  Board b = square(8, 8);
  EXPECT_EQ(step(b, "ne", "d4"), "e5");
  EXPECT_EQ(step(b, "se", "d4"), "e3");
  EXPECT_EQ(step(b, "sw", "d4"), "c3");
  EXPECT_EQ(step(b, "nw", "d4"), "c5");
}

TEST(SquareBoard, GivesNoneOffAnUnwrappedEdge) {
  Board b = square(8, 8);
  for (const char* d : {"s", "w", "sw", "se", "nw"}) EXPECT_EQ(step(b, d, "a1"), "none") << d;
  for (const char* d : {"n", "e", "ne", "nw", "se"}) EXPECT_EQ(step(b, d, "h8"), "none") << d;
}

TEST(SquareBoard, WrapsOnlyEastWestWithWrapX) {
  Board b = square(8, 8, true, false);
  EXPECT_EQ(step(b, "e", "h3"), "a3");
  EXPECT_EQ(step(b, "w", "a3"), "h3");
  EXPECT_EQ(step(b, "ne", "h3"), "a4");
  EXPECT_EQ(step(b, "n", "a8"), "none");
  EXPECT_EQ(step(b, "ne", "h8"), "none");
}

TEST(SquareBoard, WrapsOnlyNorthSouthWithWrapY) {
  Board b = square(8, 8, false, true);
  EXPECT_EQ(step(b, "n", "c8"), "c1");
  EXPECT_EQ(step(b, "s", "c1"), "c8");
  EXPECT_EQ(step(b, "ne", "c8"), "d1");
  EXPECT_EQ(step(b, "e", "h1"), "none");
  EXPECT_EQ(step(b, "se", "h1"), "none");
}

TEST(SquareBoard, WrapsDiagonallyAcrossTheCorner) {
  Board b = square(8, 8, true, true);
  const char* dirs[] = {"n", "e", "s", "w", "ne", "se", "sw", "nw"};
  std::map<std::string, std::vector<std::string>> expected = {
      {"a1", {"a2", "b1", "a8", "h1", "b2", "b8", "h8", "h2"}},
      {"h8", {"h1", "a8", "h7", "g8", "a1", "a7", "g7", "g1"}},
      {"a8", {"a1", "b8", "a7", "h8", "b1", "b7", "h7", "h1"}},
      {"h1", {"h2", "a1", "h8", "g1", "a2", "a8", "g8", "g2"}}};
  for (const auto& [from, to] : expected)
    for (int d = 0; d < 8; ++d) EXPECT_EQ(step(b, dirs[d], from), to[d]) << from << " " << dirs[d];
}

TEST(SquareBoard, HasNoDiagonalsWithFourDirections) {
  Board b = square(8, 8, false, false, 4);
  EXPECT_EQ(b.relation("ne"), nullptr);
  EXPECT_EQ(b.relation_names(), (std::vector<std::string>{"n", "e", "s", "w", "adjacent"}));
  EXPECT_EQ(b.relation("adjacent")->count(at(b, "d4")), 4);
}

TEST(SquareBoard, MakesAdjacentTheUnionOfTheDirections) {
  Board b = square(8, 8);
  EXPECT_EQ(b.relation("adjacent")->count(at(b, "d4")), 8);
  EXPECT_EQ(targets(b, "adjacent", "a1"), (std::set<std::string>{"a2", "b1", "b2"}));
}

TEST(SquareBoard, LeavesOutHolesAndStepsIntoThemGiveNone) {
  Board b = square(10, 10, false, false, 8, {"e5", "f5", "e6", "f6"});
  EXPECT_EQ(b.size(), 96);
  EXPECT_FALSE(b.find("e5"));
  EXPECT_EQ(step(b, "n", "e4"), "none");
  EXPECT_EQ(step(b, "e", "d5"), "none");
  EXPECT_EQ(step(b, "ne", "d4"), "none");
  EXPECT_EQ(step(b, "sw", "g7"), "none");
  EXPECT_EQ(b.relation("adjacent")->count(at(b, "e4")), 6);
}

TEST(SquareBoard, DrawsRowOneAtTheBottom) {
  Board b = square(8, 8);
  EXPECT_EQ(b.position(at(b, "a1")).x, 0);
  EXPECT_EQ(b.position(at(b, "a1")).y, 7);
  EXPECT_EQ(b.position(at(b, "h8")).x, 7);
  EXPECT_EQ(b.position(at(b, "h8")).y, 0);
}

TEST(SquareBoard, RecordsKindShapeAndSize) {
  Board b = square(5, 3);
  EXPECT_EQ(b.kind, "square");
  EXPECT_EQ(b.shape, "square");
  EXPECT_EQ(b.width, 5);
  EXPECT_EQ(b.height, 3);
}

TEST(SquareBoard, RejectsAZeroWidth) {
  EXPECT_NE(error_of([] { square(0, 8); }).find("0x8"), std::string::npos);
}

TEST(SquareBoard, RejectsDirectionsOtherThanFourOrEight) {
  EXPECT_NE(error_of([] { square(8, 8, false, false, 6); }).find("4 or 8"), std::string::npos);
}

TEST(SquareBoard, RejectsAnUnknownHoleByName) {
  EXPECT_NE(error_of([] { square(8, 8, false, false, 8, {"z9"}); }).find("'z9'"),
            std::string::npos);
}

// ---- quartered ----------------------------------------------------------------------

TEST(QuarteredBoard, NamesTrianglesByRowColumnAndSide) {
  Board b = make_quartered({});
  EXPECT_EQ(b.size(), 4 * 4 * 7);
  int32_t s = at(b, "r2c3W");
  EXPECT_EQ(b.attribute("row", s), 2);
  EXPECT_EQ(b.attribute("col", s), 3);
  EXPECT_EQ(b.attribute("side", s), 3);
}

TEST(QuarteredBoard, PairsOppositeTrianglesOfOneSquare) {
  Board b = make_quartered({});
  EXPECT_EQ(step(b, "opposite", "r2c3N"), "r2c3S");
  EXPECT_EQ(step(b, "opposite", "r2c3W"), "r2c3E");
}

TEST(QuarteredBoard, JoinsANorthTriangleToTheSouthTriangleAbove) {
  Board b = make_quartered({});
  EXPECT_EQ(targets(b, "side", "r2c2N"), (std::set<std::string>{"r2c2E", "r2c2W", "r3c2S"}));
}

TEST(QuarteredBoard, JoinsAnEastTriangleToTheWestTriangleOnTheRight) {
  Board b = make_quartered({});
  EXPECT_EQ(targets(b, "side", "r2c2E"), (std::set<std::string>{"r2c2N", "r2c2S", "r2c3W"}));
}

TEST(QuarteredBoard, GivesTenCornerNeighboursOnAnOpenBoard) {
  Board b = make_quartered({});
  EXPECT_EQ(targets(b, "corner", "r3c2N"),
            (std::set<std::string>{"r3c1N", "r3c1E", "r4c1S", "r4c1E", "r4c2W", "r3c3N", "r3c3W",
                                   "r4c3S", "r4c3W", "r4c2E"}));
  for (int32_t s = 0; s < b.size(); ++s) {
    int row = b.attribute("row", s), col = b.attribute("col", s);
    if (row > 1 && row < 7 && col > 1 && col < 4) {
      EXPECT_EQ(b.relation("corner")->count(s), 10) << b.space_name(s);
    }
  }
}

TEST(QuarteredBoard, GivesFewerCornerNeighboursAtTheEdge) {
  Board b = make_quartered({});
  EXPECT_EQ(targets(b, "corner", "r1c1S"), (std::set<std::string>{"r1c2S", "r1c2W"}));
  EXPECT_EQ(b.relation("corner")->count(at(b, "r1c1N")), 6);
}

TEST(QuarteredBoard, KeepsOnlyTheListedSquaresAndTriangles) {
  Board b = quartered({"r1c1", "r1c2N"});
  EXPECT_EQ(b.size(), 5);
  EXPECT_EQ(targets(b, "side", "r1c1E"), (std::set<std::string>{"r1c1N", "r1c1S"}));
  EXPECT_EQ(targets(b, "corner", "r1c2N"), (std::set<std::string>{"r1c1N", "r1c1E"}));
  EXPECT_EQ(step(b, "opposite", "r1c2N"), "none");
}

TEST(QuarteredBoard, LeavesOutHoleSquaresAndTriangles) {
  Board b = quartered({}, {"r2c2", "r1c1N"});
  EXPECT_EQ(b.size(), 4 * 4 * 7 - 5);
  EXPECT_FALSE(b.find("r2c2E"));
  EXPECT_EQ(targets(b, "side", "r3c2S"), (std::set<std::string>{"r3c2E", "r3c2W"}));
  EXPECT_EQ(step(b, "opposite", "r1c1S"), "none");
}

TEST(QuarteredBoard, DrawsEachTriangleAtItsCentroidWithTheTopRowAtTheTop) {
  QuarteredSpec spec;
  spec.width = 1;
  spec.height = 2;
  Board b = make_quartered(spec);
  EXPECT_DOUBLE_EQ(b.position(at(b, "r2c1N")).x, 0.5);
  EXPECT_DOUBLE_EQ(b.position(at(b, "r2c1N")).y, 1.0 / 6);
  EXPECT_DOUBLE_EQ(b.position(at(b, "r1c1S")).y, 1 + 5.0 / 6);
  EXPECT_DOUBLE_EQ(b.position(at(b, "r1c1E")).x, 5.0 / 6);
}

TEST(QuarteredBoard, RecordsKindAndTriangleShape) {
  Board b = make_quartered({});
  EXPECT_EQ(b.kind, "quartered");
  EXPECT_EQ(b.shape, "triangle");
}

TEST(QuarteredBoard, RejectsAnUnknownNameInOnly) {
  EXPECT_NE(error_of([] { quartered({"r9c1"}); }).find("'r9c1'"), std::string::npos);
}

// ---- track --------------------------------------------------------------------------

TEST(TrackBoard, StepsAlongALineWithOpenEnds) {
  Board b = make_track({"t", {"start", "mid", "end"}, false});
  EXPECT_EQ(step(b, "next", "start"), "mid");
  EXPECT_EQ(step(b, "next", "end"), "none");
  EXPECT_EQ(step(b, "prev", "start"), "none");
  EXPECT_EQ(b.attribute("index", at(b, "end")), 3);
  EXPECT_EQ(b.position(at(b, "end")).x, 2);
}

TEST(TrackBoard, WrapsARing) {
  Board b = make_track({"t", {"a", "b", "c"}, true});
  EXPECT_EQ(step(b, "next", "c"), "a");
  EXPECT_EQ(step(b, "prev", "a"), "c");
}

TEST(TrackBoard, PlacesARingOnACircle) {
  Board b = make_track({"t", {"a", "b", "c", "d", "e", "f", "g", "h", "i", "j"}, true});
  Point centre = {0, 0};
  for (int32_t s = 0; s < b.size(); ++s)
    centre = {centre.x + b.position(s).x / 10, centre.y + b.position(s).y / 10};
  double r0 = std::hypot(b.position(0).x - centre.x, b.position(0).y - centre.y);
  for (int32_t s = 1; s < b.size(); ++s)
    EXPECT_NEAR(std::hypot(b.position(s).x - centre.x, b.position(s).y - centre.y), r0, 1e-9);
}

TEST(TrackBoard, RejectsATrackWithoutCells) {
  EXPECT_NE(error_of([] { make_track({}); }), "no error");
}

// ---- graph --------------------------------------------------------------------------

GraphSpec village() {
  GraphSpec spec;
  spec.nodes = {
      {"town_hall", {1, 2}, {{"value", 3}}, {"start"}}, {"well", {}, {}, {}}, {"mill", {}, {}, {}}};
  spec.edges = {{"town_hall", "well", "road", false, false},
                {"well", "mill", "flow", true, false},
                {"mill", "", "north", false, true}};
  return spec;
}

TEST(GraphBoard, SendsADirectedEdgeOutOneWayAndInTheOther) {
  Board b = make_graph(village());
  EXPECT_EQ(targets(b, "out", "well"), (std::set<std::string>{"town_hall", "mill"}));
  EXPECT_EQ(targets(b, "out", "mill"), (std::set<std::string>{}));
  EXPECT_EQ(targets(b, "in", "mill"), (std::set<std::string>{"well"}));
}

TEST(GraphBoard, CountsAnUndirectedEdgeBothWays) {
  Board b = make_graph(village());
  EXPECT_EQ(step(b, "out", "town_hall"), "well");
  EXPECT_EQ(step(b, "in", "town_hall"), "well");
  EXPECT_EQ(targets(b, "in", "well"), (std::set<std::string>{"town_hall"}));
}

TEST(GraphBoard, MakesAdjacentIgnoreDirection) {
  Board b = make_graph(village());
  EXPECT_EQ(step(b, "adjacent", "mill"), "well");
}

TEST(GraphBoard, MakesEachEdgeLabelARelation) {
  Board b = make_graph(village());
  EXPECT_EQ(b.relation_names(),
            (std::vector<std::string>{"out", "in", "adjacent", "road", "flow"}));
  EXPECT_EQ(step(b, "flow", "well"), "mill");
  EXPECT_EQ(step(b, "flow", "mill"), "none");
  EXPECT_EQ(step(b, "road", "well"), "town_hall");
}

TEST(GraphBoard, RecordsExitEdgesOutsideTheRelations) {
  Board b = make_graph(village());
  ASSERT_EQ(b.exits().size(), 1u);
  EXPECT_EQ(b.exits()[0].from, at(b, "mill"));
  EXPECT_EQ(b.exits()[0].label, "north");
  EXPECT_EQ(b.relation("north"), nullptr);
}

TEST(GraphBoard, NamesAnUnknownNodeAndListsTheValidIds) {
  GraphSpec spec = village();
  spec.edges.push_back({"well", "barn", "", false, false});
  std::string message = error_of([&] { make_graph(spec); });
  EXPECT_NE(message.find("'barn'"), std::string::npos) << message;
  EXPECT_NE(message.find("town_hall, well, mill"), std::string::npos) << message;
}

TEST(GraphBoard, RejectsADuplicateNodeId) {
  GraphSpec spec = village();
  spec.nodes.push_back({"well", {}, {}, {}});
  EXPECT_NE(error_of([&] { make_graph(spec); }).find("'well'"), std::string::npos);
}

TEST(GraphBoard, RejectsAnEdgeLabelThatClashesWithABuiltInRelation) {
  GraphSpec spec = village();
  spec.edges.push_back({"well", "mill", "in", false, false});
  EXPECT_NE(error_of([&] { make_graph(spec); }).find("'in'"), std::string::npos);
}

TEST(GraphBoard, KeepsNodeAttributesTagsAndPositions) {
  Board b = make_graph(village());
  int32_t hall = at(b, "town_hall");
  EXPECT_EQ(b.attribute("value", hall), 3);
  EXPECT_TRUE(b.has_tag(hall, "start"));
  EXPECT_FALSE(b.has_tag(at(b, "well"), "start"));
  EXPECT_EQ(b.position(hall).y, 2);
  EXPECT_EQ(b.kind, "graph");
  EXPECT_EQ(b.shape, "circle");
}

// ---- board storage ------------------------------------------------------------------

TEST(Board, GivesZeroForAnUnsetOrUnknownAttribute) {
  Board b = make_graph(village());
  EXPECT_EQ(b.attribute("value", at(b, "well")), 0);
  EXPECT_EQ(b.attribute("height", at(b, "well")), 0);
  EXPECT_FALSE(b.has_attribute("height"));
}

TEST(Board, KeepsARepeatedEdgeOnceInFirstOrder) {
  Board b;
  for (const char* n : {"a", "b", "c"}) b.add_space(n, {});
  b.add_relation("r", {{0, 2}, {1, 0}, {0, 1}, {0, 2}, {0, 1}});
  const Relation* r = b.relation("r");
  EXPECT_EQ(r->offsets, (std::vector<int32_t>{0, 2, 3, 3}));
  EXPECT_EQ(r->targets, (std::vector<int32_t>{2, 1, 0}));
}

TEST(Board, StepsNowhereAndIsNotFunctionalWhereASpaceHasSeveralTargets) {
  Board b;
  for (const char* n : {"a", "b", "c"}) b.add_space(n, {});
  b.add_relation("r", {{0, 1}, {0, 2}, {1, 2}});
  const Relation* r = b.relation("r");
  EXPECT_FALSE(r->functional);
  EXPECT_EQ(r->step, (std::vector<int32_t>{kNone, 2, kNone}));
}

// A hint's label takes each {attribute} in turn, side by side too; an attribute the board
// lacks reads as nothing, and the placeholder after it is still filled.
TEST(SpaceHints, ALabelFillsEveryPlaceholderInTurn) {
  Board b = square(3, 3);
  const int32_t b3 = *b.find("b3");
  EXPECT_EQ(hint_label("{x}{y}", b, b3), "23");
  EXPECT_EQ(hint_label("({x},{y})", b, b3), "(2,3)");
  EXPECT_EQ(hint_label("{nope}{x}", b, b3), "2");
  EXPECT_EQ(hint_label("{x} {unclosed", b, b3), "2 {unclosed");
}

TEST(Board, CountsEveryKingMoveOnAnEightByEight) {
  Board b = square(8, 8);
  EXPECT_EQ(b.relation("adjacent")->targets.size(), 420u);
  EXPECT_EQ(b.relation("n")->targets.size(), 56u);
  EXPECT_EQ(b.relation("ne")->targets.size(), 49u);
  EXPECT_EQ(b.relation("adjacent")->offsets.size(), 65u);
  EXPECT_TRUE(b.relation("n")->functional);
}

}  // namespace
}  // namespace rb

TEST(QuarteredBoard, RowsFromTheTopPutRowOneAtTheTopEdge) {
  rb::QuarteredSpec spec;
  spec.width = 4;
  spec.height = 7;
  spec.rows_from_top = true;
  const rb::Board b = rb::make_quartered(spec);
  const auto side = b.relation("side");
  // N of r2c1 faces row 1, so it shares its outer edge with S of r1c1.
  const int32_t n = *b.find("r2c1N"), s = *b.find("r1c1S");
  EXPECT_NE(std::find(side->begin(n), side->end(n), s), side->end(n));
  EXPECT_LT(b.position(*b.find("r1c1N")).y, b.position(*b.find("r7c1N")).y);  // drawn above
  EXPECT_EQ(b.relation("corner")->count(*b.find("r3c2N")), 10);
}
