// What game.yaml may declare beside the rules: placements (and pieces that fall), the
// effects of a move (capture, move, place) and its endings (a line, an edge, no enemy
// left, a full board), applied by the runtime; apply() then optional. Also that one-step
// patterns listed with 64-bit masks list exactly what the walk piece by piece lists.
#include <random>
#include <set>

#include "../support/game_folder.h"
#include "agents/random_agent.h"
#include "core/board_chunks.h"
#include "core/move_batches.h"

namespace rb {
namespace {

const std::string kFromTo = "args: [{name: from, type: space}, {name: to, type: space}]";
const std::string kTo = "args: [{name: to, type: space}]";
const std::string kSetup = "function setup(s) s:set_turn(1) end\n";

// A board of `size` squares (3: 3x3), pawns and `discs` discs per player, a captured zone each.
std::string game_yaml(const std::string& actions, const std::string& board_extra = "", int size = 3, int discs = 5) {
  const std::string n = std::to_string(size);
  return "name: declared\nplayers: {min: 2, max: 2, default: 2}\n"
         "parameters:\n  misere: {type: bool, default: false, description: a line loses}\n"
         "boards:\n  - {id: board, generator: square, width: " + n + ", height: " + n + ", directions: 8" + board_extra + "}\n"
         "components:\n"
         "  - {id: pawn, kind: pawn, each: {colour: [white, black]}, owner: colour, count: 3, name: \"{colour}_pawn_{copy}\"}\n"
         "  - {id: disc, kind: disc, each: {colour: [white, black]}, owner: colour, count: " + std::to_string(discs) + ", name: \"{colour}_disc_{copy}\"}\n"
         "zones:\n  - {id: captured, per_player: true}\n"
         "actions:\n" + actions + "rules: rules.lua\n";
}

const std::string kLine = "axes: [[e, w], [n, s], [ne, sw], [nw, se]]";
const std::string kDrop = "  drop: {" + kTo + ", patterns: [{place: {kind: disc}, to: empty, falls: s}], effects: [place]}\n";
const std::string kMark = "  mark: {" + kTo + ", patterns: [{place: {kind: disc}, to: empty}], effects: [place], ends: [{line: 3, " +
                          kLine + ", result: win, unless: \"${misere}\", reason: three}, {line: 3, " + kLine +
                          ", result: loss, if: \"${misere}\"}, {full: true}]}\n";
const std::string kStep = "  step: {" + kFromTo + ", patterns: [{pieces: {kind: pawn}, directions: {1: [n, ne, nw], 2: [s, se, sw]}, "
                          "to: not_friend}], effects: [{capture: captured}, move], ends: [{edge: {1: [n], 2: [s]}, reason: far}, "
                          "{no_enemies: true, reason: none left}]}\n";

const std::string kMarkNoEnd = "  mark: {" + kTo + ", patterns: [{place: {kind: disc}, to: empty}], effects: [place]}\n";

using Moves = std::vector<std::string>;

class DeclaredEffects : public GameFolder {
 protected:
  void start(const std::string& actions, const std::string& lua = kSetup) { GameFolder::start(game_yaml(actions), lua); }
  std::string error_in(const std::string& actions) { return load_error(game_yaml(actions), kSetup); }
  int32_t at(const std::string& component) const {
    const GameDef& g = engine_->game();
    return state_.zone_of(g.kit.component_index.at(component));
  }
  int32_t space(const std::string& name) const { return *engine_->game().spaces.find(name); }
};

TEST_F(DeclaredEffects, APlacementGoesOntoEveryEmptySpace) {
  start(kMark);
  EXPECT_EQ(moves(1).size(), 9u);
  ASSERT_EQ(play("mark b2"), "");
  EXPECT_EQ(at("white_disc_1"), space("b2")) << "the mover's first unplaced piece";
  EXPECT_EQ(moves(2).size(), 8u);
}

TEST_F(DeclaredEffects, APieceThatFallsRestsOnThePieceBelowOrTheEdge) {
  start(kDrop);
  EXPECT_EQ(moves(1), (Moves{"drop a1", "drop b1", "drop c1"}));
  ASSERT_EQ(play("drop b1"), "");
  EXPECT_EQ(moves(2), (Moves{"drop a1", "drop b2", "drop c1"}));
  EXPECT_NE(play("drop c2"), "") << "c2 would hang over an empty c1";
}

TEST_F(DeclaredEffects, NoPlacementIsLeftOnceEveryPieceIsPlaced) {
  start(kMark);
  const char* squares[] = {"a1", "b1", "c1", "a2", "b2"};
  for (int i = 0; i < 5; ++i) place("white_disc_" + std::to_string(i + 1), squares[i]);
  EXPECT_TRUE(moves(1).empty()) << "white has placed all five";
  EXPECT_EQ(moves(2).size(), 4u) << "black still has discs";
}

TEST_F(DeclaredEffects, WithoutApplyTheTurnPassesToTheNextPlayer) {
  start(kDrop);
  ASSERT_EQ(play("drop a1"), "");
  EXPECT_EQ(state_.first_to_move(), 2);
  ASSERT_EQ(play("drop a2"), "");
  EXPECT_EQ(state_.first_to_move(), 1);
}

TEST_F(DeclaredEffects, ALineOfTheMoversPiecesWinsWithItsReason) {
  start(kMark);
  for (const char* m : {"mark a1", "mark a2", "mark b1", "mark b2", "mark c1"}) ASSERT_EQ(play(m), "");
  ASSERT_TRUE(state_.terminal());
  EXPECT_EQ(state_.result(1), Result::Win);
  EXPECT_EQ(state_.result(2), Result::Loss);
  EXPECT_EQ(state_.end_reason(), "three");
}

TEST_F(DeclaredEffects, AnEndingKeptByAParameterCanMakeALineLose) {
  write(game_yaml(kMark), kSetup);
  engine_ = std::make_unique<Engine>(load_game(LoadRequest{dir_, {}, {{"misere", "true"}}}));
  state_ = engine_->new_game(1);
  for (const char* m : {"mark a1", "mark a2", "mark b1", "mark b2", "mark c1"}) ASSERT_EQ(play(m), "");
  EXPECT_EQ(state_.result(1), Result::Loss);
  EXPECT_EQ(state_.result(2), Result::Win);
  EXPECT_EQ(state_.end_reason(), "a line") << "the default reason";
}

// {line: 2, exact: true}: exactly two in a row along some axis; three along one do not count.
TEST_F(DeclaredEffects, AnExactLineCountsOnlyThatLength) {
  const std::string pair = "  mark: {" + kTo + ", patterns: [{place: {kind: disc}, to: empty}], effects: [place], ends: [{line: 2, "
                           "exact: true, " + kLine + ", result: win}]}\n";
  start(pair);
  for (const char* m : {"mark a1", "mark a3", "mark c1", "mark c3"}) ASSERT_EQ(play(m), "");
  ASSERT_EQ(play("mark b1"), "");
  EXPECT_FALSE(state_.terminal()) << "a1 b1 c1 is three, not two";
  start(pair);
  for (const char* m : {"mark a1", "mark a3", "mark b1"}) ASSERT_EQ(play(m), "");
  EXPECT_EQ(state_.result(1), Result::Win) << "a1 b1 is exactly two";
  EXPECT_NE(error_in("  put: {" + kTo + ", ends: [{full: true, exact: true}]}\n").find("only a line ending takes it"), std::string::npos);
}

// An axis of two directions that are not each other's reverse bends: its line is the
// landing space and the runs along both, as the walk counts them, so it has no masks.
TEST_F(DeclaredEffects, AnAxisThatBendsIsWalkedNotMasked) {
  start("  mark: {" + kTo + ", patterns: [{place: {kind: disc}, to: empty}], effects: [place], ends: [{line: 3, "
        "axes: [[n, e]], result: win}]}\n");
  const DeclaredEnd& end = engine_->game().actions.declared.at(0).ends.at(0);
  EXPECT_TRUE(end.line_masks.empty() || end.line_masks.at(0).delta.empty());
  for (const char* m : {"mark a2", "mark c3", "mark b1", "mark c2"}) ASSERT_EQ(play(m), "");
  EXPECT_FALSE(state_.terminal());
  ASSERT_EQ(play("mark a1"), "");
  EXPECT_EQ(state_.result(1), Result::Win) << "a2 north of a1, b1 east of it: three along [n, e]";
}

// A line of a length with no unrolled copy (2, 7) is found by the masks as well, and a line
// whose length along some axis of the board does not fit 64 bits (9 on 8x8: 8 diagonal
// steps of 9 bits) is walked.
TEST_F(DeclaredEffects, LinesOfAnyLengthThatFitAreFoundByMasks) {
  const auto line_of = [&](int length) {
    return "  mark: {" + kTo + ", patterns: [{place: {kind: disc}, to: empty}], effects: [place], ends: [{line: " +
           std::to_string(length) + ", " + kLine + ", result: win}]}\n";
  };
  const auto masked = [&] { return !engine_->game().actions.declared.at(0).ends.at(0).line_masks.at(0).delta.empty(); };
  GameFolder::start(game_yaml(line_of(2)), kSetup);
  EXPECT_TRUE(masked());
  for (const char* m : {"mark a1", "mark c3"}) ASSERT_EQ(play(m), "");
  EXPECT_FALSE(state_.terminal());
  ASSERT_EQ(play("mark b1"), "");
  EXPECT_EQ(state_.result(1), Result::Win) << "a1 b1";
  GameFolder::start(game_yaml(line_of(7), "", 8, 10), kSetup);
  EXPECT_TRUE(masked());
  for (const char* m : {"mark a1", "mark a8", "mark b1", "mark b8", "mark c1", "mark c8", "mark d1", "mark d8", "mark e1",
                        "mark e8", "mark f1", "mark f8"})
    ASSERT_EQ(play(m), "");
  EXPECT_FALSE(state_.terminal()) << "six in a row each";
  ASSERT_EQ(play("mark g1"), "");
  EXPECT_EQ(state_.result(1), Result::Win) << "a1 .. g1";
  GameFolder::start(game_yaml(line_of(8), "", 8, 10), kSetup);
  EXPECT_TRUE(masked()) << "7 diagonal steps of 9 bits: 63";
  GameFolder::start(game_yaml(line_of(9), "", 8, 10), kSetup);
  EXPECT_FALSE(masked());
}

// A placement onto a space that already holds a piece, or into a zone that is not a space,
// puts the list's first piece where put_top puts it, its face and who knows it unchanged.
TEST_F(DeclaredEffects, TheFirstPieceNowhereGoesWherePutTopPutsIt) {
  start(kMark);
  const GameDef& g = engine_->game();
  const int list = g.actions.patterns.at(0).hints.at(0);
  ASSERT_GE(list, 0) << "white's discs are a list";
  const int32_t first = g.kit.component_index.at("white_disc_1");
  const int32_t pawn = g.kit.component_index.at("black_pawn_1");
  const int32_t captured = g.kit.zone_index.at("captured.1");
  for (const int32_t zone : {space("b2"), captured}) {
    State s = state_;
    s.put_top(pawn, zone);
    s.set_face_down(first, true);
    s.set_known_by(first, 2);
    State by_put = s;
    EXPECT_EQ(s.put_first_nowhere(list, zone), first);
    by_put.put_top(first, zone);
    EXPECT_EQ(s, by_put) << "zone " << zone;
    EXPECT_EQ(s.below(first), pawn);
    EXPECT_TRUE(s.face_down(first));
    EXPECT_EQ(s.known_by(first), 2u);
    EXPECT_TRUE(s.links_consistent());
  }
}

// With no apply(), the turn passes to the next player in order, and from the last back to
// the first.
TEST_F(DeclaredEffects, WithoutApplyTheTurnGoesRoundEveryPlayer) {
  GameFolder::start("name: three\nplayers: {min: 3, max: 3, default: 3}\n"
                    "boards:\n  - {id: board, generator: square, width: 3, height: 3, directions: 8}\n"
                    "components:\n  - {id: disc, kind: disc, each: {colour: [white, black, red]}, owner: colour, count: 3, "
                    "name: \"{colour}_disc_{copy}\"}\n"
                    "actions:\n" + kMarkNoEnd + "rules: rules.lua\n",
                    kSetup);
  EXPECT_EQ(state_.to_move(), 1u);
  for (const uint32_t next : {2u, 4u, 1u, 2u}) {
    ASSERT_EQ(play("mark " + std::string(1, char('a' + state_.ply() % 3)) + std::to_string(1 + state_.ply() / 3)), "");
    EXPECT_EQ(state_.to_move(), next) << "after ply " << state_.ply();
  }
}

TEST_F(DeclaredEffects, AFullBoardIsADraw) {
  start(kMark);
  for (const char* m : {"mark a1", "mark b1", "mark c1", "mark b2", "mark a2", "mark c2", "mark b3", "mark a3", "mark c3"})
    ASSERT_EQ(play(m), "");
  ASSERT_TRUE(state_.terminal());
  EXPECT_EQ(state_.result(1), Result::Draw);
  EXPECT_EQ(state_.end_reason(), "full board");
}

TEST_F(DeclaredEffects, ACaptureSendsTheEnemyToTheMoversZoneThenThePieceMoves) {
  start(kStep);
  place("white_pawn_1", "a1");
  place("black_pawn_1", "b2");
  place("black_pawn_2", "c3");
  ASSERT_EQ(play("step a1 b2"), "");
  EXPECT_EQ(at("white_pawn_1"), space("b2"));
  EXPECT_EQ(at("black_pawn_1"), engine_->game().kit.zone_of_family("captured", 1));
  EXPECT_FALSE(state_.terminal()) << "black still has a pawn";
}

TEST_F(DeclaredEffects, CaptureRemoveTakesThePieceOutOfTheGame) {
  const std::string step = "  step: {" + kFromTo + ", patterns: [{pieces: {kind: pawn}, directions: [ne], to: not_friend}], "
                           "effects: [{capture: remove}, move]}\n";
  start(step);
  place("white_pawn_1", "a1");
  place("black_pawn_1", "b2");
  ASSERT_EQ(play("step a1 b2"), "");
  EXPECT_EQ(at("black_pawn_1"), kNone);
}

TEST_F(DeclaredEffects, TakingTheLastEnemyWins) {
  start(kStep);
  place("white_pawn_1", "a1");
  place("black_pawn_1", "b2");
  ASSERT_EQ(play("step a1 b2"), "");
  ASSERT_TRUE(state_.terminal());
  EXPECT_EQ(state_.result(1), Result::Win);
  EXPECT_EQ(state_.end_reason(), "none left");
}

TEST_F(DeclaredEffects, ReachingTheFarEdgeWinsForEachPlayerInTheirDirection) {
  start(kStep);
  place("white_pawn_1", "a1");
  place("black_pawn_1", "c2");
  place("black_pawn_2", "c3");
  ASSERT_EQ(play("step a1 a2"), "");
  ASSERT_EQ(play("step c2 c1"), "");
  ASSERT_TRUE(state_.terminal()) << "black reached row 1";
  EXPECT_EQ(state_.result(2), Result::Win);
  EXPECT_EQ(state_.end_reason(), "far");
}

// connect: white joins the first and last rows, black the first and last columns, through `through`.
std::string joining(const std::string& through, const std::string& extra = "") {
  return "  mark: {" + kTo + ", patterns: [{place: {kind: disc}, to: empty}], effects: [place], ends: [{connect: {1: {from: [n], "
         "to: [s]}, 2: {from: [w], to: [e]}}, through: [" + through + "]}]" + extra + "}\n";
}

TEST_F(DeclaredEffects, AChainJoiningTheMoversTwoSidesWins) {
  start(joining("n, s, e, w"));
  for (const char* m : {"mark a1", "mark c1", "mark a2", "mark c2"}) ASSERT_EQ(play(m), "");
  EXPECT_FALSE(state_.terminal()) << "black's column c touches one of its sides only";
  ASSERT_EQ(play("mark a3"), "");
  ASSERT_TRUE(state_.terminal());
  EXPECT_EQ(state_.result(1), Result::Win);
  EXPECT_EQ(state_.end_reason(), "connected") << "the default reason";
}

TEST_F(DeclaredEffects, AChainFollowsOnlyTheThroughRelations) {
  start(joining("n, s, e, w"));
  for (const char* m : {"mark a1", "mark a3", "mark b2", "mark c1", "mark c3"}) ASSERT_EQ(play(m), "");
  EXPECT_FALSE(state_.terminal()) << "a1 b2 c3 touch only diagonally";
  start(joining("n, s, e, w, ne, sw"));
  for (const char* m : {"mark a1", "mark a3", "mark b2", "mark c1", "mark c3"}) ASSERT_EQ(play(m), "");
  EXPECT_EQ(state_.result(1), Result::Win) << "with ne and sw the diagonal is a chain";
}

TEST_F(DeclaredEffects, TurnNextPassesTheTurnWithoutCallingApply) {
  start(joining("n, s", ", turn: next"), kSetup + "function apply() error('apply was called') end\n");
  ASSERT_EQ(play("mark b2"), "");
  EXPECT_EQ(state_.first_to_move(), 2);
  ASSERT_EQ(play("mark a1"), "");
  EXPECT_EQ(state_.first_to_move(), 1);
}

TEST_F(DeclaredEffects, AConnectEndingNamesItsSidesAndItsWay) {
  const std::string no_way = "  mark: {" + kTo + ", patterns: [{place: {kind: disc}}], effects: [place], ends: [{connect: {from: [n], "
                             "to: [s]}}]}\n";
  EXPECT_NE(error_in(no_way).find("through"), std::string::npos) << "through is required";
  const std::string third = "  mark: {" + kTo + ", patterns: [{place: {kind: disc}}], effects: [place], ends: [{connect: {3: {from: "
                            "[n], to: [s]}}, through: [n]}]}\n";
  EXPECT_NE(error_in(third).find("keyed by player 1..2, got '3'"), std::string::npos);
  EXPECT_NE(error_in(joining("n, s", ", turn: later")).find("turn: expected next"), std::string::npos);
  EXPECT_NE(error_in(joining("n, sw, up")).find("unknown relation 'up'"), std::string::npos);
  EXPECT_NE(error_in("  put: {" + kTo + ", ends: [{full: true, through: [n]}]}\n").find("only a connect ending takes it"),
            std::string::npos);
}

TEST_F(DeclaredEffects, TheRulesApplyRunsAfterTheDeclaredEffects) {
  const std::string lua = kSetup + "function apply(s, p, _, to) s:set_score(p, s:top(to)) s:set_turn(3 - p) end\n";
  start(kDrop, lua);
  ASSERT_EQ(play("drop b1"), "");
  EXPECT_EQ(state_.score(1), engine_->game().kit.component_index.at("white_disc_1") + 1) << "apply saw the placed disc";
}

TEST_F(DeclaredEffects, ApplyIsRequiredWhileAnActionDeclaresNothing) {
  write(game_yaml(kDrop + "  pass: {}\n"), kSetup + "function moves(s, p, list) list:add(\"pass\") end\n");
  try {
    Engine engine(load_game(LoadRequest{dir_, {}, {}}));
    FAIL() << "loaded without apply()";
  } catch (const RuleError& e) {
    EXPECT_NE(std::string(e.what()).find("no function 'apply', which carries out pass"), std::string::npos) << e.what();
  }
}

TEST_F(DeclaredEffects, AnUnknownEffectIsAnErrorWithASuggestion) {
  const std::string e = error_in("  drop: {" + kTo + ", patterns: [{place: {kind: disc}}], effects: [plac]}\n");
  EXPECT_NE(e.find("game.yaml:"), std::string::npos) << e;
  EXPECT_NE(e.find("unknown effect 'plac'; did you mean 'place'?"), std::string::npos) << e;
}

TEST_F(DeclaredEffects, MoveNeedsFromAndToAndPlaceNeedsAPlacement) {
  EXPECT_NE(error_in("  put: {" + kTo + ", effects: [move]}\n").find("must take two space arguments"), std::string::npos);
  EXPECT_NE(error_in("  put: {" + kTo + ", effects: [place]}\n").find("needs a placement pattern"), std::string::npos);
  EXPECT_NE(error_in("  put: {" + kFromTo + ", patterns: [{place: {kind: disc}}]}\n").find("must take one space argument"),
            std::string::npos);
}

TEST_F(DeclaredEffects, EndingsAfterAPatternNeedTheEffectThatPutsThePieceDown) {
  const std::string e = error_in("  drop: {" + kTo + ", patterns: [{place: {kind: disc}}], ends: [{full: true}]}\n");
  EXPECT_NE(e.find("has endings but no 'place' effect"), std::string::npos) << e;
  const std::string m = error_in("  step: {" + kFromTo + ", patterns: [{pieces: {kind: pawn}, directions: [n]}], ends: [{edge: [n]}]}\n");
  EXPECT_NE(m.find("has endings but no 'move' effect"), std::string::npos) << m;
}

TEST_F(DeclaredEffects, CapturingIntoAnUnknownZoneListsTheZones) {
  const std::string e = error_in("  step: {" + kFromTo + ", effects: [{capture: captives}, move]}\n");
  EXPECT_NE(e.find("unknown zone to capture into 'captives'"), std::string::npos) << e;
  EXPECT_NE(e.find("remove, captured"), std::string::npos) << e;
}

TEST_F(DeclaredEffects, AnEndingIsOneConditionWithAKnownResult) {
  EXPECT_NE(error_in("  put: {" + kTo + ", ends: [{full: true, line: 3, " + kLine + "}]}\n").find("not two at once"), std::string::npos);
  EXPECT_NE(error_in("  put: {" + kTo + ", ends: [{result: win}]}\n").find("an ending needs one of"), std::string::npos);
  EXPECT_NE(error_in("  put: {" + kTo + ", ends: [{full: true, result: lose}]}\n").find("did you mean 'loss'?"), std::string::npos);
  EXPECT_NE(error_in("  put: {" + kTo + ", ends: [{line: 3, axes: [[up, down]]}]}\n").find("no board has the relations"),
            std::string::npos);
}

// Every move the pattern lists on a position, as a set (the masks list them in another
// order; the walk lists a square's move once per friendly piece stacked there).
std::set<std::pair<int32_t, int32_t>> listed(const GameDef& g, const State& s, int player, bool once) {
  MoveList list;
  add_pattern_moves(g, s, player, list);
  std::set<std::pair<int32_t, int32_t>> out;
  for (const Move& m : list) EXPECT_TRUE(out.emplace(m.args[0], m.args[1]).second || !once) << "listed twice";
  return out;
}

TEST_F(DeclaredEffects, ShiftedListingsMatchTheWalkPieceByPiece) {
  write(game_yaml(kStep, "", 8), kSetup);
  const auto game = load_game(LoadRequest{dir_, {}, {}});
  ASSERT_FALSE(game->actions.patterns[0].shifts.empty()) << "an 8x8 grid without wrap is listed by shifts";
  GameDef walked = *game;
  for (MovePattern& p : walked.actions.patterns) p.shifts.clear();
  std::mt19937 random(7);
  const auto& comps = game->kit.components;
  for (int position = 0; position < 300; ++position) {
    State s(*game);
    for (int32_t c = 0; c < int32_t(comps.size()); ++c)
      if (random() % 3) s.put_top(c, int32_t(random() % 64));  // stacks and empty squares both occur
    for (int player = 1; player <= 2; ++player) EXPECT_EQ(listed(*game, s, player, true), listed(walked, s, player, false));
  }
}

TEST_F(DeclaredEffects, PlacementsByMaskMatchPlacementsSpaceBySpace) {
  write(game_yaml(kDrop + "  mark: {" + kTo + ", patterns: [{place: {kind: pawn}, to: occupied}]}\n", "", 8), kSetup);
  const auto game = load_game(LoadRequest{dir_, {}, {}});
  ASSERT_TRUE(game->actions.patterns[0].place_bits[0] && game->actions.patterns[1].place_bits[0]) << "an 8x8 grid is listed by mask";
  GameDef spaced = *game;
  for (MovePattern& p : spaced.actions.patterns) p.place_bits.assign(p.place_bits.size(), false), p.place_by_masks = false;
  std::mt19937 random(11);
  for (int position = 0; position < 300; ++position) {
    State s(*game);
    for (int32_t c = 0; c < 6; ++c)  // the discs, leaving each player some pawns unplaced
      if (random() % 2) s.put_top(game->kit.component_index.at((c % 2 ? "black_disc_" : "white_disc_") + std::to_string(c / 2 + 1)), int32_t(random() % 64));
    for (int player = 1; player <= 2; ++player) EXPECT_EQ(listed(*game, s, player, true), listed(spaced, s, player, true));
  }
}

// On a board of more than 64 spaces (9 x 9, no single mask) the board is full only when
// every space is taken, its first (a1) too.
TEST_F(DeclaredEffects, ABoardInChunksIsFullOnlyWithItsFirstSpaceTaken) {
  const std::string fill = "  mark: {" + kTo + ", patterns: [{place: {kind: disc}, to: empty}], effects: [place], ends: [{full: true}]}\n";
  GameFolder::start(game_yaml(fill, "", 9, 41), kSetup);
  for (int row = 9; row >= 1; --row)
    for (char column = 'i'; column >= 'a'; --column)
      if (row > 1 || column > 'a') {
        ASSERT_EQ(play("mark " + std::string(1, column) + std::to_string(row)), "");
      }
  EXPECT_FALSE(state_.terminal()) << "a1 is still empty";
  ASSERT_EQ(play("mark a1"), "");
  ASSERT_TRUE(state_.terminal());
  EXPECT_EQ(state_.result(1), Result::Draw);
}

// A board of more than 64 spaces (12 x 12: three chunks of masks, the last of 16 spaces)
// lists placements a chunk at a time: the empty (or occupied) spaces in the board's order.
TEST_F(DeclaredEffects, PlacementsOnABoardInChunksAreTheSpacesInOrder) {
  write(game_yaml("  mark: {" + kTo + ", patterns: [{place: {kind: disc}, to: empty}], effects: [place]}\n"
                  "  stack: {" + kTo + ", patterns: [{place: {kind: pawn}, to: occupied}]}\n", "", 12), kSetup);
  const auto game = load_game(LoadRequest{dir_, {}, {}});
  ASSERT_FALSE(game->actions.patterns[0].place_bits[0]) << "144 spaces do not fit one mask";
  std::mt19937 random(13);
  for (int position = 0; position < 200; ++position) {
    State s(*game);
    ASSERT_TRUE(has_chunks(*game, s, 0));
    for (int32_t c = 0; c < 6; ++c)  // some discs on the board, each player keeping some to place
      if (random() % 2) s.put_top(game->kit.component_index.at((c % 2 ? "black_disc_" : "white_disc_") + std::to_string(c / 2 + 1)), int32_t(random() % 144));
    for (int player = 1; player <= 2; ++player) {
      MoveList list;
      add_pattern_moves(*game, s, player, list);
      std::vector<std::pair<int, int32_t>> got, want;
      for (const Move& m : list) got.emplace_back(m.action, m.args[0]);
      for (int action = 0; action < 2; ++action)
        for (int32_t sp = 0; sp < 144; ++sp)
          if ((s.count(sp) == 0) == (action == 0)) want.emplace_back(action, sp);
      EXPECT_EQ(got, want) << "position " << position << ", player " << player;
    }
  }
}

// A chain across chunks: white's column a runs from a1 (space 0) to a12 (space 132).
TEST_F(DeclaredEffects, AChainOnABoardInChunksJoinsItsSides) {
  GameFolder::start(game_yaml(joining("n, s, e, w"), "", 12, 12), kSetup);
  for (int row = 1; row < 12; ++row) {
    ASSERT_EQ(play("mark a" + std::to_string(row)), "");
    ASSERT_EQ(play("mark c" + std::to_string(row)), "");
  }
  EXPECT_FALSE(state_.terminal()) << "eleven of the twelve rows";
  ASSERT_EQ(play("mark a12"), "");
  ASSERT_TRUE(state_.terminal());
  EXPECT_EQ(state_.result(1), Result::Win);
}

TEST_F(DeclaredEffects, ABoardThatWrapsIsWalkedNotShifted) {
  write(game_yaml(kStep, ", wrap: true", 4), kSetup);
  const auto game = load_game(LoadRequest{dir_, {}, {}});
  const MovePattern& p = game->actions.patterns[0];
  EXPECT_TRUE(p.shifts.empty() || p.shifts[0][0].empty());
  std::vector<MaskBatch> batches;
  EXPECT_EQ(pattern_move_batches(*game, State(*game), 1, batches), -1) << "no batches: its moves are listed";
}

// A line found by masks (a board of at most 64 spaces, every axis a shift) ends every game
// where the walk along the axes ends it: random games of Connect Four, Tic-tac-toe, Gomoku
// on 8x8 (lines of five) and their variants, played in step by the game as loaded and by a
// copy whose line endings have no masks, agree on every ply.
TEST(DeclaredLines, MasksAndWalksEndTheSameGames) {
  const std::vector<std::pair<std::string, std::map<std::string, std::string>>> games = {
      {"connect4", {}}, {"connect4", {{"connect", "3"}, {"columns", "8"}, {"rows", "8"}}},
      {"connect4", {{"connect", "6"}, {"columns", "8"}, {"rows", "8"}}}, {"tictactoe", {}},
      {"tictactoe", {{"misere", "true"}}}, {"gomoku", {{"size", "8"}}}};
  int ended_by_line = 0;
  for (const auto& [name, params] : games) {
    const auto g = load_game(LoadRequest{RULEBOOK_TEST_DATA "/../../games/" + name, {}, params});
    auto walked = std::make_shared<GameDef>(*g);
    for (auto& d : walked->actions.declared)
      for (auto& e : d.ends) {
        ASSERT_TRUE(e.kind != EndKind::Line || e.exact || !e.line_masks.at(0).delta.empty()) << name << " has no masks to compare";
        e.line_masks.clear();
      }
    // The axes listed the other way round ([w, e] ...): the masks shift by the positive step
    // all the same, and end the same games.
    auto reversed = std::make_shared<GameDef>(*g);
    for (auto& d : reversed->actions.declared)
      for (auto& e : d.ends)
        if (e.kind == EndKind::Line) {
          for (auto& axes : e.axes.per_board)
            for (auto& [a, b] : axes) std::swap(a, b);
          compile_line_masks(*reversed, e);
          if (!e.exact) {
            ASSERT_GT(e.line_masks.at(0).delta.at(0), 0) << name << ": [w, e] shifts along e, w's reverse";
          }
        }
    Engine by_masks(g), by_walks(walked), by_reversed(reversed);
    MoveList legal;
    for (uint64_t seed = 1; seed <= 200; ++seed) {
      RandomAgent agent(seed);
      State a = by_masks.new_game(seed), b = by_walks.new_game(seed), c = by_reversed.new_game(seed);
      while (!a.terminal()) {
        const int p = a.first_to_move();
        by_masks.legal_moves(a, p, legal);
        const Move m = agent.choose(legal);
        by_masks.apply_unchecked(a, p, m);
        by_walks.apply_unchecked(b, p, m);
        by_reversed.apply_unchecked(c, p, m);
        ASSERT_EQ(a.terminal(), b.terminal()) << name << " seed " << seed << " ply " << a.ply();
        ASSERT_EQ(a.terminal(), c.terminal()) << name << " reversed, seed " << seed << " ply " << a.ply();
        ASSERT_EQ(a.end_reason(), b.end_reason()) << name << " seed " << seed;
      }
      for (int p = 1; p <= a.players(); ++p) EXPECT_EQ(a.result(p), b.result(p)) << name << " seed " << seed;
      ended_by_line += a.end_reason() != "full board";
    }
  }
  EXPECT_GT(ended_by_line, 500) << "the games hold lines to compare";
}

}  // namespace
}  // namespace rb
