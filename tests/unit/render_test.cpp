// Unit tests of drawing: appearance hints as the loader reads them, the SVG of a position
// (boards, sheets, pieces, hidden things face down), game logs that replay exactly, and
// the replay page.
#include "present/svg_render.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "analysis/playtest.h"
#include "core/board_generators.h"
#include "core/board_geometry.h"
#include "engine/move_reveal.h"
#include "engine/engine.h"
#include "engine/game_log.h"
#include "engine/game_session.h"
#include "engine/move_text.h"
#include "present/replay_html.h"
#include "present/svg_writer.h"
#include "engine/state_json.h"
#include "load/game_loader.h"

namespace rb {
namespace {

namespace fs = std::filesystem;
const std::string kTiny = RULEBOOK_TEST_DATA "/tiny";
const std::string kGames = RULEBOOK_TEST_DATA "/../../games/";

std::shared_ptr<const GameDef> load(const std::string& path) { return load_game(LoadRequest{path, {}, {}}); }

size_t occurrences(const std::string& text, const std::string& part) {
  size_t n = 0;
  for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

std::string read(const fs::path& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The tiny game copied to a temporary folder with `appearance` appended to its game.yaml.
class TinyWithLook {
 public:
  explicit TinyWithLook(const std::string& appearance) {
    const auto* test = testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::temp_directory_path() / ("rulebook_render_" + std::string(test->name()) + "_" + std::to_string(getpid()));
    fs::create_directories(dir_);
    std::ofstream(dir_ / "game.yaml") << read(kTiny + "/game.yaml") << "\n" << appearance;
    fs::copy_file(kTiny + "/rules.lua", dir_ / "rules.lua", fs::copy_options::overwrite_existing);
  }
  ~TinyWithLook() { fs::remove_all(dir_); }
  std::string path() const { return dir_.string(); }

 private:
  fs::path dir_;
};

const char* kLook = R"(appearance:
  players: ["#112233", "#445566"]
  kinds:
    card: {shape: card, label: "R{rank}", text: {rank: {"3": K}}}
  properties:
    heat: {show: label, label: "hot {value}"}
  variables: [placed]
)";

TEST(Appearance, ReadsKindsPropertiesAndVariables) {
  TinyWithLook dir(kLook);
  auto g = load(dir.path());
  EXPECT_EQ(g->appearance.players.size(), 2u);
  EXPECT_EQ(g->appearance.kinds.at("card").label, "R{rank}");
  EXPECT_EQ(g->appearance.properties.at("heat").show, "label");
  EXPECT_EQ(g->appearance.variables, std::vector<std::string>{"placed"});
}

TEST(Appearance, AnUnknownKindIsAnErrorWithItsLineAndTheKnownKinds) {
  TinyWithLook dir("appearance:\n  kinds:\n    stonez: {shape: circle}\n");
  try {
    load(dir.path());
    FAIL() << "loaded";
  } catch (const std::exception& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("unknown component kind 'stonez'"), std::string::npos) << what;
    EXPECT_NE(what.find("stone, card"), std::string::npos) << what;
    EXPECT_NE(what.find("game.yaml:"), std::string::npos) << what;
  }
}

TEST(Appearance, AnUnknownShapeIsAnError) {
  TinyWithLook dir("appearance:\n  kinds:\n    stone: {shape: hexagon}\n");
  EXPECT_THROW(load(dir.path()), std::exception);
}

TEST(RenderSvg, DrawsEverySquareOfTheBoard) {
  auto g = load(kTiny);
  Engine engine(g);
  const std::string svg = render_svg(*g, state_to_json(*g, engine.new_game(1)));
  EXPECT_EQ(occurrences(svg, "class=\"space\""), 9u);
  EXPECT_NE(svg.find("data-space=\"c3\""), std::string::npos);
  EXPECT_EQ(svg.rfind("</svg>"), svg.size() - 7);
}

TEST(RenderSvg, LabelsComponentsFromTheKindsTemplate) {
  TinyWithLook dir(kLook);
  auto g = load(dir.path());
  Engine engine(g);
  const std::string svg = render_svg(*g, state_to_json(*g, engine.new_game(1)));
  EXPECT_NE(svg.find(">R1<"), std::string::npos);
  EXPECT_NE(svg.find(">RK<"), std::string::npos) << "rank 3 shown through the text table";
  EXPECT_NE(svg.find("fill=\"#112233\""), std::string::npos) << "player 1's colour";
}

TEST(RenderSvg, AnotherPlayersHandIsDrawnFaceDown) {
  TinyWithLook dir(kLook);
  auto g = load(dir.path());
  Engine engine(g);
  const State s = engine.new_game(1);
  const std::string mine = render_svg(*g, observe(*g, s, 1));
  EXPECT_EQ(occurrences(mine, ">R"), 3u) << "player 1 sees only their own three cards";
  EXPECT_EQ(occurrences(mine, ">?<"), 3u) << "and player 2's three as backs";
}

TEST(RenderSvg, ListsOnlyTheChosenVariablesAndShowsHintedProperties) {
  TinyWithLook dir(kLook);
  auto g = load(dir.path());
  Engine engine(g);
  State s = engine.new_game(1);
  s.set_prop(*g->spaces.find("b2"), 0, 4);
  const std::string svg = render_svg(*g, state_to_json(*g, s));
  EXPECT_NE(svg.find("placed 0"), std::string::npos);
  EXPECT_EQ(svg.find("last_roll"), std::string::npos);
  EXPECT_NE(svg.find(">hot 4<"), std::string::npos);
}

TEST(RenderSvg, DrawsTheTrianglesOfAQuarteredBoard) {
  auto g = load(kGames + "porrika");
  Engine engine(g);
  const std::string svg = render_svg(*g, state_to_json(*g, engine.new_game(1)));
  EXPECT_EQ(occurrences(svg, "<polygon"), g->spaces.names.size());
}

TEST(RenderSvg, DrawsArrowsForDirectedEdgesAndExits) {
  auto g = load(kGames + "porridge");
  Engine engine(g);
  const std::string svg = render_svg(*g, state_to_json(*g, engine.new_game(1)));
  EXPECT_EQ(occurrences(svg, "url(#arrow)"), 24u);
  EXPECT_EQ(occurrences(svg, "url(#exit)"), 4u);
}

TEST(RenderSvg, DrawsEachPlayersBoardAsItsOwnSheet) {
  auto g = load(kGames + "potluck");
  Engine engine(g);
  const std::string svg = render_svg(*g, state_to_json(*g, engine.new_game(1)));
  EXPECT_NE(svg.find("sheet · player 1"), std::string::npos);
  EXPECT_NE(svg.find("sheet · player 2"), std::string::npos);
}

// Coordinates in tenths, "-0" as "0", exactly as printf's "%.0f"/"%.1f" of the rounded value
// gave them (the same picture gives the same bytes as before).
TEST(SvgNumber, PrintsTenthsAsPrintfDid) {
  const auto printf_number = [](double v) {
    const double r = std::round(v * 10) / 10;
    char buf[32];
    std::snprintf(buf, sizeof buf, r == std::floor(r) ? "%.0f" : "%.1f", r);
    return std::string(buf) == "-0" ? std::string("0") : std::string(buf);
  };
  std::mt19937 rng(5);
  std::uniform_real_distribution<double> any(-5000, 5000);
  for (int i = 0; i < 20000; ++i) {
    const double v = i % 2 ? any(rng) : std::round(any(rng) * 20) / 20;  // and halves of tenths
    ASSERT_EQ(svg_number(v), printf_number(v)) << v;
  }
  EXPECT_EQ(svg_number(-0.04), "0");
  EXPECT_EQ(svg_number(-0.25), "-0.3");
  EXPECT_EQ(svg_number(12), "12");
  EXPECT_EQ(svg_number(7.96), "8");
}

TEST(BoardGenerators, AGraphWithoutPositionsIsLaidOutOnACircle) {
  GraphSpec spec;
  for (const char* id : {"a", "b", "c", "d"}) spec.nodes.push_back({id, {}, {}, {}});
  const Board b = make_graph(spec);
  for (int32_t i = 0; i < b.size(); ++i)
    for (int32_t j = i + 1; j < b.size(); ++j)
      EXPECT_GT(std::hypot(b.position(i).x - b.position(j).x, b.position(i).y - b.position(j).y), 0.5);
}

// Plays `plies` random moves, logging them; returns every State on the way.
std::vector<State> random_game(Engine& engine, RecordedGame& log, int plies) {
  std::mt19937 pick(7);
  std::vector<State> states{engine.new_game(log.seed)};
  MoveList legal;
  while (!states.back().terminal() && int(states.size()) <= plies) {
    State s = states.back();
    const int p = s.first_to_move();
    engine.legal_moves(s, p, legal);
    const Move m = legal[pick() % legal.size()];
    log.moves.push_back({p, move_to_text(engine.game(), m, p)});
    engine.apply_unchecked(s, p, m);
    states.push_back(s);
  }
  return states;
}

TEST(GameLog, ALogReplaysToTheSameStates) {
  auto g = load(kGames + "forage");
  Engine engine(g);
  RecordedGame log = log_header(*g, 11);
  const std::vector<State> played = random_game(engine, log, 80);
  std::istringstream text(log_to_text(log));
  const RecordedGame read_back = read_game_log(text, "game.jsonl");
  const GameSession again(load_game(record_request(read_back)), read_back);
  const std::vector<State>& replayed = again.states();
  EXPECT_EQ(again.replay_error(), "");
  ASSERT_EQ(replayed.size(), played.size());
  for (size_t i = 0; i < played.size(); ++i) EXPECT_TRUE(replayed[i] == played[i]) << "state " << i;
}

TEST(GameLog, ReplayStopsAtAnIllegalMoveAndSaysWhich) {
  auto g = load(kTiny);
  RecordedGame log = log_header(*g, 1);
  log.moves = {{1, "place a1"}, {2, "place a1"}};
  const GameSession session(g, log);
  EXPECT_EQ(session.states().size(), 2u);
  const std::string error = session.replay_error();
  EXPECT_NE(error.find("move 2 (player 2: place a1)"), std::string::npos) << error;
}

TEST(GameLog, AMalformedLineIsAnErrorWithItsLineNumber) {
  std::istringstream text("{\"rulebook_log\":1,\"game\":\"tiny\",\"path\":\"x\",\"seed\":1}\n{\"player\":1}\n");
  try {
    read_game_log(text, "bad.jsonl");
    FAIL() << "read";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()).rfind("bad.jsonl:2:", 0), 0u) << e.what();
  }
}

