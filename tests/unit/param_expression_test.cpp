// Unit tests of "${...}" in game files: a parameter's value, whole-number arithmetic over
// int parameters, the errors that say what is wrong and where, and lint's reading of the
// names an expression uses.
#include "load/param_expression.h"

#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "load/game_loader.h"
#include "load/load_error.h"

namespace rb {
namespace {

std::vector<ParamDef> params() {
  ParamDef size{"size", "int", "", 3, 19, {}, "11", "11"};
  ParamDef swap{"swap", "bool", "", 0, 0, {}, "true", "true"};
  ParamDef rule{"rule", "choice", "", 0, 0, {"free", "exact"}, "free", "exact"};
  ParamDef minus{"offset", "int", "", -9, 9, {}, "0", "-3"};
  return {size, swap, rule, minus};
}

std::string value(const std::string& expr) { return evaluate_param_expression(expr, params()); }

std::string error(const std::string& expr) {
  try {
    return "no error: " + value(expr);
  } catch (const ParamExpressionError& e) {
    return e.what();
  }
}

TEST(ParamExpression, ALoneNameReadsTheParameterWhateverItsType) {
  EXPECT_EQ(value("size"), "11");
  EXPECT_EQ(value("swap"), "true");
  EXPECT_EQ(value(" rule "), "exact");
  EXPECT_EQ(value("offset"), "-3");
}

TEST(ParamExpression, ArithmeticBindsProductsBeforeSums) {
  EXPECT_EQ(value("size * size"), "121");
  EXPECT_EQ(value("(size * size + 1) / 2"), "61");
  EXPECT_EQ(value("2 + 3 * 4"), "14");
  EXPECT_EQ(value("(2 + 3) * 4"), "20");
  EXPECT_EQ(value("20 - 4 - 3"), "13");
  EXPECT_EQ(value("size - offset"), "14");
  EXPECT_EQ(value("-size+1"), "-10");
  EXPECT_EQ(value("7"), "7");
}

TEST(ParamExpression, DivisionRoundsDownAndTheRemainderTakesTheDivisorsSign) {
  EXPECT_EQ(value("7 / 2"), "3");
  EXPECT_EQ(value("-7 / 2"), "-4");
  EXPECT_EQ(value("-7 % 2"), "1");
  EXPECT_EQ(value("7 % -2"), "-1");
  EXPECT_EQ(value("size % 4"), "3");
}

TEST(ParamExpression, MistakesSayWhatAndAtWhichCharacter) {
  EXPECT_EQ(error("sise * 2"), "unknown parameter 'sise'; did you mean 'size'? Expected one of: size, swap, rule or offset (in ${sise * 2}, character 3)");
  EXPECT_EQ(error("length"), "unknown parameter 'length'; expected one of: size, swap, rule or offset");
  EXPECT_EQ(error("swap + 1"), "parameter 'swap' is a bool (true); only int parameters take part in arithmetic (in ${swap + 1}, character 3)");
  EXPECT_EQ(error("size / (size - 11)"), "division by zero (in ${size / (size - 11)}, character 8)");
  EXPECT_EQ(error("size % 0"), "% by zero (in ${size % 0}, character 8)");
  EXPECT_EQ(error("size *"), "expected a number or a parameter after the end (in ${size *}, character 9)");
  EXPECT_EQ(error("size size"), "unexpected 's' (in ${size size}, character 8)");
  EXPECT_EQ(error("(size + 1"), "expected ')' (in ${(size + 1}, character 12)");
  EXPECT_EQ(error("size ^ 2"), "unexpected '^' (in ${size ^ 2}, character 8)");
  EXPECT_EQ(error(""), "expected a number or a parameter after the end (in ${}, character 3)");
}

TEST(ParamExpression, TabsAreSpacesAndALoneNameMayHaveThemAround) {
  EXPECT_EQ(value("\tsize\t*\t2"), "22");
  EXPECT_EQ(value("\tswap "), "true");
}

TEST(ParamExpression, NothingPast64BitsIsKept) {
  EXPECT_EQ(value("7 / -2"), "-4");
  EXPECT_EQ(value("(-9223372036854775807 - 1) % -1"), "0");
  EXPECT_EQ(error("-(-9223372036854775807 - 1)"), "the result does not fit in 64 bits (in ${-(-9223372036854775807 - 1)}, character 3)");
  EXPECT_EQ(error("(-9223372036854775807 - 1) / -1"), "the result does not fit in 64 bits (in ${(-9223372036854775807 - 1) / -1}, character 30)");
  EXPECT_EQ(value("9223372036854775806 + 1"), "9223372036854775807");
  EXPECT_EQ(error("9223372036854775807 + 1"), "the result does not fit in 64 bits (in ${9223372036854775807 + 1}, character 23)");
  EXPECT_EQ(error("99999999999999999999"), "the number does not fit in 64 bits (in ${99999999999999999999}, character 3)");
  EXPECT_EQ(error("4294967296 * 4294967296"), "the result does not fit in 64 bits (in ${4294967296 * 4294967296}, character 14)");
}

TEST(ParamExpression, LintReadsEveryNameAnExpressionUses) {
  EXPECT_EQ(param_names_in("count: \"${(size * size + 1) / 2}\"\nline: \"${connect}\" ${x2+y_1}"),
            (std::vector<std::string>{"(size * size + 1) / 2", "size", "size", "connect", "connect", "x2+y_1", "x2", "y_1"}));
  EXPECT_TRUE(param_names_in("no parameters: $ {size} ${ unclosed").empty());
  EXPECT_EQ(param_names_in("width: \"${ board-size }\""), (std::vector<std::string>{"board-size", "board", "size"}))
      << "a lone name counts whatever its letters";
}

// Line Up with its count written as `count`, in a folder of the test's own; the load
// error's text, or "loaded".
std::string lineup_with_count(const std::string& count) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / ("rulebook_count_" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::copy(RULEBOOK_TEST_DATA "/../../games/lineup", dir, fs::copy_options::recursive);
  std::ifstream in(dir / "game.yaml");
  std::string yaml((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::string old = "count: \"${(size * size + 1) / 2}\"";
  yaml.replace(yaml.find(old), old.size(), "count: " + count);
  std::ofstream(dir / "game.yaml") << yaml;
  std::string result = "loaded";
  try {
    load_game(LoadRequest{dir.string(), {}, {}});
  } catch (const LoadError& e) {
    result = std::to_string(e.line) + ":" + std::to_string(e.column) + " " + e.bare;
  }
  fs::remove_all(dir);
  return result;
}

// The count is read where it is written (its entry is read from a copy, which has no
// position): a mistake there points at it, and fewer than one copy is refused.
TEST(ParamExpression, ACountPointsAtItselfAndIsAtLeastOne) {
  EXPECT_EQ(lineup_with_count("\"${size * 2}\""), "loaded");
  EXPECT_EQ(lineup_with_count("\"${size - 10}\""), "21:12 count: expected at least 1 copy, got -6 from \"${size - 10}\"");
  EXPECT_EQ(lineup_with_count("0"), "21:12 count: expected at least 1 copy, got 0");
  EXPECT_EQ(lineup_with_count("\"${size / 0}\""), "21:12 division by zero (in ${size / 0}, character 8)");
}

// Hex's stones follow its size: enough for a full board, and no more.
TEST(ParamExpression, AComponentCountFollowsABoardSize) {
  const std::string hex = RULEBOOK_TEST_DATA "/../../games/hex";
  for (const auto& [size, stones] : {std::pair{"5", 26}, {"11", 122}, {"19", 362}}) {
    const auto game = load_game(LoadRequest{hex, {}, {{"size", size}}});
    EXPECT_EQ(game->kit.components.size(), size_t(stones)) << "size " << size;
  }
}

}  // namespace
}  // namespace rb
