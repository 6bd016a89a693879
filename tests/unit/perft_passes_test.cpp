// perft's count of passes: by default a player the rules skip is no move; with count_passes
// each player passed over counts as one move (a pass) to the same State, as the published
// tables of games with forced passes count them.
#include "../support/game_folder.h"
#include "analysis/perft.h"

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

}  // namespace
}  // namespace rb
