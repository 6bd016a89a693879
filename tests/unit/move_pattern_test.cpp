// Movement patterns declared under an action in game.yaml and compiled by the loader:
// steps, slides and jumps with their conditions, per-player directions, the rules' own
// moves() beside them, and load errors with positions.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "engine/engine.h"
#include "engine/move_text.h"
#include "load/game_loader.h"
#include "load/load_error.h"

namespace rb {
namespace {

namespace fs = std::filesystem;

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

class MovePatterns : public testing::Test {
 protected:
  MovePatterns() : dir_(fs::temp_directory_path() / ("rulebook_patterns_" + std::to_string(::getpid()) + "_" + std::to_string(counter_++))) {
    fs::create_directories(dir_);
  }
  ~MovePatterns() override { fs::remove_all(dir_); }

  void write(const std::string& yaml, const std::string& lua = kRules) {
    std::ofstream(dir_ / "game.yaml") << yaml;
    std::ofstream(dir_ / "rules.lua") << lua;
  }
  void start(const std::string& yaml = game_yaml(kActions), const std::string& lua = kRules) {
    write(yaml, lua);
    engine_ = std::make_unique<Engine>(load_game(LoadRequest{dir_, {}, {}}));
    state_ = engine_->new_game(1);
  }
  void place(const std::string& component, const std::string& space) {
    const GameDef& g = engine_->game();
    state_.put_top(g.component_index.at(component), *g.find_space(space));
  }
  std::vector<std::string> moves(int player) {
    state_.set_to_move(1u << (player - 1));
    MoveList list;
    engine_->legal_moves(state_, player, list);
    std::vector<std::string> out;
    for (const Move& m : list) out.push_back(move_to_text(engine_->game(), m, player));
    std::sort(out.begin(), out.end());
    return out;
  }
  std::string load_error(const std::string& yaml) {
    write(yaml);
    try {
      load_game(LoadRequest{dir_, {}, {}});
    } catch (const LoadError& e) {
      return e.what();
    }
    return "";
  }

  static inline int counter_ = 0;
  fs::path dir_;
  std::unique_ptr<Engine> engine_;
  State state_;
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
  state_.remove(engine_->game().component_index.at("black_pawn_2"));
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