// A move's player is a seat from 1 to 64, the most a game may have; what is not is refused
// with the line it is on, as the message says.
TEST(GameLog, AMovesPlayerOutsideOneTo64IsRefusedWithItsLine) {
  const std::string header = "{\"rulebook_log\":1,\"game\":\"tiny\",\"path\":\"x\",\"seed\":1}\n";
  for (const char* player : {"0", "65", "-1", "1.5"}) {
    std::istringstream text(header + "{\"player\":" + player + ",\"move\":\"place a1\"}\n");
    try {
      read_game_log(text, "bad.jsonl");
      ADD_FAILURE() << "player " << player << " was read";
    } catch (const std::runtime_error& e) {
      EXPECT_EQ(std::string(e.what()), std::string("bad.jsonl:2: the move: 'player' must be a whole number from 1 to 64, not ") + player);
    }
  }
  std::istringstream last(header + "{\"player\":64,\"move\":\"place a1\"}\n");
  EXPECT_EQ(read_game_log(last, "ok.jsonl").moves.at(0).player, 64);
}

// A seat in the header is a whole number from 1 to 64: "1x" is not read as seat 1.
TEST(GameLog, ASeatThatIsNotAWholeNumberIsRefused) {
  for (const char* seat : {"1x", "x", "0", "65", " 2"}) {
    std::istringstream text(std::string("{\"rulebook_log\":1,\"game\":\"tiny\",\"path\":\"x\",\"seed\":1,\"seats\":{\"") + seat +
                            "\":\"random\"}}\n");
    try {
      read_game_log(text, "bad.jsonl");
      ADD_FAILURE() << "seat '" << seat << "' was read";
    } catch (const std::runtime_error& e) {
      EXPECT_EQ(std::string(e.what()), std::string("bad.jsonl:1: the header: 'seats' must map seat numbers 1 to 64 to agent names, got '") + seat + "'");
    }
  }
}

