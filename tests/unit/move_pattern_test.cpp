// Movement patterns declared under an action in game.yaml and compiled by the loader:
// steps, slides and jumps with their conditions, per-player directions, the rules' own
// moves() beside them, and load errors with positions.
#include "../support/game_folder.h"

namespace rb {
namespace {

const std::string kArgs = "args: [{name: from, type: space}, {name: to, type: space}]";

// A 5x5 board with a pawn, a rook and a checker set per player; each action has a pattern.
std::string game_yaml(const std::string& actions) {
  return "name: patterns\nplayers: {min: 2, max: 2, default: 2}\n"
         "boards:\n  - {id: board, generator: square, width: 5, height: 5, directions: 8}\n"
         "components:\n"
         "  - {id: pawn, kind: pawn, each: {colour: [white, black]}, owner: colour, count: 2, name: \"{colour}_pawn_{copy}\"}\n"
         "  - {id: rook, kind: rook, each: {colour: [white, black]}, owner: colour, count: 1, name: \"{colour}_rook\"}\n"
         "  - {id: checker, kind: checker, each: {colour: [white, black]}, owner: colour, count: 1, name: \"{colour}_checker\"}\n"
         "actions:\n" + actions + "rules: rules.lua\n";
}

const std::string kActions =
    "  step: {" + kArgs + ", patterns: [{pieces: {set: pawn}, directions: {1: [n], 2: [s]}, to: empty}]}\n"
    "  slide: {" + kArgs + ", patterns: [{pieces: {set: rook}, directions: [n, e, s, w], distance: {min: 1}, to: not_friend}]}\n"
    "  jump: {" + kArgs + ", patterns: [{pieces: {set: checker}, directions: [ne, nw], distance: 2, over: enemy, to: empty}]}\n";

const std::string kRules = "function setup(s) s:set_turn(1) end\nfunction apply(s, p) s:set_turn(3 - p) end\n";

class MovePatterns : public GameFolder {
 protected:
  void start(const std::string& yaml = game_yaml(kActions), const std::string& lua = kRules) { GameFolder::start(yaml, lua); }
  std::string load_error(const std::string& yaml) { return GameFolder::load_error(yaml, kRules); }
};

using Moves = std::vector<std::string>;

TEST_F(MovePatterns, StepsGoOneSpaceToAnEmptySpaceOnly) {
  start();
  place("white_pawn_1", "b2");
  place("white_pawn_2", "c2");
  place("black_pawn_1", "c3");
  EXPECT_EQ(moves(1), (Moves{"step b2 b3"}));
}

TEST_F(MovePatterns, DirectionsCanDifferPerPlayer) {
  start();
  place("black_pawn_1", "c3");
  EXPECT_EQ(moves(2), (Moves{"step c3 c2"}));
}

TEST_F(MovePatterns, SlidesStopAtTheFirstPieceAndLandOnItOnlyIfItIsAnEnemy) {
  start();
  place("white_rook", "a1");
  place("white_pawn_1", "a3");
  place("black_pawn_1", "c1");
  EXPECT_EQ(moves(1), (Moves{"slide a1 a2", "slide a1 b1", "slide a1 c1", "step a3 a4"}));
}

TEST_F(MovePatterns, JumpsNeedAnEnemyToJumpOverAndAnEmptySpaceBeyond) {
  start();
  place("white_checker", "c1");
  place("black_pawn_1", "d2");  // over it to e3
  place("white_pawn_1", "b2");  // a friend: no jump to a3
  place("black_pawn_2", "e3");
  EXPECT_EQ(moves(1), (Moves{"step b2 b3"}));
  state_.remove(engine_->game().kit.component_index.at("black_pawn_2"));
  EXPECT_EQ(moves(1), (Moves{"jump c1 e3", "step b2 b3"}));
}

TEST_F(MovePatterns, TheRulesMayAddMovesOfTheirOwnBesideThePatterns) {
  const std::string actions = kActions + "  pass: {}\n";
  start(game_yaml(actions), kRules + "function moves(s, p, list) list:add(\"pass\") end\n");
  place("white_pawn_1", "b2");
  EXPECT_EQ(moves(1), (Moves{"pass", "step b2 b3"}));
}

TEST_F(MovePatterns, PiecesOffTheBoardDoNotMove) {
  start();
  EXPECT_TRUE(moves(1).empty());
}

TEST_F(MovePatterns, AnUnknownRelationIsAnErrorThatListsTheRelations) {
  const std::string actions = "  step: {" + kArgs + ", patterns: [{pieces: {set: pawn}, directions: [north]}]}\n";
  const std::string e = load_error(game_yaml(actions));
  EXPECT_NE(e.find("game.yaml:"), std::string::npos) << e;
  EXPECT_NE(e.find("unknown relation 'north'"), std::string::npos) << e;
  EXPECT_NE(e.find("ne, nw"), std::string::npos) << e;
}

TEST_F(MovePatterns, AnUnknownConditionIsAnErrorThatListsTheConditions) {
  const std::string actions = "  step: {" + kArgs + ", patterns: [{pieces: {set: pawn}, directions: [n], to: emtpy}]}\n";
  const std::string e = load_error(game_yaml(actions));
  EXPECT_NE(e.find("unknown condition 'emtpy'; did you mean 'empty'?"), std::string::npos) << e;
}

TEST_F(MovePatterns, AnActionWithPatternsMustTakeFromAndTo) {
  const std::string actions = "  step: {args: [{name: to, type: space}], patterns: [{pieces: {set: pawn}, directions: [n]}]}\n";
  const std::string e = load_error(game_yaml(actions));
  EXPECT_NE(e.find("must take two space arguments (from, to)"), std::string::npos) << e;
}

TEST_F(MovePatterns, PerPlayerDirectionsNameExistingPlayers) {
  const std::string actions = "  step: {" + kArgs + ", patterns: [{pieces: {set: pawn}, directions: {3: [n]}}]}\n";
  const std::string e = load_error(game_yaml(actions));
  EXPECT_NE(e.find("keyed by player 1..2, got '3'"), std::string::npos) << e;
}

}  // namespace
}  // namespace rb
