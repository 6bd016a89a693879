// A scenario's variables (globals, players' vars) written as the name of a space or a
// component: set and checked as that square's or piece's id as the rules see it, named
// again in a failure, and a name the game lacks refused. Cases run on copies of
// games/draughts (the global `jumper` holds a square), tests/data/board_calls (stones
// black_1 ..) and games/ataxx (the player variable `pieces`).
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "../support/scenario_run.h"
#include "../support/temp_dir.h"

namespace rb {
namespace {

namespace fs = std::filesystem;

// The failures of one case `body` (indented four spaces under "  - ") on a copy of `game`.
std::string failures(const fs::path& game, const std::string& body) {
  test::TempDir dir{"rulebook_scenario_variables"};
  fs::copy(game, dir.path, fs::copy_options::recursive);
  return test::scenario_failures(dir.path, "game: ../game.yaml\ncases:\n  - name: named\n" + body);
}

const fs::path kDraughts = fs::path(RULEBOOK_SOURCE_DIR) / "games" / "draughts";

TEST(ScenarioVariables, AGlobalSetToASquareHoldsItsIdAndIsCheckedByName) {
  EXPECT_EQ(failures(kDraughts, "    state: {globals: {jumper: c3}}\n    expect: {globals: {jumper: c3}}\n"), "");
  EXPECT_EQ(failures(kDraughts, "    state: {globals: {jumper: c3}}\n    expect: {globals: {jumper: 19}}\n"), "") << "c3: column 3 + 8 x 2";
  EXPECT_EQ(failures(kDraughts, "    state: {globals: {jumper: c3}}\n    expect: {globals: {jumper: d4}}\n"),
            "globals.jumper: expected d4 (28), got 19 (c3)\n");
}

TEST(ScenarioVariables, ANameTheGameLacksIsRefusedWhereItIsWritten) {
  EXPECT_EQ(failures(kDraughts, "    expect: {globals: {jumper: z9}}\n"),
            "globals.jumper: 'z9' is not a number, nor a space or a component of the game\n");
  EXPECT_NE(failures(kDraughts, "    state: {globals: {jumper: q3}}\n").find("state.globals.jumper: 'q3' is not a number"), std::string::npos);
  EXPECT_EQ(failures(kDraughts, "    expect: {globals: {jumpr: e5}}\n"), "globals.jumpr: expected \"e5\", not present\n") << "a misspelt variable";
}

TEST(ScenarioVariables, AComponentAndAPlayersVariableTakeNamesToo) {
  EXPECT_EQ(failures(fs::path(RULEBOOK_TEST_DATA) / "board_calls", "    state: {globals: {n: white_2}}\n    expect: {globals: {n: white_2}}\n"), "");
  EXPECT_EQ(failures(fs::path(RULEBOOK_TEST_DATA) / "board_calls", "    state: {globals: {n: white_2}}\n    expect: {globals: {n: black_1}}\n"),
            "globals.n: expected black_1 (1), got 7 (white_2)\n");
  const fs::path ataxx = fs::path(RULEBOOK_SOURCE_DIR) / "games" / "ataxx";
  EXPECT_EQ(failures(ataxx, "    state: {players: {1: {vars: {pieces: b1}}}}\n    expect: {players: {1: {vars: {pieces: 2}}}}\n"), "");
  EXPECT_EQ(failures(ataxx, "    state: {players: {1: {vars: {pieces: b1}}}}\n    expect: {players: {1: {vars: {pieces: c1}}}}\n"),
            "players.1.vars.pieces: expected c1 (3), got 2 (b1)\n");
}

}  // namespace
}  // namespace rb