TEST(GameLog, SavingReplacesTheFileWhole) {
  const fs::path file = fs::temp_directory_path() / ("rulebook_log_" + std::to_string(getpid()) + ".jsonl");
  RecordedGame log;
  log.game = "tiny", log.path = kTiny, log.moves = {{1, "place a1"}};
  save_game_log(file.string(), log);
  log.moves.clear();
  save_game_log(file.string(), log);
  EXPECT_EQ(occurrences(read(file), "\n"), 1u);
  EXPECT_FALSE(fs::exists(file.string() + ".tmp"));
  fs::remove(file);
}

TEST(GameLog, SimRecordWritesALogPerGameThatReplaysToItsEnd) {
  const fs::path dir = fs::temp_directory_path() / ("rulebook_record_" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  PlaytestOptions o;
  o.games = 3;
  o.record_dir = dir.string();
  run_playtest(load(kGames + "tictactoe"), o);
  for (int i = 0; i < 3; ++i) {
    std::ifstream in(dir / ("game_" + std::to_string(i) + ".jsonl"));
    const RecordedGame log = read_game_log(in, "game.jsonl");
    const GameSession session(load_game(record_request(log)), log);
    EXPECT_EQ(session.replay_error(), "");
    EXPECT_TRUE(session.now().terminal()) << "game " << i;
  }
  fs::remove_all(dir);
}

// A replay as one player shows each move through the same filter as the position: another
// player's hidden card is "(hidden card)" in the move list and the caption, and in no SVG.
TEST(ReplayHtml, AnotherPlayersHiddenCardIsNotNamedInTheirReplay) {
  auto g = load(kTiny);
  RecordedGame log = log_header(*g, 1);
  log.moves = {{1, "discard card_1_2"}, {2, "place a1"}};
  const GameSession played(g, log);
  ASSERT_EQ(played.replay_error(), "");
  const std::vector<ReplayStep> as_two = replay_steps(*g, replayed_game(played), 2, 0, SIZE_MAX);
  ASSERT_EQ(as_two.size(), 3u);
  EXPECT_EQ(as_two[1].move, "discard (hidden card)");
  EXPECT_EQ(as_two[2].move, "place a1");
  for (const auto& step : as_two) EXPECT_EQ(step.svg.find("card_1_2"), std::string::npos) << step.move;
  EXPECT_EQ(replay_steps(*g, replayed_game(played), 1, 0, SIZE_MAX)[1].move, "discard card_1_2");
  const std::vector<ReplayStep> whole = replay_steps(*g, replayed_game(played), 0, 1, 1);
  ASSERT_EQ(whole.size(), 1u);
  EXPECT_EQ(whole[0].move, "discard card_1_2");
  EXPECT_NE(whole[0].svg.find("player 1: discard card_1_2"), std::string::npos);
}

// Duel: red's card is a secret at its step and named at the step that pins it down (blue's
// 2 lost), where the page lists it among that step's reveals for the move list.
TEST(ReplayHtml, ASecretChoiceIsRevealedAtTheStepThatPinsItDown) {
  auto g = load(RULEBOOK_TEST_DATA "/duel");
  RecordedGame log = log_header(*g, 1);
  log.moves = {{1, "lay red_3"}, {2, "lay blue_2"}};
  GameSession played(g, log);
  ASSERT_EQ(played.replay_error(), "");
  const std::vector<MoveSight> sight = track_move_sight(played.engine(), played.states(), played.record().moves, played.chance(), 2);
  ReplayedGame steps = replayed_game(played);
  steps.sight = &sight;
  const std::vector<ReplayStep> as_two = replay_steps(*g, steps, 2, 0, SIZE_MAX);
  ASSERT_EQ(as_two.size(), 3u);
  EXPECT_EQ(as_two[1].move, "(a secret choice)");
  EXPECT_TRUE(as_two[1].reveals.empty());
  EXPECT_EQ(as_two[2].reveals, (std::vector<std::pair<size_t, std::string>>{{1, "lay red_3"}}));
  ReplayPage page("duel");
  for (const auto& step : as_two) page.add(step);
  const std::string html = page.html();
  EXPECT_NE(html.find("\"reveals\":[[1,\"lay red_3\"]]"), std::string::npos);
  EXPECT_EQ(occurrences(html, "red_3"), 1u) << "named only where it is revealed";
  ReplayPage later("duel", 2);  // a page from step 2 on has no line for the move it reveals
  later.add(as_two[2]);
  EXPECT_EQ(later.html().find("red_3"), std::string::npos);
}

// A label too long for the space at the board's edge is cut at the edge: the board is drawn
// in a group clipped to its own area.
TEST(RenderSvg, AHintThatWouldDrawOffTheBoardIsClippedToIt) {
  auto g = load(RULEBOOK_TEST_DATA "/../broken/label_off_board");
  Engine engine(g);
  const std::string svg = render_svg(*g, state_to_json(*g, engine.new_game(1)));
  const BoardGeometry geo = board_geometry(g->spaces.boards[0]);
  const std::string clip = "<clipPath id=\"clip0\"><rect x=\"0\" y=\"76\" width=\"" + svg_number(geo.width) + "\" height=\"" +
                           svg_number(geo.height) + "\"/></clipPath>";
  EXPECT_NE(svg.find(clip), std::string::npos) << svg.substr(0, 800);
  const size_t group = svg.find("<g clip-path=\"url(#clip0)\">"), label = svg.find("the far bank"), end = svg.find("</g>", group);
  ASSERT_NE(group, std::string::npos);
  EXPECT_LT(group, label);
  EXPECT_LT(label, end) << "the label is inside the clipped group";
  EXPECT_FALSE(text_fits(geo, hint_label_at(geo.spaces[4], 0), 33, kHintFont)) << "the label would overflow unclipped";
  EXPECT_TRUE(text_fits(geo, hint_label_at(geo.spaces[0], 0), 5, kHintFont));
}

TEST(ReplayHtml, EmbedsEveryStepWithoutEndingItsScriptEarly) {
  const std::string html = replay_html("T", {{"<svg><text>a</text></svg>", "", 0, {}, {}}, {"<svg></svg>", "place a1", 1, {}, {}}});
  EXPECT_EQ(occurrences(html, "</script>"), 2u);
  EXPECT_NE(html.find("<\\/text>"), std::string::npos);
  EXPECT_NE(html.find("place a1"), std::string::npos);
  EXPECT_EQ(html.find("src="), std::string::npos) << "nothing loaded from elsewhere";
  EXPECT_EQ(html.find("href="), std::string::npos);
  EXPECT_EQ(html.find("{{"), std::string::npos) << "every gap of the template filled";
  EXPECT_NE(html.find("function fitScale"), std::string::npos) << "the board scaling is in the page";
}

}  // namespace
}  // namespace rb
