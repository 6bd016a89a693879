// perft's count of passes: by default a player the rules skip is no move; with count_passes
// each player passed over counts as one move (a pass) to the same State, as the published
// tables of games with forced passes count them. Its count of turns: a player's plies in a
// row are one move, as published draughts tables count them.
#include <filesystem>

#include "../support/game_folder.h"
#include "../support/scenario_run.h"
#include "../support/temp_dir.h"
#include "analysis/perft.h"
#include "engine/engine.h"
#include "load/game_loader.h"

namespace rb {
namespace {

// Each turn the player to move may `go` (the other player moves next) or `stay` (the rules
// skip the other player: a forced pass), so every sequence of moves is legal.
const std::string kYaml =
    "name: passes\nplayers: {min: 2, max: 2, default: 2}\n"
    "boards:\n  - {id: board, generator: square, width: 1, height: 1}\n"
    "actions:\n  go: {description: the other player moves next}\n  stay: {description: the other player passes}\n"
    "rules: rules.lua\n";
const std::string kLua =
    "function setup(s) s:set_turn(1) end\n"
    "function moves(s, p, list) list:add('go') list:add('stay') end\n"
    "function apply(s, p, action) if action == 'stay' then s:set_turn(p) else s:set_turn(3 - p) end end\n";

class PerftPasses : public GameFolder {};

TEST_F(PerftPasses, APassIsNoMoveByDefault) {
  start(kYaml, kLua);
  EXPECT_EQ(perft(*engine_, state_, 4), (std::vector<uint64_t>{2, 4, 8, 16}));
}

// With passes, a sequence is one of go, stay-pass: the counts are Fibonacci's.
TEST_F(PerftPasses, CountingPassesAddsOneMoveForEachPlayerSkipped) {
  start(kYaml, kLua);
  EXPECT_EQ(perft(*engine_, state_, 5, true), (std::vector<uint64_t>{2, 3, 5, 8, 13}));
}

TEST_F(PerftPasses, AFinishedGameHasNeitherMovesNorPasses) {
  // The first move wins (the ply is counted after apply).
  start(kYaml, kLua + "local old = apply\nfunction apply(s, p, action) old(s, p, action) if s:ply() == 0 then s:win(p) end end\n");
  EXPECT_EQ(perft(*engine_, state_, 3, true), (std::vector<uint64_t>{2, 0, 0}));
}

// `stay` keeps the turn once (then only `go`): a turn is `go` or `stay go`, two ways, while
// the plies branch unevenly.
const std::string kStayYaml =
    "name: stays\nplayers: {min: 2, max: 2, default: 2}\n"
    "boards:\n  - {id: board, generator: square, width: 1, height: 1}\n"
    "variables:\n  global:\n    - {id: stayed}\n"
    "actions:\n  go: {description: the other player moves next}\n  stay: {description: \"move again, once\"}\n"
    "rules: rules.lua\n";
const std::string kStayLua =
    "function setup(s) s:set_turn(1) end\n"
    "function moves(s, p, list) list:add('go') if s:get('stayed') == 0 then list:add('stay') end end\n"
    "function apply(s, p, action)\n"
    "  if action == 'stay' then s:set('stayed', 1) s:set_turn(p) else s:set('stayed', 0) s:set_turn(3 - p) end\n"
    "end\n";

TEST_F(PerftPasses, CountingTurnsTakesAPlayersPliesInARowAsOneMove) {
  start(kStayYaml, kStayLua);
  EXPECT_EQ(perft(*engine_, state_, 4), (std::vector<uint64_t>{2, 3, 5, 8})) << "plies";
  EXPECT_EQ(perft(*engine_, state_, 4, PerftCount::Turns), (std::vector<uint64_t>{2, 4, 8, 16}));
}

TEST_F(PerftPasses, ATurnWithoutEndIsAnError) {
  start(kYaml, kLua);  // `stay` keeps the turn as often as a player likes
  try {
    perft(*engine_, state_, 1, PerftCount::Turns);
    ADD_FAILURE() << "no error";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("player 1's turn goes on past 64 plies"), std::string::npos) << e.what();
  }
}

// games/draughts makes each jump of a multi-jump its own ply; counted by turns, its tree
// from the start is the one Aart Bik published for 8x8 checkers (perft(1..8) = 7 ... 845931),
// whose first multi-jumps come at the seventh move (by plies: 179,255 there).
TEST(PerftTurns, DraughtsByTurnsMatchesThePublishedCounts) {
  Engine engine(load_game(LoadRequest{std::string(RULEBOOK_SOURCE_DIR) + "/games/draughts", {}, {}}));
  EXPECT_EQ(perft(engine, engine.new_game(1), 7, PerftCount::Turns),
            (std::vector<uint64_t>{7, 49, 302, 1469, 7361, 36768, 179740}));
}

// A scenario's perft_turns: the draughts tree counted by turns, each depth checked.
TEST(PerftTurns, AScenarioChecksCountsOfTurns) {
  test::TempDir dir{"rulebook_perft_turns"};
  std::filesystem::copy(std::string(RULEBOOK_SOURCE_DIR) + "/games/draughts/game.yaml", dir.path / "game.yaml");
  std::filesystem::copy(std::string(RULEBOOK_SOURCE_DIR) + "/games/draughts/rules.lua", dir.path / "rules.lua");
  const auto failures = [&](const std::string& counts) {
    return test::scenario_failures(dir.path, "game: ..\ncases:\n  - name: tree\n    expect: {perft_turns: " + counts + "}\n");
  };
  EXPECT_EQ(failures("[7, 49, 302, 1469]"), "");
  EXPECT_EQ(failures("[7, 48]"), "perft_turns depth 2: expected 48, got 49\n");
  // The deeper counts, checked only with --slow, follow those of every run.
  const std::string deeper = "game: ..\ncases:\n  - name: tree\n    expect: {perft_turns: [7, 49], perft_turns_slow: [303]}\n";
  EXPECT_EQ(test::scenario_failures(dir.path, deeper), "");
  EXPECT_EQ(test::scenario_failures(dir.path, deeper, ScenarioOptions{.slow = true}), "perft_turns depth 3: expected 303, got 302\n");
  EXPECT_EQ(test::scenario_failures(dir.path, "game: ..\ncases:\n  - name: tree\n    expect: {perft_turns_slow: [7]}\n"),
            "perft_turns_slow follows perft_turns: give perft_turns's first depths too\n");
}

}  // namespace
}  // namespace rb
