// Unit tests of game records (the save `play` keeps), capped reads and atomic writes,
// and of what one player sees of another's move.
#include "engine/game_record.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <regex>

#include "core/file_io.h"
#include "engine/game_session.h"
#include "engine/move_observation.h"
#include "engine/move_text.h"
#include "../support/temp_dir.h"

namespace rb {
namespace {

namespace fs = std::filesystem;
const std::string kTiny = RULEBOOK_TEST_DATA "/tiny";

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

RecordedGame tiny_record(std::vector<RecordedMove> moves) {
  auto game = load_game(LoadRequest{kTiny, {}, {}});
  RecordedGame r = start_record(*game, LoadRequest{kTiny, {}, {}}, 11);
  r.moves = std::move(moves);
  return r;
}

std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

TEST(GameRecord, RoundTripsThroughItsFile) {
  test::TempDir dir{"rulebook_record"};
  RecordedGame r = tiny_record({{1, "place a1"}, {2, "roll"}});
  r.seats[2] = "random";
  write_record(dir.path / "s.json", r);
  const RecordedGame back = read_record(dir.path / "s.json");
  EXPECT_EQ(back.moves, r.moves);
  EXPECT_EQ(back.seats, r.seats);
  EXPECT_EQ(back.params, r.params);
  EXPECT_EQ(back.seed, 11u);
  EXPECT_EQ(back.files_hash, r.files_hash);
}

TEST(GameRecord, ATruncatedFileNamesTheFileLineAndColumn) {
  test::TempDir dir{"rulebook_record"};
  const fs::path file = dir.path / "s.json";
  const std::string whole = record_to_json(tiny_record({{1, "place a1"}})).dump(1);
  std::ofstream(file) << whole.substr(0, whole.size() / 2);
  const std::string error = error_of([&] { read_record(file); });
  EXPECT_TRUE(contains(error, file.string() + ":")) << error;
  EXPECT_TRUE(std::regex_search(error, std::regex(R"(\.json:\d+:\d+: not a readable game record)"))) << error;
}

TEST(GameRecord, JsonThatIsNotARecordIsRefused) {
  test::TempDir dir{"rulebook_record"};
  std::ofstream(dir.path / "s.json") << R"({"moves": []})";
  EXPECT_TRUE(contains(error_of([&] { read_record(dir.path / "s.json"); }), "not a game record"));
  nlohmann::json j = record_to_json(tiny_record({}));
  j["moves"] = nlohmann::json::array({{{"player", "one"}, {"move", "roll"}}});
  EXPECT_TRUE(contains(error_of([&] { record_from_json(j, "f"); }), "f: move 1: expected"));
  for (const char* seat : {"1x", "0", "65"}) {
    nlohmann::json seated = record_to_json(tiny_record({}));
    seated["seats"] = {{seat, "random"}};
    EXPECT_TRUE(contains(error_of([&] { record_from_json(seated, "f"); }), "'seats' must map seat numbers")) << seat;
  }
}

TEST(GameRecord, ReplayNamesTheFirstMoveTheGameRefuses) {
  const RecordedGame r = tiny_record({{1, "place a1"}, {2, "place a1"}});
  const GameSession session(load_game(record_request(r)), r);
  const std::string error = error_of([&] { session.require_whole("s.json"); });
  EXPECT_TRUE(contains(error, "s.json: move 2 of 2 (player 2: 'place a1') cannot be replayed: ")) << error;
  EXPECT_FALSE(contains(error, "files have changed")) << error;
}

TEST(GameRecord, ReplaySaysWhenTheGameFilesChanged) {
  RecordedGame r = tiny_record({{1, "fly a1"}});
  r.files_hash = "0";
  const GameSession session(load_game(record_request(r)), r);
  EXPECT_TRUE(contains(error_of([&] { session.require_whole("s.json"); }), "the game's files have changed"));
}

TEST(GameRecord, ReplayGivesEveryPosition) {
  const RecordedGame r = tiny_record({{1, "place a1"}, {2, "place b1"}});
  const GameSession session(load_game(record_request(r)), r);
  session.require_whole("s.json");
  const auto& states = session.states();
  ASSERT_EQ(states.size(), 3u);
  EXPECT_EQ(states.back().ply(), 2);
}

TEST(FileIo, AFileOverTheCapIsRefusedNamingFileAndLimit) {
  test::TempDir dir{"rulebook_record"};
  const fs::path file = dir.path / "big.yaml";
  std::ofstream(file) << std::string(kMaxFileBytes + 1, '#');
  const std::string error = error_of([&] { read_file_capped(file); });
  EXPECT_TRUE(contains(error, file.string() + ": the file is 4194305 bytes, more than the 4 MiB a file may be")) << error;
  EXPECT_EQ(read_file_capped(file, kMaxFileBytes + 1).size(), kMaxFileBytes + 1);
}

TEST(FileIo, AMissingFileIsNamed) {
  EXPECT_TRUE(contains(error_of([] { read_file_capped("/nonexistent/x.lua"); }), "/nonexistent/x.lua: cannot read"));
}

TEST(FileIo, AnAtomicWriteReplacesTheWholeFileAndLeavesNoTemporary) {
  test::TempDir dir{"rulebook_record"};
  const fs::path file = dir.path / "s.json";
  write_file_atomically(file, std::string(100000, 'a'));
  write_file_atomically(file, "short");
  EXPECT_EQ(read_file_capped(file), "short");
  EXPECT_EQ(std::distance(fs::directory_iterator(dir.path), fs::directory_iterator()), 1);
}

TEST(FileIo, AnAtomicWriteIntoAMissingFolderFailsNamingIt) {
  EXPECT_TRUE(contains(error_of([] { write_file_atomically("/nonexistent/s.json", "x"); }), "/nonexistent/s.json"));
}

class MoveObservation : public testing::Test {
 protected:
  std::shared_ptr<const GameDef> game = load_game(LoadRequest{kTiny, {}, {}});
  Engine engine{game};
  State before = engine.new_game(1);

