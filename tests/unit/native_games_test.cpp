// The registry of native baselines: each program plays the game of its folder under
// games/, move for move, as the engine counts it (perft to a few hundred thousand leaves).
#include "native_games.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "analysis/perft.h"
#include "engine/engine.h"
#include "load/game_loader.h"

namespace rb::native {
namespace {

// Deep enough to reach the ends of the smaller games, quick enough for every run (two plies
// on the boards of 121 and 225 cells; their own tests play whole games in step).
constexpr uint64_t kMostLeaves = 300000;

std::string game_path(std::string_view folder) { return std::string(RULEBOOK_SOURCE_DIR) + "/games/" + std::string(folder); }

// The native counts from depth 1 while they stay within kMostLeaves.
std::vector<uint64_t> native_perft(const NativeGame& g) {
  std::vector<uint64_t> counts;
  for (int depth = 1; depth < 12; ++depth) {
    const uint64_t leaves = g.perft(depth);
    if (leaves > kMostLeaves) break;
    counts.push_back(leaves);
  }
  return counts;
}

std::vector<std::string> folders() {
  std::vector<std::string> out;
  for (const NativeGame& g : native_games()) out.emplace_back(g.folder);
  return out;
}

// One test a registered game, named after its folder.
class NativeGames : public testing::TestWithParam<std::string> {
 protected:
  const NativeGame& game() const { return *find_native_game(GetParam()); }
};

TEST_P(NativeGames, MatchTheInterpretedGamesPerft) {
  const std::vector<uint64_t> native = native_perft(game());
  ASSERT_GE(native.size(), 2u);
  Engine engine(load_game(LoadRequest{game_path(GetParam()), {}, {}}));
  EXPECT_EQ(perft(engine, engine.new_game(1), int(native.size())), native);
}

// The plies that fill the board: the only way Connect Four, Gomoku and Tic-tac-toe draw;
// Breakthrough and Hex never do.
int full_board_plies(const std::string& folder) {
  return folder == "connect4" ? 42 : folder == "tictactoe" ? 9 : folder == "gomoku" ? 225 : -1;
}

// Whether a playout ends as its game's rules allow. Reversi ends when neither player can
// move, whoever moved last, within the 60 empty squares and after 9 plies at the least;
// Ataxx ends by counting pieces or by the fifty-move draw, after any number of plies;
// draughts by a player left without a move (a side moves again in a multi-jump, so the last
// mover is not known from the plies; at least 20, below the fewest seen, 27 in 100,000
// playouts) or by the quiet draw; the others end with the last mover winning or with a draw on a full board.
bool ends_by_its_rules(const std::string& folder, PlayoutResult r) {
  if (folder == "ataxx") return r.plies >= 1 && r.winner >= -1 && r.winner <= 1;  // its README: a game ends
  if (folder == "draughts") return r.plies >= 20 && r.winner >= -1 && r.winner <= 1;
  if (folder == "reversi") return r.plies >= 9 && r.plies <= 60 && r.winner >= -1 && r.winner <= 1;
  if (r.winner == -1) return r.plies == full_board_plies(folder);
  return r.winner == (r.plies - 1) % 2;
}

TEST_P(NativeGames, EndTheirPlayoutsAsTheirRulesAllow) {
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    const PlayoutResult r = game().playout(seed);
    EXPECT_TRUE(ends_by_its_rules(GetParam(), r)) << "seed " << seed << ": " << r.plies << " plies, winner " << r.winner;
  }
}

TEST_P(NativeGames, RepeatAPlayoutFromItsSeed) {
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    const PlayoutResult r = game().playout(seed), again = game().playout(seed);
    EXPECT_EQ(again.plies, r.plies);
    EXPECT_EQ(again.winner, r.winner);
  }
}

INSTANTIATE_TEST_SUITE_P(Registry, NativeGames, testing::ValuesIn(folders()),
                         [](const testing::TestParamInfo<std::string>& info) { return info.param; });

TEST(NativeGameRegistry, FindsAGameByItsFolderName) {
  ASSERT_NE(find_native_game("connect4"), nullptr);
  EXPECT_EQ(find_native_game("connect4")->folder, "connect4");
  EXPECT_EQ(find_native_game("forage"), nullptr);
  EXPECT_EQ(find_native_game("games/connect4"), nullptr) << "a folder name, not a path";
}

// The games whose whole turn is declared in game.yaml, and Ataxx, draughts, Reversi and Hex, written in Lua.
TEST(NativeGameRegistry, HoldsTheReferenceGamesThatBenchPairs) {
  for (const char* folder : {"ataxx", "breakthrough", "connect4", "draughts", "gomoku", "hex", "reversi", "tictactoe"}) EXPECT_NE(find_native_game(folder), nullptr) << folder;
  for (const NativeGame& g : native_games()) EXPECT_TRUE(std::filesystem::exists(game_path(g.folder) + "/game.yaml")) << g.folder;
}

}  // namespace
}  // namespace rb::native
