// `rulebook replay` on logs as they come: a corrupt log is refused with its line before any
// page is written; a log that no longer replays under the rules says at which move, on
// stderr and on the page; a game with chance shows its outcomes.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "child_process.h"
#include "../support/temp_dir.h"

namespace rb {
namespace {

const std::string kGames = std::string(RULEBOOK_SOURCE_DIR) + "/games/";

test::Finished rulebook(const std::vector<std::string>& args) { return test::run_to_end(RULEBOOK_CLI, args); }

std::string read(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The log of one game of `game` between random agents, its lines.
std::vector<std::string> recorded(const test::TempDir& dir, const std::string& game) {
  const test::Finished sim = rulebook({"sim", kGames + game, "--games", "1", "--agents", "random", "--record", (dir.path / "logs").string()});
  EXPECT_EQ(sim.code, 0) << sim.err;
  std::istringstream in(read(dir.path / "logs" / "game_0.jsonl"));
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string write(const test::TempDir& dir, const std::vector<std::string>& lines) {
  const std::string file = (dir.path / "edited.jsonl").string();
  std::ofstream out(file);
  for (const auto& line : lines) out << line << "\n";
  return file;
}

TEST(ReplayCli, ACorruptLogIsRefusedWithItsLineAndNoPage) {
  test::TempDir dir("replay_corrupt");
  std::vector<std::string> lines = recorded(dir, "tictactoe");
  ASSERT_GE(lines.size(), 4u);
  lines[2] = "{\"move\": \"mark b2\", \"player\": ";
  const std::string page = (dir.path / "game.html").string();
  const test::Finished f = rulebook({"replay", write(dir, lines), "-o", page});
  EXPECT_EQ(f.code, 2);
  EXPECT_NE(f.err.find("edited.jsonl:3"), std::string::npos) << f.err;
  EXPECT_FALSE(std::filesystem::exists(page));
}

TEST(ReplayCli, ALogThatNoLongerReplaysNamesTheMoveOnStderrAndOnThePage) {
  test::TempDir dir("replay_diverged");
  std::vector<std::string> lines = recorded(dir, "tictactoe");
  ASSERT_GE(lines.size(), 4u);
  // lines[0] is the header: the second move takes the first's square (as the other player)
  lines[2] = lines[1];
  const size_t player = lines[2].find("\"player\":1");
  if (player != std::string::npos) lines[2].replace(player, 10, "\"player\":2");
  else lines[2].replace(lines[2].find("\"player\":2"), 10, "\"player\":1");
  const std::string page = (dir.path / "game.html").string();
  const test::Finished f = rulebook({"replay", write(dir, lines), "-o", page});
  EXPECT_EQ(f.code, 1);
  EXPECT_NE(f.err.find("the replay stops at move 2 ("), std::string::npos) << f.err;
  EXPECT_NE(read(page).find("The log stops replaying under the current rules at move 2 ("), std::string::npos);
}

TEST(ReplayCli, APageShowsTheChanceOutcomesAndHowTheGameEnded) {
  test::TempDir dir("replay_chance");
  const std::vector<std::string> lines = recorded(dir, "pouches");
  const std::string page = (dir.path / "game.html").string();
  ASSERT_EQ(rulebook({"replay", write(dir, lines), "-o", page, "--to", "3"}).code, 0);
  EXPECT_NE(read(page).find("\"chance\":["), std::string::npos);
  EXPECT_NE(read(page).find("shuffle stock"), std::string::npos);
  const std::string whole = (dir.path / "whole.html").string();
  rulebook({"replay", write(dir, recorded(dir, "tictactoe")), "-o", whole});
  EXPECT_NE(read(whole).find("\"end\":{\"players\":[{\"player\":1,\"result\":"), std::string::npos);
}

}  // namespace
}  // namespace rb
