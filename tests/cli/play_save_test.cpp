// `rulebook play` as a player meets it: typed moves, a SIGKILL at any moment, --resume,
// and what it prints of the other seats in a game with hidden information.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <filesystem>
#include <random>
#include <regex>
#include <set>
#include <sstream>
#include <thread>

#include "child_process.h"
#include "core/file_io.h"
#include "engine/game_record.h"
#include "engine/game_session.h"
#include "engine/move_observation.h"
#include "engine/move_text.h"
#include "engine/state_json.h"
#include "present/text_view.h"
#include "../support/temp_dir.h"

namespace rb {
namespace {

namespace fs = std::filesystem;
using test::ChildProcess;

const std::string kCli = RULEBOOK_CLI;
const std::string kGames = RULEBOOK_SOURCE_DIR "/games/";

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Waits for the n-th prompt of `player` (counting from 1) in the output.
bool wait_for_prompt(ChildProcess& child, int player, size_t from) {
  return child.wait_for("player " + std::to_string(player) + "> ", from);
}

// Asks for help at the prompt and returns the first legal move listed.
std::string first_legal_move(ChildProcess& child, int player) {
  const size_t from = child.output().size();
  child.send("help\n");
  if (!wait_for_prompt(child, player, from)) return "";
  std::istringstream lines(child.output().substr(from));
  std::string line;
  std::getline(lines, line);
  return line.rfind("  ", 0) == 0 ? line.substr(2) : line;
}

// The moves of the game so far as play printed them: ours typed, the bots' "player N plays X".
std::vector<RecordedMove> bot_moves_in(const std::string& text) {
  static const std::regex played(R"(player (\d+) plays ([^\n]+))");
  std::vector<RecordedMove> out;
  for (std::sregex_iterator it(text.begin(), text.end(), played), end; it != end; ++it)
    out.push_back({std::stoi((*it)[1]), (*it)[2]});
  return out;
}

struct Scripted {
  std::vector<RecordedMove> moves;  // every move, in order, as the terminal showed them
};

// Plays `turns` human moves for seat 1 against a bot at seat 2, each the first legal move.
Scripted play_human_turns(ChildProcess& child, int turns) {
  Scripted s;
  for (int t = 0; t < turns; ++t) {
    if (t == 0) {  // later prompts end the last turn
      EXPECT_TRUE(wait_for_prompt(child, 1, 0)) << child.output();
    }
    const std::string move = first_legal_move(child, 1);
    const size_t from = child.output().size();
    child.send(move + "\n");
    s.moves.push_back({1, move});
    EXPECT_TRUE(wait_for_prompt(child, 1, from)) << child.output();
    for (const auto& m : bot_moves_in(child.output().substr(from))) s.moves.push_back(m);
  }
  return s;
}

// The recorded game's last State, from the game as loaded now; `game` keeps its GameDef alive.
State replayed(const RecordedGame& record, const std::string& file, std::shared_ptr<const GameDef>& game) {
  game = load_game(record_request(record));
  const GameSession session(game, record);
  session.require_whole(file);
  return session.now();
}

TEST(PlaySave, AGameKilledMidMoveResumesAtTheSamePosition) {
  test::TempDir dir{"rulebook_play"};
  const std::string save = (dir.path / "bt.json").string();
  const std::string game = kGames + "breakthrough";
  ChildProcess child(kCli, {"play", game, "--seed", "5", "--seat", "2=random", "--save", save}, (dir.path / "err").string());
  const Scripted script = play_human_turns(child, 6);
  child.send("move a");  // a move half typed when the power goes
  child.kill_now();

  const RecordedGame record = read_record(save);
  ASSERT_EQ(record.moves, script.moves);
  auto def = load_game(record_request(record));
  Engine engine(def);
  State expected = engine.new_game(5);
  for (const auto& m : script.moves) {
    std::string error;
    ASSERT_EQ(engine.apply_checked(expected, m.player, *parse_move(*def, m.text, m.player, error)), "");
  }
  std::shared_ptr<const GameDef> again;
  const State last = replayed(record, save, again);
  EXPECT_EQ(state_to_json(*again, last), state_to_json(*def, expected));

  ChildProcess resumed(kCli, {"play", game, "--resume", save}, (dir.path / "err").string());
  ASSERT_TRUE(wait_for_prompt(resumed, 1, 0)) << resumed.output();
  EXPECT_TRUE(contains(resumed.output(), "after 12 moves")) << resumed.output();
  EXPECT_TRUE(contains(resumed.output(), text_view(*def, observe(*def, expected, 1)))) << resumed.output();
  resumed.send("quit\n");
  EXPECT_EQ(resumed.finish(), 0);
  EXPECT_EQ(read_record(save).moves, script.moves);
}

TEST(PlaySave, KillsAtRandomMomentsLeaveAWholeSaveThatResumesToTheEnd) {
  test::TempDir dir{"rulebook_play"};
  const std::string save = (dir.path / "bots.json").string();
  const std::string game = kGames + "breakthrough";
  std::mt19937 rng(7);
  size_t last = 0;
  for (int round = 0; round < 8; ++round) {
    const bool first = round == 0;
    std::vector<std::string> args{"play", game, "--save", save};
    if (first) args.insert(args.end(), {"--seed", "9", "--seat", "1=random", "--seat", "2=random"});
    else args.push_back("--resume");
    ChildProcess child(kCli, args, (dir.path / "err").string());
    if (first) {
      ASSERT_TRUE(child.wait_for(" plays ", 0)) << child.output();
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5 + rng() % 40));
    child.kill_now();
    if (!fs::exists(save)) continue;
    const RecordedGame record = read_record(save);  // never torn: it parses
    EXPECT_GE(record.moves.size(), last);
    last = record.moves.size();
    std::shared_ptr<const GameDef> game_def;
    EXPECT_NO_THROW(replayed(record, save, game_def));
  }
  ChildProcess child(kCli, {"play", game, "--save", save, "--resume"}, (dir.path / "err").string());
  EXPECT_EQ(child.finish(), 0);
  EXPECT_TRUE(contains(child.output(), "game over")) << child.output();
  const RecordedGame record = read_record(save);
  EXPECT_TRUE(record.over);
  std::shared_ptr<const GameDef> game_def;
  EXPECT_TRUE(replayed(record, save, game_def).terminal());
}

// Plays `turns` moves for seat 1 against bots and returns the save's record.
RecordedGame play_against_bots(const test::TempDir& dir, const std::string& game, std::vector<std::string> extra, int turns,
                               std::string& output) {
  const std::string save = (dir.path / "hidden.json").string();
  std::vector<std::string> args{"play", game, "--seed", "3", "--save", save};
  args.insert(args.end(), extra.begin(), extra.end());
  ChildProcess child(kCli, args, (dir.path / "err").string());
  play_human_turns(child, turns);
  child.send("quit\n");
  EXPECT_EQ(child.finish(), 0);
  output = child.output();
  return read_record(save);
}

// Each bot move printed is seat 1's observation of it, and a move in a decision several
// players make at once is printed as a secret.
void expect_bot_moves_as_seen_by_seat_1(const RecordedGame& record, const std::string& output, int& secrets) {
  auto def = load_game(record_request(record));
  const GameSession session(def, record);
  session.require_whole("save");
  const std::vector<State>& states = session.states();
  const std::vector<RecordedMove> printed = bot_moves_in(output);
  size_t next = 0;
  for (size_t i = 0; i < record.moves.size(); ++i) {
    const auto& m = record.moves[i];
    if (m.player == 1) continue;
    ASSERT_LT(next, printed.size());
    std::string error;
    const Move move = *parse_move(*def, m.text, m.player, error);
    const std::string seen = printed[next++].text;
    EXPECT_EQ(seen, observe_move(*def, states[i], states[i + 1], m.player, move, 1)) << "move " << i + 1;
    if (std::popcount(states[i].to_move()) > 1) {
      EXPECT_EQ(seen, kSecretMove) << "move " << i + 1 << ": " << m.text;
    }
    secrets += seen == kSecretMove;
  }
}

// Every component name printed is one seat 1's observation showed at some point of the game.
void expect_only_components_seat_1_saw(const RecordedGame& record, const std::string& output) {
  auto def = load_game(record_request(record));
  const GameSession session(def, record);
  session.require_whole("save");
  const std::vector<State>& states = session.states();
  static const std::regex word(R"([A-Za-z0-9_.]+)");
  std::set<std::string> checked;
  for (std::sregex_iterator it(output.begin(), output.end(), word), end; it != end; ++it) {
    const auto c = def->kit.component_index.find(it->str());
    if (c == def->kit.component_index.end() || !checked.insert(it->str()).second) continue;
    const std::string quoted = "\"" + it->str() + "\"";
    const bool seen = std::any_of(states.begin(), states.end(), [&](const State& s) { return contains(observe(*def, s, 1).dump(), quoted); });
    EXPECT_TRUE(seen) << it->str() << " was printed but seat 1 never sees it";
  }
}

TEST(PlayOutput, OtherSeatsSecretChoicesAreNotPrinted) {
  test::TempDir dir{"rulebook_play"};
  std::string output;
  const RecordedGame record =
      play_against_bots(dir, kGames + "potluck", {"--players", "3", "--seat", "2=random", "--seat", "3=random"}, 8, output);
  int secrets = 0;
  expect_bot_moves_as_seen_by_seat_1(record, output, secrets);
  EXPECT_GE(secrets, 3);  // seat 2 chooses after seat 1 every round, before the reveal
}

TEST(PlayOutput, HiddenCardsOfOtherSeatsAreNeverPrinted) {
  test::TempDir dir{"rulebook_play"};
  std::string output;
  const RecordedGame record = play_against_bots(
      dir, kGames + "pouches/variants/private_pouches.yaml", {"--players", "3", "--seat", "2=random", "--seat", "3=random"}, 40, output);
  expect_only_components_seat_1_saw(record, output);
  int secrets = 0;
  expect_bot_moves_as_seen_by_seat_1(record, output, secrets);
}

}  // namespace
}  // namespace rb