  std::string seen_by(const std::string& text, int mover, int viewer) {
    std::string error;
    const Move m = *parse_move(*game, text, mover, error);
    State after = before;
    EXPECT_EQ(engine.apply_checked(after, mover, m), "");
    return observe_move(*game, before, after, mover, m, viewer);
  }
};

TEST_F(MoveObservation, APublicMoveIsSeenWhole) { EXPECT_EQ(seen_by("place b2", 1, 2), "place b2"); }

TEST_F(MoveObservation, ACardNoOtherPlayerSeesShowsAsItsKind) {
  EXPECT_EQ(seen_by("discard card_1_2", 1, 2), "discard (hidden card)");
  EXPECT_EQ(seen_by("discard card_1_2", 1, 1), "discard card_1_2");
  EXPECT_EQ(seen_by("discard card_1_2", 1, 0), "discard card_1_2");
}

// A card shown to a player (known_by) is named to that player even in another's hand, and
// only to that player: the bit read is the viewer's own.
TEST_F(MoveObservation, ACardShownToTheViewerIsNamedToThemAlone) {
  const int32_t card = game->kit.component_index.at("card_1_2");
  before.set_known_by(card, 1u << (2 - 1));
  EXPECT_EQ(seen_by("discard card_1_2", 1, 2), "discard card_1_2");
  before.set_known_by(card, 1u << (4 - 1));
  EXPECT_EQ(seen_by("discard card_1_2", 1, 2), "discard (hidden card)");
}

TEST_F(MoveObservation, AChoiceInASimultaneousDecisionIsASecret) {
  std::string error;
  engine.apply_checked(before, 1, *parse_move(*game, "call", 1, error));
  EXPECT_EQ(seen_by("vote red", 1, 2), kSecretMove);
  EXPECT_EQ(seen_by("vote red", 1, 1), "vote red");
}

// A record of one game opened as another says so, instead of the unknown-parameter error
// its parameters would get from the other game.
TEST(GameRecord, ARecordOfAnotherGameSaysWhichGameItIs) {
  const std::string pouches = RULEBOOK_TEST_DATA "/../../games/pouches";
  const std::string tictactoe = RULEBOOK_TEST_DATA "/../../games/tictactoe";
  auto game = load_game(LoadRequest{pouches, {}, {{"bury_at", "under_top"}}});
  const RecordedGame record = start_record(*game, LoadRequest{pouches, {}, {{"bury_at", "under_top"}}}, 3);
  EXPECT_EQ(load_recorded_game(record)->name, "pouches");
  const std::string error = error_of([&] { load_recorded_game(record, tictactoe); });
  EXPECT_TRUE(contains(error, "the record is of game 'pouches'; " + tictactoe + " is game 'tictactoe'")) << error;
  RecordedGame plain = tiny_record({});
  EXPECT_TRUE(contains(error_of([&] { load_recorded_game(plain, tictactoe); }), "the record is of game 'tiny'"));
}

}  // namespace
}  // namespace rb
