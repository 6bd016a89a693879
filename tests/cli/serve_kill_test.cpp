// `rulebook serve` killed (SIGKILL) at random moments during a game of bots and restarted
// on the same save folder: every move a client was shown or told was played is on disk,
// the game resumes from there to its end, and a seat's token still holds after a restart.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <thread>

#include "engine/game_log.h"
#include "engine/game_session.h"
#include "served_process.h"
#include "../support/temp_dir.h"

namespace rb {
namespace {

namespace fs = std::filesystem;
using test::ServedProcess;
using nlohmann::json;

const std::string kCli = RULEBOOK_CLI;
const std::string kGame = RULEBOOK_SOURCE_DIR "/games/breakthrough";

RecordedGame saved(const fs::path& file) {
  std::ifstream in(file);
  return read_game_log(in, file.string());
}

// The moves of a view's log, as recorded moves.
std::vector<RecordedMove> moves_in(const json& view) {
  std::vector<RecordedMove> out;
  for (const auto& m : view["log"]) out.push_back({m["player"].get<int>(), m["move"].get<std::string>()});
  return out;
}

bool starts_with(const std::vector<RecordedMove>& all, const std::vector<RecordedMove>& part) {
  return part.size() <= all.size() && std::equal(part.begin(), part.end(), all.begin());
}

// Plays seat to_move's first legal move in the hot-seat game; returns it ("" when none).
RecordedMove play_first_move(const ServedProcess& serve, const json& tokens) {
  const json watch = serve.get("/api/game?id=g2").json();
  const std::string seat = std::to_string(watch["to_move"].get<int>());
  const std::string token = tokens[seat].get<std::string>();
  const json mine = serve.get("/api/game?id=g2&as=" + seat + "&token=" + token).json();
  if (mine["moves"].empty()) return {};
  const std::string move = mine["moves"][0]["text"];
  const auto reply = serve.post("/api/move?id=g2&player=" + seat + "&token=" + token + "&move=" + test::url_encode(move));
  return reply.status == 200 ? RecordedMove{std::stoi(seat), move} : RecordedMove{};
}

// Each round: start (or resume), wait a random moment, look at the bot game and play a
// move in the hot-seat one, then SIGKILL. What the client saw and was told is on disk.
TEST(ServeSave, KillsAtRandomMomentsLoseNothingAClientWasShown) {
  test::TempDir dir{"rulebook_serve"};
  const std::string saves = (dir.path / "saves").string(), err = (dir.path / "err").string();
  std::mt19937 rng(11);
  json tokens;
  std::vector<RecordedMove> bots_saved, seats_told;
  int killed_mid_game = 0;  // rounds in which the bots moved before the kill
  for (int round = 0; round < 8; ++round) {
    ServedProcess serve(kCli, kGame, saves, err);
    ASSERT_TRUE(serve.up()) << "round " << round;
    if (round == 0) {
      ASSERT_EQ(serve.post("/api/new?seed=9&bots=1:mcts:iterations=3000,2:mcts:iterations=3000").status, 200);
      tokens = serve.post("/api/new?seed=2").json()["tokens"];
    }
    EXPECT_EQ(serve.get("/api/game?id=g2&as=1&token=" + tokens["1"].get<std::string>()).status, 200) << "the token outlives a restart";
    if (round % 2 == 1)  // every other round waits for a bot's move first, so that kills land mid-game however slow the build
      for (int i = 0; i < 200 && moves_in(serve.get("/api/game?id=g1").json()).size() <= bots_saved.size(); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    std::this_thread::sleep_for(std::chrono::milliseconds(50 + rng() % 250));
    const std::vector<RecordedMove> shown = moves_in(serve.get("/api/game?id=g1").json());
    const RecordedMove told = play_first_move(serve, tokens);
    serve.kill_now();
    const RecordedGame bots = saved(dir.path / "saves" / "g1.jsonl"), seats = saved(dir.path / "saves" / "g2.jsonl");
    EXPECT_TRUE(starts_with(bots.moves, shown)) << "round " << round << ": a move shown was lost";
    EXPECT_TRUE(starts_with(bots.moves, bots_saved)) << "round " << round << ": a saved move was lost";
    if (!told.text.empty()) seats_told.push_back(told);
    EXPECT_EQ(seats.moves, seats_told) << "round " << round << ": every move acknowledged is saved";
    killed_mid_game += bots.moves.size() > bots_saved.size();
    bots_saved = bots.moves;
  }
  EXPECT_GE(killed_mid_game, 3);
  ServedProcess serve(kCli, kGame, saves, err);
  ASSERT_TRUE(serve.up());
  json end;
  for (int i = 0; i < 600 && !(end = serve.get("/api/game?id=g1").json())["terminal"].get<bool>(); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  ASSERT_TRUE(end["terminal"].get<bool>()) << "the resumed bots finish the game";
  serve.kill_now();
  const RecordedGame last = saved(dir.path / "saves" / "g1.jsonl");
  EXPECT_TRUE(starts_with(last.moves, bots_saved));
  EXPECT_EQ(moves_in(end), last.moves) << "the game as served is the game as saved";
  const GameSession replayed(load_recorded_game(last), last);
  EXPECT_EQ(replayed.replay_error(), "");
  EXPECT_TRUE(replayed.now().terminal()) << "the save replays to the same finished State";
}

}  // namespace
}  // namespace rb
