// A scenario's `state: rows:`, a square board drawn row by row (top first) as values of a
// space property: each square set as drawn, holes written `-`, and a drawing that does not
// fit the board refused with what is wrong. Cases run on a copy of Ataxx (pieces as the
// property `stone`; the variant `gaps` has four holes).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <algorithm>
#include <sstream>

#include "../support/scenario_run.h"
#include "../support/temp_dir.h"

namespace rb {
namespace {

namespace fs = std::filesystem;

class ScenarioRows : public testing::Test {
 protected:
  void SetUp() override { fs::copy(fs::path(RULEBOOK_SOURCE_DIR) / "games" / "ataxx", dir.path, fs::copy_options::recursive); }
  // The failures of the one case `body` (indented four spaces under "  - "), on `variant`.
  std::string failures(const std::string& body, const std::string& variant = "") {
    return test::scenario_failures(dir.path, "game: ../" + (variant.empty() ? "game.yaml" : "variants/" + variant) +
                                                 "\ncases:\n  - name: drawn\n" + body);
  }
  test::TempDir dir{"rulebook_scenario_rows"};
};

// Black (1) at a7, g1 and b6; white (2) at a1, g7 and f2; the rest empty.
const std::string kDrawn = R"(    state:
      rows:
        board:
          stone: |
            1 . . . . . 2
            . 1 . . . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . . . 2 .
            2 . . . . . 1
)";

TEST_F(ScenarioRows, SetEachSquareAsDrawnTopRowFirst) {
  EXPECT_EQ(failures(kDrawn + "    expect:\n      spaces: {a7: {stone: 1}, b6: {stone: 1}, g1: {stone: 1}, f2: {stone: 2}, "
                              "a1: {stone: 2}, g7: {stone: 2}, d4: {stone: 0}}\n"),
            "");
  EXPECT_NE(failures(kDrawn + "    expect:\n      spaces: {b6: {stone: 0}}\n"), "") << "the check itself fails on a wrong value";
}

// expect: rows checks every square of the drawing, and names each that differs.
TEST_F(ScenarioRows, ExpectEverySquareAsDrawn) {
  const std::string after_clone = R"(    moves: [clone b6]
    expect:
      rows:
        board:
          stone: |
            1 . . . . . 2
            . 1 . . . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            2 . . . . . 1
)";
  EXPECT_EQ(failures(after_clone), "");
  std::string wrong = after_clone;
  wrong.replace(wrong.find(". 1 . . . . ."), 13, "1 . . . . . 2");
  EXPECT_EQ(failures(wrong), "rows: a6.stone: expected 1, got 0\nrows: b6.stone: expected 0, got 1\nrows: g6.stone: expected 2, got 0\n");
}

// kDrawn with each row written as one word, a character a square.
std::string packed(const std::string& drawing) {
  std::istringstream in(drawing);
  std::string out;
  for (std::string line; std::getline(in, line);) {
    if (line.find_first_not_of(' ') == 12) line.erase(std::remove(line.begin() + 12, line.end(), ' '), line.end());
    out += line + "\n";
  }
  return out;
}

TEST_F(ScenarioRows, ReadARowWithoutSpacesACharacterASquare) {
  ASSERT_NE(packed(kDrawn).find("            1.....2\n"), std::string::npos) << packed(kDrawn);
  EXPECT_EQ(failures(packed(kDrawn) + "    expect:\n      spaces: {a7: {stone: 1}, b6: {stone: 1}, f2: {stone: 2}, g7: {stone: 2}}\n"), "");
}

TEST_F(ScenarioRows, TakeADashWhereTheBoardHasAHole) {
  const std::string gaps = R"(    state:
      rows:
        board:
          stone: |
            1 . . . . . 2
            . . . . . . .
            . . - . - . .
            . . . . . . .
            . . - . - . .
            . . . . . . .
            2 . . . . . 1
    expect:
      spaces: {a7: {stone: 1}, g1: {stone: 1}}
)";
  EXPECT_EQ(failures(gaps, "gaps.yaml"), "");
  EXPECT_NE(failures(gaps), "") << "no holes on the plain board";
  EXPECT_NE(failures(gaps).find("row 3 from the top, column 3: '-' where the board has a square"), std::string::npos) << failures(gaps);
}

TEST_F(ScenarioRows, NameAPropertyTheGameLacksOnceWithTheNearest) {
  const std::string drawn = "    state:\n      rows: {board: {stones: '.'}}\n";
  EXPECT_EQ(failures(drawn), "state.rows: 'board' 'stones': no such space property; did you mean 'stone'?\n");
  const std::string expected = "    expect:\n      rows: {board: {stones: '.'}}\n";
  EXPECT_EQ(failures(expected), "expect.rows: 'board' 'stones': no such space property; did you mean 'stone'?\n");
}

TEST_F(ScenarioRows, RefuseADrawingThatDoesNotFitTheBoard) {
  const auto drawn = [&](const std::string& rows) {
    return failures("    state:\n      rows:\n        board:\n          stone: |\n" + rows);
  };
  const std::string six = "            . . . . . . .\n";
  std::string rows;
  for (int i = 0; i < 6; ++i) rows += six;
  EXPECT_NE(drawn(rows).find("state.rows: 'board' 'stone': 6 rows, where the board has 7"), std::string::npos) << drawn(rows);
  EXPECT_NE(drawn(rows + "            . . . . . .\n").find("row 7 from the top has 6 values, where the board is 7 wide"), std::string::npos);
  EXPECT_NE(drawn(rows + "            . . . x . . .\n").find("row 7 from the top, column 4: 'x' is not a whole number or ."), std::string::npos);
  EXPECT_NE(drawn(rows + "            . . . 3 . . .\n").find("'d1.stone' must be a whole number from 0 to 2, not 3"), std::string::npos);
  EXPECT_NE(failures("    state:\n      rows: {bored: {stone: '.'}}\n").find("there is no board 'bored'"), std::string::npos);
}

// On tests/data/board_calls (two properties on a 5x5 board): `spaces` changes one property
// of a drawn square and leaves the other as drawn; an expected value past 32 bits is not
// read cut down to fit.
TEST(ScenarioRowsTwoProperties, SpacesChangeOnePropertyOfADrawnSquare) {
  test::TempDir dir{"rulebook_scenario_rows_two"};
  fs::copy(fs::path(RULEBOOK_TEST_DATA) / "board_calls", dir.path, fs::copy_options::recursive);
  const auto run = [&](const std::string& expect) {
    return test::scenario_failures(dir.path, "game: ..\ncases:\n  - name: two\n    state:\n      rows: {board: {mark: \"1 . . . .\\n"
                                             ". . . . .\\n. . . . .\\n. . . . .\\n. . . . .\\n\"}}\n"
                                             "      spaces: {a5: {level: 3}}\n    expect:\n      spaces: " + expect + "\n");
  };
  EXPECT_EQ(run("{a5: {mark: 1, level: 3}}"), "");
  EXPECT_EQ(run("{a5: {mark: 4294967297}}"), "spaces.a5.mark: expected 4294967297, got 1\n");
}

}  // namespace
}  // namespace rb
