// Unit tests of browser play without sockets: the PlayServer's requests and replies, the
// saved games it resumes, and a ServedGame's undo and reload.
#include "present/play_server.h"
#include "present/seat_tokens.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "analysis/rules_watch.h"
#include "engine/game_log.h"
#include "engine/hidden_info.h"
#include "present/served_game.h"

namespace rb {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
const std::string kGames = RULEBOOK_TEST_DATA "/../../games/";
const std::string kTiny = RULEBOOK_TEST_DATA "/tiny";

// A folder under the temporary directory named after the running test, removed after it.
class TempDir {
 public:
  TempDir() {
    const auto* test = testing::UnitTest::GetInstance()->current_test_info();
    path_ = fs::temp_directory_path() / ("rulebook_serve_" + std::string(test->name()) + "_" + std::to_string(getpid()));
    fs::remove_all(path_);
    fs::create_directories(path_);
  }
  ~TempDir() { fs::remove_all(path_); }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

json body(const HttpReply& r) { return json::parse(r.body); }

PlayServer tictactoe(const fs::path& saves) { return PlayServer(LoadRequest{kGames + "tictactoe", {}, {}}, saves); }

// A new game's tokens, by seat, from the reply to /api/new.
std::map<int, std::string> new_game(PlayServer& server, const std::string& query = "") {
  const json reply = body(server.handle("POST", "/api/new" + query, ""));
  std::map<int, std::string> tokens;
  for (const auto& [seat, token] : reply.at("tokens").items()) tokens[std::stoi(seat)] = token.get<std::string>();
  return tokens;
}

// "&player=P&token=T" with seat P's token.
std::string as_seat(std::map<int, std::string>& tokens, int seat, const char* key = "player") {
  return std::string("&") + key + "=" + std::to_string(seat) + "&token=" + tokens[seat];
}

TEST(PlayServer, ANewGameOffersTheFirstPlayersMoves) {
  TempDir dir;
  PlayServer server = tictactoe(dir.path());
  auto tokens = new_game(server, "?seed=1&bots=2:random");
  EXPECT_EQ(tokens.size(), 1u) << "seat 1's only: seat 2 is a bot's";
  const json view = body(server.handle("GET", "/api/game?id=g1" + as_seat(tokens, 1, "as"), ""));
  EXPECT_EQ(view["moves"].size(), 9u);
  EXPECT_EQ(view["to_move"], 1);
  EXPECT_NE(view["svg"].get<std::string>().find("<svg"), std::string::npos);
}

TEST(PlayServer, AMoveIsAnsweredByTheBotAndSaved) {
  TempDir dir;
  PlayServer server = tictactoe(dir.path());
  auto tokens = new_game(server, "?bots=2:random");
  EXPECT_EQ(server.handle("POST", "/api/move?id=g1&move=mark%20b2" + as_seat(tokens, 1), "").status, 200);
  const json view = body(server.handle("GET", "/api/game?id=g1", ""));
  ASSERT_EQ(view["log"].size(), 2u);
  EXPECT_EQ(view["log"][0]["move"], "mark b2");
  EXPECT_EQ(view["log"][1]["player"], 2);
  std::ifstream saved(dir.path() / "g1.jsonl");
  std::string line;
  int lines = 0;
  while (std::getline(saved, line)) ++lines;
  EXPECT_EQ(lines, 3) << "the header and two moves";
}

TEST(PlayServer, AnIllegalMoveIsRefusedAndTheGameGoesOn) {
  TempDir dir;
  PlayServer server = tictactoe(dir.path());
  auto tokens = new_game(server);
  const HttpReply r = server.handle("POST", "/api/move?id=g1" + as_seat(tokens, 1), "mark z9");
  EXPECT_EQ(r.status, 409);
  EXPECT_NE(body(r)["error"].get<std::string>().find("z9"), std::string::npos) << r.body;
  EXPECT_EQ(server.handle("POST", "/api/move?id=g1" + as_seat(tokens, 2), "mark a1").status, 409) << "not player 2's turn";
  EXPECT_EQ(body(server.handle("GET", "/api/game?id=g1" + as_seat(tokens, 1, "as"), ""))["moves"].size(), 9u);
}

TEST(PlayServer, BadRequestsGetClearErrorsAndLeaveOtherGamesAlone) {
  TempDir dir;
  PlayServer server = tictactoe(dir.path());
  auto tokens = new_game(server);
  server.handle("POST", "/api/move?id=g1&move=mark%20a1" + as_seat(tokens, 1), "");
  const std::string before = server.handle("GET", "/api/game?id=g1", "").body;
  EXPECT_EQ(server.handle("GET", "/api/game?id=g9", "").status, 404);
  EXPECT_EQ(server.handle("GET", "/api/game", "").status, 400);
  EXPECT_EQ(server.handle("POST", "/api/new?seed=x", "").status, 400);
  EXPECT_EQ(server.handle("POST", "/api/new?seed=+2", "").status, 400);
  EXPECT_EQ(server.handle("POST", "/api/new?seed=%202", "").status, 400);
  EXPECT_EQ(server.handle("POST", "/api/new?variant=nope", "").status, 400);
  EXPECT_EQ(server.handle("POST", "/api/new?bots=2:wizard", "").status, 400);
  EXPECT_EQ(server.handle("POST", "/api/new?bots=2:mcts:threads=8", "").status, 400) << "a bot thinks on the pool, not threads of its own";
  EXPECT_EQ(server.handle("DELETE", "/", "").status, 404);
  EXPECT_EQ(server.handle("GET", "/api/game?id=g1&as=5&token=x", "").status, 400);
  EXPECT_EQ(server.handle("GET", "/api/game?id=g1", "").body, before);
}

TEST(PlayServer, UndoGoesBackToThePlayersLastDecision) {
  TempDir dir;
  PlayServer server = tictactoe(dir.path());
  auto tokens = new_game(server, "?bots=2:random");
  EXPECT_EQ(server.handle("POST", "/api/undo?id=g1" + as_seat(tokens, 1), "").status, 409);
  server.handle("POST", "/api/move?id=g1&move=mark%20b2" + as_seat(tokens, 1), "");
  EXPECT_EQ(server.handle("POST", "/api/undo?id=g1&player=1", "").status, 403) << "undo needs the seat's token";
  EXPECT_EQ(server.handle("POST", "/api/undo?id=g1" + as_seat(tokens, 1), "").status, 200);
  EXPECT_EQ(body(server.handle("GET", "/api/game?id=g1", ""))["log"].size(), 0u);
}

TEST(PlayServer, ARestartedServerResumesItsGames) {
  TempDir dir;
  std::string before;
  std::map<int, std::string> tokens;
  {
    PlayServer server = tictactoe(dir.path());
    tokens = new_game(server, "?seed=4&bots=2:random");
    server.handle("POST", "/api/move?id=g1&move=mark%20a1" + as_seat(tokens, 1), "");
    before = server.handle("GET", "/api/game?id=g1" + as_seat(tokens, 1, "as"), "").body;
  }
  PlayServer again = tictactoe(dir.path());
  const std::vector<std::string> problems = again.resume();
  EXPECT_TRUE(problems.empty()) << problems.front();
  EXPECT_EQ(again.handle("GET", "/api/game?id=g1" + as_seat(tokens, 1, "as"), "").body, before) << "the seat's token still holds";
  EXPECT_EQ(body(again.handle("POST", "/api/new", ""))["id"], "g2") << "new games take new ids";
}

TEST(PlayServer, OffersTheGamesVariantsAndPlaysOne) {
  TempDir dir;
  PlayServer server = tictactoe(dir.path());
  const json info = body(server.handle("GET", "/api/info", ""));
  EXPECT_NE(std::find(info["variants"].begin(), info["variants"].end(), "misere"), info["variants"].end());
  EXPECT_EQ(server.handle("POST", "/api/new?variant=misere", "").status, 200);
}

// The log of the page goes through observe_move: a bot's public move is named in full, a
// card it could not see is "(hidden card)", and the log file stays closed until the end.
TEST(PlayServer, HidesAnotherPlayersSecretMovesAndTheLogUntilTheEnd) {
  TempDir dir;
  PlayServer server(LoadRequest{kTiny, {}, {}}, dir.path());
  auto tokens = new_game(server, "?seat=1");  // seat 2 is left for another browser
  const json claimed = body(server.handle("POST", "/api/claim?id=g1&seat=2", ""));
  tokens[2] = claimed["token"].get<std::string>();
  ASSERT_EQ(server.handle("POST", "/api/move?id=g1&move=place%20a1" + as_seat(tokens, 1), "").status, 200);
  ASSERT_EQ(server.handle("POST", "/api/move?id=g1&move=discard%20card_2_1" + as_seat(tokens, 2), "").status, 200);
  ASSERT_EQ(server.handle("POST", "/api/move?id=g1&move=discard%20card_1_2" + as_seat(tokens, 1), "").status, 200);
  const json by_two = body(server.handle("GET", "/api/game?id=g1" + as_seat(tokens, 2, "as"), ""));
  ASSERT_GE(by_two["log"].size(), 3u);
  EXPECT_EQ(by_two["log"][0]["move"], "place a1");
  EXPECT_EQ(by_two["log"][2]["move"], "discard (hidden card)");
  EXPECT_EQ(by_two.dump().find("card_1_2"), std::string::npos);
  const json by_one = body(server.handle("GET", "/api/game?id=g1" + as_seat(tokens, 1, "as"), ""));
  EXPECT_EQ(by_one["log"][0]["move"], "place a1");
  EXPECT_EQ(by_one["log"][2]["move"], "discard card_1_2");
  // Seat 2 discarded one of its own cards: named to itself, hidden from player 1.
  EXPECT_EQ(by_two["log"][1]["move"], "discard card_2_1");
  EXPECT_EQ(by_one["log"][1]["move"], "discard (hidden card)");
  EXPECT_EQ(server.handle("GET", "/api/log?id=g1", "").status, 403);
}

// A secret choice is "(a secret choice)" in the log until what the viewer saw pins it down,
// then the move in its place (Duel: blue laid the 2 and red scored, so red laid the 3); a
// spectator, who saw neither card, is never told.
TEST(PlayServer, ASecretChoiceIsRevealedInPlaceOnceTheViewerCanTellIt) {
  TempDir dir;
  PlayServer server(LoadRequest{RULEBOOK_TEST_DATA "/duel", {}, {}}, dir.path());
  auto tokens = new_game(server, "?seat=1");
  tokens[2] = body(server.handle("POST", "/api/claim?id=g1&seat=2", ""))["token"].get<std::string>();
  ASSERT_EQ(server.handle("POST", "/api/move?id=g1&move=lay%20red_3" + as_seat(tokens, 1), "").status, 200);
  const json before = body(server.handle("GET", "/api/game?id=g1" + as_seat(tokens, 2, "as"), ""));
  EXPECT_EQ(before["log"][0]["move"], "(a secret choice)");
  EXPECT_EQ(before.dump().find("red_3"), std::string::npos);
  ASSERT_EQ(server.handle("POST", "/api/move?id=g1&move=lay%20blue_2" + as_seat(tokens, 2), "").status, 200);
  const json after = body(server.handle("GET", "/api/game?id=g1" + as_seat(tokens, 2, "as"), ""));
  ASSERT_EQ(after["log"].size(), 2u);
  EXPECT_EQ(after["log"][0]["move"], "lay red_3");
  EXPECT_EQ(after["log"][1]["move"], "lay blue_2");
  const json spectator = body(server.handle("GET", "/api/game?id=g1", ""));
  EXPECT_EQ(spectator["log"][0]["move"], "(a secret choice)");
  EXPECT_EQ(spectator.dump().find("red_3"), std::string::npos);
}

// A huge body is refused without being quoted back (an unknown move's error quotes its text).
TEST(PlayServer, AHugeBodyIsRefusedAndNotEchoed) {
  TempDir dir;
  PlayServer server = tictactoe(dir.path());
  auto tokens = new_game(server);
  const std::string huge(50u << 20, 'x');
  const HttpReply reply = server.handle("POST", "/api/move?id=g1" + as_seat(tokens, 1), huge);
  EXPECT_EQ(reply.status, 413);
  EXPECT_LT(reply.body.size(), 200u);
  const HttpReply as_query = server.handle("POST", "/api/move?id=g1" + as_seat(tokens, 1) + "&move=" + std::string(kMaxRequestBody + 1, 'y'), "");
  EXPECT_EQ(as_query.status, 413);
  EXPECT_LT(as_query.body.size(), 200u);
  EXPECT_EQ(server.handle("POST", "/api/move?id=g1&move=mark%20b2" + as_seat(tokens, 1), "").status, 200) << "the game goes on";
}

TEST(PlayServer, AViewOrAMoveAsASeatNeedsThatSeatsToken) {
  TempDir dir;
  PlayServer server = tictactoe(dir.path());
  auto tokens = new_game(server);
  const HttpReply bare = server.handle("GET", "/api/game?id=g1&as=1", "");
  EXPECT_EQ(bare.status, 403);
  EXPECT_NE(body(bare)["error"].get<std::string>().find("needs its token"), std::string::npos) << bare.body;
  EXPECT_EQ(server.handle("GET", "/api/game?id=g1&as=1&token=" + tokens[2], "").status, 403) << "another seat's token";
  EXPECT_EQ(server.handle("GET", "/api/game?id=g1&as=1&token=" + std::string(32, '0'), "").status, 403);
  EXPECT_EQ(server.handle("POST", "/api/move?id=g1&player=1&move=mark%20a1", "").status, 403);
  EXPECT_EQ(server.handle("POST", "/api/move?id=g1&player=1&token=" + tokens[2] + "&move=mark%20a1", "").status, 403);
  EXPECT_EQ(body(server.handle("GET", "/api/game?id=g1", ""))["plies"], 0) << "no refused move was played";
  EXPECT_EQ(server.handle("POST", "/api/move?id=g1&move=mark%20a1" + as_seat(tokens, 1), "").status, 200);
  EXPECT_EQ(server.handle("GET", "/api/game?id=g1" + as_seat(tokens, 1, "as"), "").status, 200);
}

TEST(PlayServer, NoOneViewsOrMovesAsABotsSeat) {
  TempDir dir;
  PlayServer server = tictactoe(dir.path());
  auto tokens = new_game(server, "?bots=2:random");
  const HttpReply as_bot = server.handle("GET", "/api/game?id=g1&as=2&token=" + tokens[1], "");
  EXPECT_EQ(as_bot.status, 403);
  EXPECT_NE(body(as_bot)["error"].get<std::string>().find("bot"), std::string::npos) << as_bot.body;
  EXPECT_EQ(server.handle("POST", "/api/claim?id=g1&seat=2", "").status, 409);
}

TEST(PlayServer, AHotSeatGameGivesItsBrowserEverySeatsToken) {
  TempDir dir;
  PlayServer server = tictactoe(dir.path());
  auto tokens = new_game(server);
  ASSERT_EQ(tokens.size(), 2u);
  EXPECT_NE(tokens[1], tokens[2]);
  EXPECT_EQ(tokens[1].size(), 32u);
  EXPECT_EQ(tokens[1].find_first_not_of("0123456789abcdef"), std::string::npos);
  EXPECT_EQ(server.handle("POST", "/api/claim?id=g1&seat=2", "").status, 409) << "held already";
  EXPECT_EQ(body(server.handle("GET", "/api/info", ""))["games"][0]["open_seats"].size(), 0u);
}

TEST(PlayServer, AFreeSeatIsClaimedOnceAndItsTokenSaved) {
  TempDir dir;
  PlayServer server = tictactoe(dir.path());
  auto tokens = new_game(server, "?seat=1");
  EXPECT_EQ(tokens.size(), 1u);
  EXPECT_EQ(body(server.handle("GET", "/api/info", ""))["games"][0]["open_seats"], json::array({2}));
  const json claimed = body(server.handle("POST", "/api/claim?id=g1&seat=2", ""));
  EXPECT_EQ(claimed["seat"], 2);
  EXPECT_EQ(server.handle("POST", "/api/claim?id=g1&seat=2", "").status, 409);
  std::ifstream saved(dir.path() / "g1.seats.json");
  EXPECT_EQ(json::parse(saved)["2"], claimed["token"]);
}

// A spectator holds no seat: neither hand, no owner-only variable, no secret move shows.
TEST(PlayServer, ASpectatorSeesNoPlayersSecrets) {
  TempDir dir;
  PlayServer server(LoadRequest{kTiny, {}, {}}, dir.path());
  auto tokens = new_game(server);
  server.handle("POST", "/api/move?id=g1&move=place%20a1" + as_seat(tokens, 1), "");
  server.handle("POST", "/api/move?id=g1&move=discard%20card_2_3" + as_seat(tokens, 2), "");
  const json watching = body(server.handle("GET", "/api/game?id=g1", ""));
  ASSERT_EQ(watching["log"].size(), 2u);
  EXPECT_EQ(watching["log"][0]["move"], "place a1");
  EXPECT_EQ(watching["log"][1]["move"], "discard (hidden card)");
  EXPECT_EQ(watching["moves"].size(), 0u);
  EXPECT_EQ(watching.dump().find("card_1_"), std::string::npos);
  EXPECT_EQ(watching.dump().find("card_2_"), std::string::npos);
  const json by_one = body(server.handle("GET", "/api/game?id=g1" + as_seat(tokens, 1, "as"), ""));
  EXPECT_NE(by_one.dump().find("card_1_"), std::string::npos) << "a seat sees its own hand";
  EXPECT_EQ(server.handle("GET", "/api/log?id=g1", "").status, 403) << "the log waits for the end";
}

TEST(PlayServer, ALongQueryStringGets414) {
  TempDir dir;
  PlayServer server = tictactoe(dir.path());
  const HttpReply r = server.handle("GET", "/api/info?x=" + std::string(kMaxQueryString, 'q'), "");
  EXPECT_EQ(r.status, 414);
  EXPECT_LT(r.body.size(), 200u);
}

TEST(PlayServer, QueriesAreDecoded) {
  const auto q = parse_query("move=place+a1&x=%41%2&=&flag");
  EXPECT_EQ(q.at("move"), "place a1");
  EXPECT_EQ(q.at("x"), "A%2");
  EXPECT_EQ(q.at("flag"), "");
}

// The tiny game copied into `dir`, its board `size` squares a side.
void write_tiny(const fs::path& dir, int size) {
  std::ifstream in(kTiny + "/game.yaml");
  std::stringstream text;
  text << in.rdbuf();
  std::string yaml = text.str();
  const std::string from = "width: 3, height: 3", to = "width: " + std::to_string(size) + ", height: " + std::to_string(size);
  yaml.replace(yaml.find(from), from.size(), to);
  std::ofstream(dir / "game.yaml") << yaml;
  fs::copy_file(kTiny + "/rules.lua", dir / "rules.lua", fs::copy_options::overwrite_existing);
}

// A seats file read back at a restart: each key a seat from 1 to 64, each token 32 characters.
TEST(SeatTokens, ASeatThatIsNotAWholeNumberFrom1To64IsRefused) {
  const std::string token(32, 'a');
  EXPECT_TRUE(SeatTokens::from_json({{"2", token}}).held(2));
  for (const char* seat : {"2x", "x", "0", "65", " 2"}) {
    try {
      SeatTokens::from_json({{seat, token}});
      ADD_FAILURE() << "seat '" << seat << "' was read";
    } catch (const std::runtime_error& e) {
      EXPECT_EQ(std::string(e.what()), std::string("seat '") + seat + "': not a seat number from 1 to 64");
    }
  }
}

TEST(ServedGame, ReloadReplaysTheMovesAsFarAsTheyStayLegal) {
  TempDir dir;
  write_tiny(dir.path(), 3);
  auto game = load_game(LoadRequest{dir.path(), {}, {}});
  ServedGame session(game, log_header(*game, 1));
  EXPECT_EQ(session.play(1, "place a1"), "");
  EXPECT_EQ(session.play(2, "place c3"), "");
  write_tiny(dir.path(), 2);
  const std::string said = session.reload(load_game(LoadRequest{dir.path(), {}, {}}));
  EXPECT_NE(said.find("1 of 2 moves replayed"), std::string::npos) << said;
  EXPECT_NE(said.find("move 2"), std::string::npos) << said;
  EXPECT_EQ(session.record().moves.size(), 1u);
}

// The end is shown with the rules' reason and every player's result and score; an undo takes it away.
TEST(ServedGame, AFinishedGameSaysWhyItEndedAndTheScores) {
  auto game = load_game(LoadRequest{kGames + "tictactoe", {}, {}});
  ServedGame session(game, log_header(*game, 1));
  for (const char* move : {"mark a1", "mark b1", "mark a2", "mark b2", "mark a3"})
    ASSERT_EQ(session.play(session.view(kSpectator)["to_move"].get<int>(), move), "") << move;
  const json seen = session.view(kSpectator);
  ASSERT_TRUE(seen["terminal"].get<bool>());
  EXPECT_EQ(seen["end"]["reason"], "three in a row");
  ASSERT_EQ(seen["end"]["players"].size(), 2u);
  EXPECT_EQ(seen["end"]["players"][0]["player"], 1);
  EXPECT_EQ(seen["end"]["players"][0]["result"], "win");
  EXPECT_TRUE(seen["end"]["players"][0]["score"].is_number());
  EXPECT_EQ(seen["end"]["players"][1]["result"], "loss");
  ASSERT_TRUE(session.undo(1));
  EXPECT_FALSE(session.view(kSpectator).contains("end"));
}

// Chance outcomes reach the log through the same filter as the moves: the setup's shuffle is
// public, its random pick of the first player is not a player's to see (Pouches has secrets).
TEST(PlayServer, TheSetupsChanceIsShownAsEachViewerMaySeeIt) {
  TempDir dir;
  PlayServer server(LoadRequest{kGames + "pouches", {}, {}}, dir.path());
  new_game(server, "?seed=4");
  const json watching = body(server.handle("GET", "/api/game?id=g1", ""));
  EXPECT_EQ(watching["setup"], json({"(a chance result)", "shuffle stock"}));
}

TEST(RulesWatch, NoticesAChangedFileOnce) {
  TempDir dir;
  write_tiny(dir.path(), 3);
  RulesWatch watch(dir.path());
  EXPECT_FALSE(watch.changed());
  std::ofstream(dir.path() / "rules.lua", std::ios::app) << "\n-- edited\n";
  EXPECT_TRUE(watch.changed());
  EXPECT_FALSE(watch.changed());
  EXPECT_EQ(watch.lint_errors(), "");
}

TEST(RulesWatch, LintErrorsAreReportedForBrokenFiles) {
  TempDir dir;
  write_tiny(dir.path(), 3);
  std::ofstream(dir.path() / "game.yaml", std::ios::app) << "\nbogus_key: 1\n";
  EXPECT_NE(RulesWatch(dir.path()).lint_errors(), "");
}

}  // namespace
}  // namespace rb
