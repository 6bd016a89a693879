// The scenario runner's expectations: each new one passes on the true value and fails on a
// wrong one, and a misspelt key is refused with its position and the nearest known key.
// Cases run on a copy of Forage (coins with values, stashes, a ranked ending).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "analysis/scenario.h"
#include "../support/temp_dir.h"

namespace rb {
namespace {

namespace fs = std::filesystem;

class ScenarioExpect : public testing::Test {
 protected:
  void SetUp() override {
    const fs::path forage = fs::path(RULEBOOK_SOURCE_DIR) / "games" / "forage";
    for (const char* f : {"game.yaml", "rules.lua"}) fs::copy_file(forage / f, dir.path / f);
    fs::create_directories(dir.path / "tests");
  }
  // The failures of the one case in `cases` (a YAML list, indented two spaces).
  std::vector<std::string> failures(const std::string& cases) {
    const fs::path file = dir.path / "tests" / "case.yaml";
    std::ofstream(file) << "game: ..\nseed: 1\ncases:\n" << cases;
    const auto results = run_scenario_file(file);
    EXPECT_EQ(results.size(), 1u);
    return results.empty() ? std::vector<std::string>{"no result"} : results[0].failures;
  }
  std::string joined(const std::vector<std::string>& v) {
    std::string out;
    for (const auto& s : v) out += s + "\n";
    return out;
  }
  test::TempDir dir{"rulebook_scenario_expect"};
};

const std::string kStart = "  - chance: [random 1]\n    expect:\n";

// A phase-two position (player 1 to move, sitting on its own coin) and the game's last take.
const std::string kEnding = R"(  - chance: [random 1, roll ace]
    state:
      globals: {phase: 2, turn: 24, loose: 5}
      zones:
        stash.1: [moons_5, crowns_5]
        stash.2: [suns_5, arms_4]
        stash.3: []
        stash.4: []
        b1: [{name: arms_3, face_down: true}]
        d4: [{name: moons_2, face_down: true}]
        e5: [{name: crowns_2, face_down: true}]
        f6: [{name: suns_2, face_down: true}]
        c6: [{name: arms_2, face_down: true}]
    moves: [roll, move b1]
    expect:
)";

TEST_F(ScenarioExpect, ATotalAddsANumberOverTheZonesNamed) {
  EXPECT_TRUE(failures(kStart + "      totals: [{zones: [stash.1, stash.2], attribute: value, total: 30}]\n").empty());
  const auto wrong = failures(kStart + "      totals: [{zones: [stash.1, stash.2], attribute: value, total: 31}]\n");
  ASSERT_EQ(wrong.size(), 1u) << joined(wrong);
  EXPECT_NE(wrong[0].find("got 30"), std::string::npos) << wrong[0];
}

TEST_F(ScenarioExpect, ATotalByFamilyAndKindCountsWithoutAnAttribute) {
  EXPECT_TRUE(failures(kStart + "      totals: [{zones: [stash], kind: coin, total: 24}, {zones: [board], kind: pawn, total: 4}]\n").empty());
  EXPECT_EQ(failures(kStart + "      totals: [{zones: [board], total: 3}]\n").size(), 1u);
}

TEST_F(ScenarioExpect, ATotalNamingWhatTheGameLacksFailsInsteadOfAddingNothing) {
  const auto zone = failures(kStart + "      totals: [{zones: [stsh], total: 0}]\n");
  ASSERT_EQ(zone.size(), 1u) << joined(zone);
  EXPECT_NE(zone[0].find("no zone or family \"stsh\""), std::string::npos) << zone[0];
  const auto kind = failures(kStart + "      totals: [{zones: [stash], kind: coins, total: 0}]\n");
  ASSERT_EQ(kind.size(), 1u) << joined(kind);
  EXPECT_NE(kind[0].find("no component of kind 'coins'"), std::string::npos) << kind[0];
  const auto attribute = failures(kStart + "      totals: [{zones: [stash], attribute: valu, total: 0}]\n");
  ASSERT_EQ(attribute.size(), 1u) << joined(attribute);
  EXPECT_NE(attribute[0].find("no component has a number 'valu'"), std::string::npos) << attribute[0];
}

TEST_F(ScenarioExpect, RanksFollowTheResultThenTheScoreAndEqualsShareOne) {
  EXPECT_TRUE(failures(kEnding + "      ranks: {1: 1, 2: 2, 3: 3, 4: 3}\n").empty());
  const auto wrong = failures(kEnding + "      ranks: {1: 1, 2: 2, 3: 3, 4: 4}\n");
  ASSERT_EQ(wrong.size(), 1u) << joined(wrong);
  EXPECT_EQ(wrong[0], "ranks.4: expected 4, got 3");
  const auto junk = failures(kEnding + "      ranks: {1x: 1}\n");
  ASSERT_EQ(junk.size(), 1u) << joined(junk);
  EXPECT_EQ(junk[0], "ranks.1x: there is no such player");
  const auto player = failures(kEnding + "      players: {1x: {score: 0}}\n");
  ASSERT_EQ(player.size(), 1u) << joined(player);
  EXPECT_EQ(player[0], "players.1x: there is no such player");
}

TEST_F(ScenarioExpect, NoMovesForFailsOnAPieceTheMoverMayPlay) {
  EXPECT_TRUE(failures(kStart + "      no_moves_for: [moons_3]\n").empty());  // another suit's coin
  const auto wrong = failures(kStart + "      no_moves_for: [suns_3]\n");
  ASSERT_EQ(wrong.size(), 1u) << joined(wrong);
  EXPECT_EQ(wrong[0], "no_moves_for suns_3: player 1 may play 'place suns_3'");
}

TEST_F(ScenarioExpect, NoMovesForNamesAnUnknownPiece) {
  const auto wrong = failures(kStart + "      no_moves_for: [suns_6]\n");
  ASSERT_EQ(wrong.size(), 1u) << joined(wrong);
  EXPECT_EQ(wrong[0], "no_moves_for: there is no piece 'suns_6'");
}

TEST_F(ScenarioExpect, AMisspeltExpectationIsRefusedAtItsPositionWithTheNearestKey) {
  const auto wrong = failures(kStart + "      termnal: false\n");
  ASSERT_EQ(wrong.size(), 1u) << joined(wrong);
  EXPECT_NE(wrong[0].find("case.yaml:6:7: unknown expectation 'termnal'; did you mean 'terminal'?"), std::string::npos) << wrong[0];
}

TEST_F(ScenarioExpect, AMisspeltKeyOfATotalOrACaseIsRefusedToo) {
  const auto total = failures(kStart + "      totals: [{zones: [stash.1], atribute: value, total: 15}]\n");
  ASSERT_EQ(total.size(), 1u) << joined(total);
  EXPECT_NE(total[0].find("unknown key 'atribute'; did you mean 'attribute'?"), std::string::npos) << total[0];
  const auto c = failures("  - chanse: [random 1]\n");
  ASSERT_EQ(c.size(), 1u) << joined(c);
  EXPECT_NE(c[0].find("case.yaml:4:5: unknown key 'chanse'; did you mean 'chance'?"), std::string::npos) << c[0];
}

TEST_F(ScenarioExpect, AMisspeltKeyOfAStateEditOrAPlayerIsRefused) {
  const auto state = failures("  - state: {globls: {phase: 2}}\n");
  ASSERT_EQ(state.size(), 1u) << joined(state);
  EXPECT_NE(state[0].find("case.yaml:4:13: unknown key 'globls'; did you mean 'globals'?"), std::string::npos) << state[0];
  const auto player = failures(kStart + "      players: {1: {scor: 15}}\n");
  ASSERT_EQ(player.size(), 1u) << joined(player);
  EXPECT_NE(player[0].find("unknown key 'scor'; did you mean 'score'?"), std::string::npos) << player[0];
}

TEST_F(ScenarioExpect, MergeKeysInAStateEditAreReadAsYamlMeansThem) {
  const std::string cases = R"(  - chance: [random 1]
    state:
      zones: &empty {stash.2: [], stash.3: []}
    expect: {zone_counts: {stash.2: 0}}
  - chance: [random 1]
    state:
      zones: {<<: *empty, stash.4: []}
    expect: {totals: [{zones: [stash], kind: coin, total: 6}]}
)";
  const fs::path file = dir.path / "tests" / "merge.yaml";
  std::ofstream(file) << "game: ..\nseed: 1\ncases:\n" << cases;
  const auto results = run_scenario_file(file);
  ASSERT_EQ(results.size(), 2u);
  for (const auto& r : results) EXPECT_TRUE(r.passed()) << r.name << ": " << joined(r.failures);
}

}  // namespace
}  // namespace rb
