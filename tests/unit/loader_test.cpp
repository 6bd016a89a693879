// The game loader: boards of every generator from YAML, per-player boards and zones,
// the component catalogue (presets, products, owners), dice, actions and positions in errors.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "agents/agent_spec.h"
#include "analysis/lint.h"
#include "analysis/scenario.h"
#include "load/game_loader.h"
#include "load/load_error.h"

namespace rb {
namespace {

namespace fs = std::filesystem;

class Loader : public testing::Test {
 protected:
  Loader() : dir_(fs::temp_directory_path() / ("rulebook_loader_" + std::to_string(::getpid()) + "_" + std::to_string(counter_++))) {
    fs::create_directories(dir_);
  }
  ~Loader() override { fs::remove_all(dir_); }

  std::shared_ptr<const GameDef> load(const std::string& yaml, std::map<std::string, std::string> params = {}) {
    std::ofstream(dir_ / "game.yaml") << yaml;
    return load_game(LoadRequest{dir_, {}, std::move(params)});
  }

  std::string error_of(const std::string& yaml) {
    try {
      load(yaml);
    } catch (const LoadError& e) {
      return e.what();
    }
    return "";
  }

  static inline int counter_ = 0;
  fs::path dir_;
};

const std::string kPlayers = "name: t\nplayers: {min: 2, max: 4, default: 3}\n";
const std::string kHead = kPlayers + "actions: {pass: {}}\n";

TEST_F(Loader, ReadsDataDecimalsAsNumbersAndNamesAsText) {
  auto g = load(kHead + "boards:\n  - {id: b, generator: track, cells: [x]}\n"
                "data: {weight: 0.6, tiny: 1e-3, below: -2.5, count: 3, version: 1_10, dotted: a.b, forced: ! 0.5, yes: true}\n");
  EXPECT_EQ(g->data["weight"], 0.6);
  EXPECT_EQ(g->data["tiny"], 0.001);
  EXPECT_EQ(g->data["below"], -2.5);
  EXPECT_TRUE(g->data["count"].is_number_integer());
  EXPECT_EQ(g->data["version"], "1_10");
  EXPECT_EQ(g->data["dotted"], "a.b");
  EXPECT_EQ(g->data["forced"], "0.5");
  EXPECT_EQ(g->data["yes"], true);
}

// A boolean is true or false, as in `data:` and the schemas: YAML 1.1's yes, no, on and off
// are an error with its position, not a boolean here and text there.
TEST_F(Loader, ABooleanIsTrueOrFalseOnly) {
  const std::string board = "boards:\n  - {id: b, generator: track, cells: [x]}\n";
  EXPECT_TRUE(load(kPlayers + board + "actions: {pass: {rare: true}}\n")->actions.list[0].rare);
  for (const char* older : {"yes", "no", "on", "off", "True"}) {
    const std::string e = error_of(kPlayers + board + "actions: {pass: {rare: " + older + "}}\n");
    EXPECT_NE(e.find("game.yaml:5:24: "), std::string::npos) << "the line and column of the value: " << e;
    EXPECT_NE(e.find(std::string("expected true or false, got '") + older + "'"), std::string::npos) << e;
  }
  EXPECT_NE(error_of(kPlayers + board + "actions: {pass: {rare: yes}}\n").find("write true or false"), std::string::npos);
}

TEST_F(Loader, ReadsASquareBoardWithHolesAndWrap) {
  auto g = load(kHead + "boards:\n  - {id: b, generator: square, width: 10, height: 10, wrap: true, holes: [e5, f5, e6, f6]}\n");
  EXPECT_EQ(g->spaces.names.size(), 96u);
  EXPECT_TRUE(g->spaces.find("a1"));
  EXPECT_FALSE(g->spaces.find("e5"));
}

TEST_F(Loader, ReadsAGraphWithDirectedEdgesAndExits) {
  auto g = load(kHead + R"(boards:
  - id: village
    nodes: [{id: pot, x: 3, y: 3, attributes: {capacity: 0}}, {id: chapel, attributes: {capacity: 3}}, {id: gate}]
    edges: [{from: pot, to: chapel, directed: true}, {from: chapel, to: gate}, {from: gate, exit: true}]
space_properties: [{id: capacity}]
)");
  const Board& b = g->spaces.boards[0];
  EXPECT_EQ(b.relation("out")->count(*b.find("pot")), 1);
  EXPECT_EQ(b.relation("out")->count(*b.find("chapel")), 1);  // undirected: to the gate
  EXPECT_EQ(b.exits().size(), 1u);
  EXPECT_EQ(g->spaces.prop_initial[*g->spaces.find("chapel")], 3);
}

TEST_F(Loader, InstantiatesAPerPlayerBoardOncePerPlayer) {
  auto g = load(kHead + "boards:\n  - {id: sheet, generator: track, cells: [T1, T2], per_player: true}\n");
  EXPECT_EQ(g->spaces.boards.size(), 3u);
  EXPECT_TRUE(g->spaces.find("p1.T1"));
  EXPECT_TRUE(g->spaces.find("p3.T2"));
  EXPECT_FALSE(g->spaces.find("p4.T1"));
}

TEST_F(Loader, BuildsTheStandardDeck) {
  auto g = load(kHead + "boards: [{id: b, generator: track, cells: [x]}]\ncomponents: [{id: deck, deck: standard52}]\n");
  ASSERT_EQ(g->kit.components.size(), 52u);
  const ComponentDef& queen = g->kit.components[g->kit.component_index.at("Q_hearts")];
  EXPECT_EQ(queen.numbers.at("rank"), 12);
  EXPECT_EQ(queen.texts.at("suit"), "hearts");
}

TEST_F(Loader, LeavesOutComponentsOfSeatsNobodyPlays) {
  auto g = load(kHead + "boards: [{id: b, generator: track, cells: [x]}]\ncomponents: [{id: coin, deck: piecepack_coins, owner: suit}]\n");
  EXPECT_EQ(g->kit.components.size(), 18u);  // three players, six coins each
  EXPECT_EQ(g->kit.components[g->kit.component_index.at("crowns_ace")].owner, 3);
  EXPECT_EQ(g->kit.components[g->kit.component_index.at("crowns_ace")].numbers.at("value"), 1);
}

TEST_F(Loader, MakesCountedTokensAndCustomCards) {
  auto g = load(kHead + R"(boards: [{id: b, generator: track, cells: [x]}]
components:
  - {id: porridge, kind: token, count: 5}
  - {id: flow, kind: card, each: {dir: [N, E], size: [{name: single, n: 1}, {name: double, n: 2}]}, name: "flow_{size}_{dir}"}
)");
  EXPECT_TRUE(g->kit.component_index.count("porridge_5"));
  EXPECT_EQ(g->kit.components[g->kit.component_index.at("flow_double_E")].numbers.at("n"), 2);
}

TEST_F(Loader, DeclaresDiceZonesVariablesAndActions) {
  auto g = load(kPlayers + R"(boards: [{id: b, generator: track, cells: [x, y]}]
dice: [{id: d6, faces: 6}, {id: pp, faces: [{name: blank, value: 0}, {name: ace, value: 1}]}]
zones: [{id: hand, per_player: true, visibility: owner}, {id: deck, visibility: hidden}]
variables: {global: [{id: round, initial: 1}], player: [{id: secret, visibility: owner}]}
actions: {seat: {args: [{name: at, type: space}, {name: gen, choices: [C, T]}]}}
)");
  EXPECT_EQ(g->kit.dice[0].labels.size(), 6u);
  EXPECT_EQ(g->kit.dice[1].values[1], 1);
  EXPECT_GE(g->kit.zone_of_family("hand", 3), 0);
  EXPECT_EQ(g->kit.zones[g->kit.zone_of_family("deck", 0)].visibility, Visibility::Hidden);
  EXPECT_EQ(g->kit.global_vars[0].initial, 1);
  ASSERT_EQ(g->actions.list.size(), 1u);
  ASSERT_EQ(g->actions.list[0].args.size(), 2u);
  EXPECT_EQ(g->actions.list[0].args[1].choices.size(), 2u);
}

// A space property's min and max bound its start values (its own, or its board's attribute)
// and must make a range; a start value or a variable beyond what a State word holds fails.
TEST_F(Loader, ASpacePropertysValuesBoundItsStartAndWordsAreChecked) {
  const std::string board = "boards:\n  - {id: b, generator: square, width: 3, height: 3}\n";
  const auto g = load(kHead + board + "space_properties: [{id: h, min: 1, max: 4, initial: 2}, {id: w, min: 0, max: 16}]\n");
  EXPECT_EQ(g->spaces.prop_ranges[0], std::make_pair(1, 4));
  EXPECT_GE(g->layout.prop_masks[0], 0);
  EXPECT_EQ(g->layout.prop_least[0], 1);
  EXPECT_EQ(g->layout.prop_masks[1], -1) << "17 values: checked, but no masks";
  std::string e = error_of(kHead + board + "space_properties:\n  - {id: h, min: 1, max: 4}\n");
  EXPECT_NE(e.find("game.yaml:7:5:"), std::string::npos) << e;
  EXPECT_NE(e.find("space property 'h': a1 starts at 0, outside min 1 to max 4"), std::string::npos) << e;
  e = error_of(kHead + board + "space_properties:\n  - {id: h, min: 5, max: 4, initial: 4}\n");
  EXPECT_NE(e.find("space property 'h': min 5 is above max 4"), std::string::npos) << e;
  e = error_of(kHead + board + "space_properties:\n  - {id: h, initial: 5000000000}\n");
  EXPECT_NE(e.find("game.yaml:7:22:"), std::string::npos) << e;
  EXPECT_NE(e.find("initial: 5000000000 does not fit in the State"), std::string::npos) << e;
  e = error_of(kHead + board + "variables:\n  global: [{id: v, initial: -3000000000}]\n");
  EXPECT_NE(e.find("initial: -3000000000 does not fit in the State"), std::string::npos) << e;
  e = error_of(kHead + R"(boards:
  - id: village
    nodes: [{id: pot, attributes: {capacity: 9}}, {id: gate}]
space_properties: [{id: capacity, min: 0, max: 3}]
)");
  EXPECT_NE(e.find("space property 'capacity': pot starts at 9 (its board's attribute, 0 where a space does not set it), outside min 0 to max 3"),
            std::string::npos)
      << e;
  e = error_of(kHead + R"(boards:
  - id: village
    nodes: [{id: pot, attributes: {capacity: 4294967298}}, {id: gate}]
)");
  EXPECT_NE(e.find("game.yaml:6:"), std::string::npos) << e;
  EXPECT_NE(e.find("capacity: 4294967298 does not fit in the State"), std::string::npos) << e;
}

TEST_F(Loader, NamesTheLineOfAnUnknownKey) {
  const std::string e = error_of(kHead + "boards:\n  - {id: b, generator: square, widht: 3, height: 3}\n");
  EXPECT_NE(e.find("game.yaml:5:"), std::string::npos) << e;
  EXPECT_NE(e.find("unknown key 'widht'"), std::string::npos) << e;
  EXPECT_NE(e.find("width"), std::string::npos) << e;
}

const std::string kTrack = "boards: [{id: b, generator: track, cells: [x]}]\n";

TEST_F(Loader, ReadsTheGamesOwnPresetsWithTheirPositions) {
  const auto g = load(kHead + kTrack + "agents:\n  strong: ismcts:iterations=300,depth=20\n");
  ASSERT_EQ(g->agent_presets.size(), 1u);
  const AgentPreset& p = g->agent_presets[0];
  EXPECT_EQ(p.name, "strong");
  EXPECT_EQ(p.agent, "ismcts:iterations=300,depth=20");
  EXPECT_EQ(p.line, 6);
  EXPECT_EQ(p.column, 11);
  EXPECT_NE(p.file.find("game.yaml"), std::string::npos) << p.file;
}

TEST_F(Loader, APresetTheAgentsDoNotKnowIsRefused) {
  const std::string e = error_of(kHead + kTrack + "agents:\n  strnog: mcts\n");
  EXPECT_NE(e.find("game.yaml:6:3: unknown key 'strnog'; did you mean 'strong'?"), std::string::npos) << e;
  EXPECT_NE(error_of(kHead + kTrack + "agents: strong\n").find("agents: expected a map"), std::string::npos);
  // The loader accepts exactly the catalogue's presets.
  for (const auto& a : agent_catalogue()) {
    const std::string e2 = error_of(kHead + kTrack + "agents:\n  " + a.name + ": random\n");
    EXPECT_EQ(e2.empty(), !a.preset.empty()) << a.name << ": " << e2;
  }
}

TEST_F(Loader, RefusesADuplicateKeyAtItsSecondPlace) {
  const std::string e = error_of(kHead + "boards: [{id: b, generator: track, cells: [x]}]\nactions: {pass: {}}\n");
  EXPECT_NE(e.find("game.yaml:5:1: duplicate key 'actions' (first at line 3)"), std::string::npos) << e;
}

TEST_F(Loader, ExpandsMergeKeysWithTheMapsOwnKeysWinning) {
  auto g = load(kHead + R"(boards: [{id: b, generator: track, cells: [x]}]
components:
  - &pawn {id: red, kind: pawn, count: 2, attributes: {speed: 1, reach: 3}}
  - <<: *pawn
    id: blue
  - <<: [{id: ignored, kind: token, count: 5}, *pawn]
    id: green
    count: 1
)");
  EXPECT_TRUE(g->kit.component_index.count("blue_2"));
  EXPECT_EQ(g->kit.components[g->kit.component_index.at("blue_1")].kind, "pawn");
  EXPECT_EQ(g->kit.components[g->kit.component_index.at("blue_1")].numbers.at("reach"), 3);
  ASSERT_TRUE(g->kit.component_index.count("green")) << "count: 1 from the map itself, one component named by its id";
  EXPECT_FALSE(g->kit.component_index.count("green_2"));
  EXPECT_EQ(g->kit.components[g->kit.component_index.at("green")].kind, "token");
}

TEST_F(Loader, RefusesAMergeOfSomethingOtherThanAMap) {
  const std::string e = error_of(kHead + "boards: [{id: b, generator: track, cells: [x]}]\ncomponents:\n  - {id: a, <<: [1, 2]}\n");
  EXPECT_NE(e.find("game.yaml:6:"), std::string::npos) << e;
  EXPECT_NE(e.find("'<<' merges a map"), std::string::npos) << e;
}

TEST_F(Loader, ListsTheGeneratorsForAnUnknownOne) {
  const std::string e = error_of(kHead + "boards:\n  - {id: b, generator: hexagon}\n");
  EXPECT_NE(e.find("square, quartered, track, graph"), std::string::npos) << e;
}

TEST_F(Loader, ReportsABadNumberWithItsPosition) {
  const std::string e = error_of(kHead + "boards:\n  - {id: b, generator: square, width: eight, height: 8}\n");
  EXPECT_NE(e.find("game.yaml:5:"), std::string::npos) << e;
  EXPECT_NE(e.find("whole number"), std::string::npos) << e;
}

// A number in quotes is text: taken as a number, "4" and a typo such as "4O" would differ
// only in which one fails.
TEST_F(Loader, RefusesANumberWrittenAsText) {
  std::string e = error_of(kHead + "boards:\n  - {id: b, generator: square, width: \"3\", height: 3}\n");
  EXPECT_NE(e.find("game.yaml:5:"), std::string::npos) << e;
  EXPECT_NE(e.find("got the text \"3\""), std::string::npos) << e;
  e = error_of(kHead + "boards: [{id: b, generator: track, cells: [x]}]\n"
                       "parameters:\n  n: {type: int, default: \"4\", min: 1, max: 9, description: a number}\n");
  EXPECT_NE(e.find("game.yaml:6:27:"), std::string::npos) << e;
  EXPECT_NE(e.find("got the text \"4\" (write a number without quotes)"), std::string::npos) << e;
}

TEST_F(Loader, RefusesARulesFileOutsideTheFolder) {
  const std::string e = error_of(kHead + "rules: ../../evil.lua\nboards: [{id: b, generator: track, cells: [x]}]\n");
  EXPECT_NE(e.find("outside the game folder"), std::string::npos) << e;
}

// A variant that is a link to a file elsewhere is refused unread: its text (here a YAML
// error that would quote it) never reaches the message.
TEST_F(Loader, RefusesAVariantThatLinksOutOfTheFolderWithoutReadingIt) {
  load(kHead + "boards: [{id: b, generator: track, cells: [x]}]\n");
  const fs::path outside = dir_.string() + "_outside.yaml";
  std::ofstream(outside) << "password: hunter2: [\n";
  fs::create_directories(dir_ / "variants");
  fs::create_symlink(outside, dir_ / "variants" / "linked.yaml");
  std::string e = "no error";
  try {
    load_game(LoadRequest{dir_ / "variants" / "linked.yaml", {}, {}});
  } catch (const LoadError& error) {
    e = error.what();
  }
  EXPECT_NE(e.find("linked.yaml: this file (a link) resolves outside the game folder"), std::string::npos) << e;
  EXPECT_EQ(e.find("hunter2"), std::string::npos) << e;
  // lint and test refuse it the same way, and so a scenario linked from elsewhere.
  fs::create_directories(dir_ / "tests");
  fs::create_symlink(outside, dir_ / "tests" / "linked.yaml");
  std::string printed;
  for (const auto& f : lint_paths({dir_}, LintOptions{})) printed += finding_text(f) + "\n";
  const auto results = run_scenario_file(dir_ / "tests" / "linked.yaml");
  fs::remove(outside);
  EXPECT_EQ(printed.find("hunter2"), std::string::npos) << printed;
  EXPECT_NE(printed.find("variants/linked.yaml: error: this file (a link) resolves outside"), std::string::npos) << printed;
  EXPECT_NE(printed.find("tests/linked.yaml: error: this file (a link) resolves outside"), std::string::npos) << printed;
  ASSERT_EQ(results.size(), 1u);
  ASSERT_FALSE(results[0].failures.empty());
  EXPECT_NE(results[0].failures[0].find("resolves outside"), std::string::npos) << results[0].failures[0];
}

// A scenario names its game and variants: they must lie in the folder of the game that holds it.
TEST_F(Loader, AScenarioWhoseGameLiesOutsideItsFolderIsRefused) {
  load(kHead + "boards: [{id: b, generator: track, cells: [x]}]\n");
  fs::create_directories(dir_ / "tests");
  const std::string elsewhere = fs::path(RULEBOOK_TEST_DATA "/tiny").lexically_normal().string();
  std::ofstream(dir_ / "tests" / "escape.yaml") << "game: " << elsewhere << "\ncases:\n  - name: x\n    expect: {terminal: false}\n";
  const auto results = run_scenario_file(dir_ / "tests" / "escape.yaml");
  ASSERT_EQ(results.size(), 1u);
  ASSERT_FALSE(results[0].failures.empty());
  EXPECT_NE(results[0].failures[0].find("the scenario's game '" + elsewhere + "' resolves outside the game folder"), std::string::npos)
      << results[0].failures[0];
  std::string printed;
  for (const auto& f : lint_paths({dir_}, LintOptions{})) printed += finding_text(f) + "\n";
  EXPECT_NE(printed.find("escape.yaml:1:7: error: the case's game does not load: "), std::string::npos) << printed;
  EXPECT_NE(printed.find("resolves outside the game folder"), std::string::npos) << printed;
}

TEST_F(Loader, ComputesALayoutThatHoldsEveryPart) {
  auto g = load(kHead + "boards: [{id: b, generator: square, width: 3, height: 3}]\ncomponents: [{id: t, count: 4}]\n"
                        "variables: {global: [{id: a}], player: [{id: b}]}\nspace_properties: [{id: h}]\n");
  const Layout& l = g->layout;
  EXPECT_EQ(l.masks, l.zone + l.zones * Layout::kZoneWords);
  EXPECT_EQ(l.mask_owners, 1);  // the tokens are nobody's
  EXPECT_EQ(l.words, l.masks + 2 * (1 + l.mask_owners));  // the 3x3 board's masks: any, nobody's
  EXPECT_EQ(l.spaces, 9);
  EXPECT_EQ(l.components, 4);
  EXPECT_EQ(l.zones, 9);
}

}  // namespace
}  // namespace rb
