// The one session type behind `play`, `serve`, `replay` and `sim --record`: a game recorded by
// sim comes out the same through the replay, a save resumed by play, and a served game.
#include "engine/game_session.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "analysis/playtest.h"
#include "engine/game_log.h"
#include "engine/hidden_info.h"
#include "load/game_loader.h"
#include "present/replay_html.h"
#include "present/served_game.h"

namespace rb {
namespace {

namespace fs = std::filesystem;
const std::string kGames = RULEBOOK_TEST_DATA "/../../games/";

std::shared_ptr<const GameDef> load(const std::string& name) { return load_game(LoadRequest{kGames + name, {}, {}}); }

// One game of `name` played by sim --record; its log read back.
RecordedGame recorded_by_sim(const std::string& name, uint64_t seed) {
  const fs::path dir = fs::temp_directory_path() / ("rulebook_session_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  PlaytestOptions o;
  o.games = 1, o.seed = seed, o.threads = 1, o.record_dir = dir.string();
  run_playtest(load(name), o);
  std::ifstream in(dir / "game_0.jsonl");
  RecordedGame log = read_game_log(in, "game_0.jsonl");
  fs::remove_all(dir);
  return log;
}

void expect_same_game(const GameSession& a, const GameSession& b) {
  ASSERT_EQ(a.states().size(), b.states().size());
  for (size_t i = 0; i < a.states().size(); ++i) EXPECT_TRUE(a.states()[i] == b.states()[i]) << "state " << i;
  EXPECT_EQ(a.chance(), b.chance());
  EXPECT_EQ(a.now().end_reason(), b.now().end_reason());
}

TEST(GameSession, ASimRecordedGameIsTheSameThroughReplayASaveAndServe) {
  // Porridge: a shuffled deck, cards face down, draws during play, and an end by a rule in
  // about 40 plies (a random Pouches game runs to its 4,000-ply cap: 35 s under the sanitizers)
  const RecordedGame log = recorded_by_sim("porridge", 5);
  ASSERT_FALSE(log.moves.empty());
  // replay: the log played again
  const GameSession replayed(load_recorded_game(log), log);
  ASSERT_EQ(replayed.replay_error(), "");
  ASSERT_EQ(replayed.record().moves, log.moves);
  // sim without --record plays the same game: the session changed nothing of it
  Engine engine(load("porridge"));
  const int cap = engine.game().setup.max_plies > 0 ? engine.game().setup.max_plies : 1 << 30;  // as sim's
  const GameRecord live = play_game(engine, game_seed(5, 0), cap);
  EXPECT_EQ(live.plies, replayed.now().ply());
  EXPECT_EQ(live.end_reason, replayed.now().end_reason());
  EXPECT_TRUE(replayed.now().terminal()) << "the game ends by a rule";
  EXPECT_GT(std::count_if(replayed.chance().begin() + 1, replayed.chance().end(), [](const auto& c) { return !c.empty(); }), 0)
      << "chance after the setup";
  for (int p = 1; p <= replayed.now().players(); ++p) EXPECT_EQ(live.results[size_t(p - 1)], int(replayed.now().result(p)));
  // play --resume: the same record as a save file's JSON
  const RecordedGame saved = record_from_json(record_to_json(log), "save");
  const GameSession resumed(load_recorded_game(saved), saved);
  resumed.require_whole("save");
  expect_same_game(replayed, resumed);
  // serve: a served game resumed from the log shows the same moves and the same end
  ServedGame served(load_recorded_game(log), log);
  const nlohmann::json view = served.view(kSpectator);
  EXPECT_EQ(view["log"].size(), log.moves.size());
  EXPECT_EQ(view["terminal"], replayed.now().terminal());
  if (replayed.now().terminal()) {
    EXPECT_EQ(view["end"]["reason"], replayed.now().end_reason());
  }
  EXPECT_EQ(served.record().moves, log.moves);
  // the replay page: a step per State
  EXPECT_EQ(replay_steps(replayed.game(), replayed_game(replayed), 0, 0, SIZE_MAX).size(), replayed.states().size());
}

TEST(GameSession, EveryChangeReachesTheHookWithTheRecord) {
  auto game = load("tictactoe");
  GameSession session(game, log_header(*game, 1));
  std::vector<size_t> seen;
  session.on_change([&](const RecordedGame& r) { seen.push_back(r.moves.size()); });
  EXPECT_EQ(session.play(1, "mark a1"), "");
  EXPECT_NE(session.play(2, "mark a1"), "") << "an illegal move is refused and changes nothing";
  EXPECT_EQ(session.play(2, "mark b1"), "");
  EXPECT_TRUE(session.undo(1)) << "back before player 1's last move";
  EXPECT_EQ(seen, (std::vector<size_t>{1, 2, 0}));
  EXPECT_EQ(session.states().size(), 1u);
  EXPECT_EQ(session.chance().size(), 1u);
  EXPECT_FALSE(session.undo());
}

TEST(GameSession, TheRecordIsOverOnceTheLastStateIs) {
  auto game = load("tictactoe");
  GameSession session(game, log_header(*game, 1));
  for (const char* move : {"mark a1", "mark b1", "mark a2", "mark b2", "mark a3"})
    ASSERT_EQ(session.play(session.now().first_to_move(), move), "") << move;
  EXPECT_TRUE(session.record().over);
  EXPECT_EQ(session.now().end_reason(), "three in a row");
  ASSERT_TRUE(session.undo());
  EXPECT_FALSE(session.record().over);
  EXPECT_EQ(session.now().end_reason(), "");
}

// A player the game does not have is named as such, before the move's own words are read
// (here a square that does not exist either).
TEST(GameSession, ARecordedMoveOfAPlayerTheGameLacksStopsTheReplayNamingThePlayer) {
  auto game = load("tictactoe");
  RecordedGame r = log_header(*game, 1);
  r.moves = {{1, "mark a1"}, {7, "mark z9"}};
  const GameSession session(game, r);
  EXPECT_EQ(session.record().moves.size(), 1u);
  EXPECT_NE(session.replay_error().find("move 2 (player 7: mark z9): there is no player 7"), std::string::npos)
      << session.replay_error();
}

TEST(GameSession, AMoveNoLongerLegalStopsTheReplayAndIsDropped) {
  auto game = load("tictactoe");
  RecordedGame r = log_header(*game, 1);
  r.moves = {{1, "mark a1"}, {2, "mark a1"}, {1, "mark b1"}};
  const GameSession session(game, r);
  EXPECT_EQ(session.record().moves.size(), 1u);
  EXPECT_NE(session.replay_error().find("move 2 (player 2: mark a1): "), std::string::npos) << session.replay_error();
  try {
    session.require_whole("save.json");
    FAIL() << "a save that does not replay whole is refused";
  } catch (const RecordError& e) {
    EXPECT_NE(std::string(e.what()).find("save.json: move 2 of 3 (player 2: 'mark a1') cannot be replayed"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace rb
