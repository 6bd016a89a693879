// Unit tests of "${...}" in game files: a parameter's value, whole-number arithmetic over
// int parameters, the errors that say what is wrong and where, and lint's reading of the
// names an expression uses.
#include "load/param_expression.h"

#include <gtest/gtest.h>

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
  EXPECT_EQ(error("sise * 2"), "unknown parameter 'sise'; did you mean 'size'? Expected one of: size, swap, rule or offset (\"${sise * 2}\", character 1)");
  EXPECT_EQ(error("length"), "unknown parameter 'length'; expected one of: size, swap, rule or offset");
  EXPECT_EQ(error("swap + 1"), "parameter 'swap' is a bool (true); only int parameters take part in arithmetic (\"${swap + 1}\", character 1)");
  EXPECT_EQ(error("size / (size - 11)"), "division by zero (\"${size / (size - 11)}\", character 6)");
  EXPECT_EQ(error("size % 0"), "% by zero (\"${size % 0}\", character 6)");
  EXPECT_EQ(error("size *"), "expected a number or a parameter after the end (\"${size *}\", character 7)");
  EXPECT_EQ(error("size size"), "unexpected 's' (\"${size size}\", character 6)");
  EXPECT_EQ(error("(size + 1"), "expected ')' (\"${(size + 1}\", character 10)");
  EXPECT_EQ(error("size ^ 2"), "unexpected '^' (\"${size ^ 2}\", character 6)");
  EXPECT_EQ(error(""), "expected a number or a parameter after the end (\"${}\", character 1)");
}

TEST(ParamExpression, NothingPast64BitsIsKept) {
  EXPECT_EQ(value("9223372036854775806 + 1"), "9223372036854775807");
  EXPECT_EQ(error("9223372036854775807 + 1"), "the result does not fit in 64 bits (\"${9223372036854775807 + 1}\", character 21)");
  EXPECT_EQ(error("99999999999999999999"), "the number does not fit in 64 bits (\"${99999999999999999999}\", character 1)");
  EXPECT_EQ(error("4294967296 * 4294967296"), "the result does not fit in 64 bits (\"${4294967296 * 4294967296}\", character 12)");
}

TEST(ParamExpression, LintReadsEveryNameAnExpressionUses) {
  EXPECT_EQ(param_names_in("count: \"${(size * size + 1) / 2}\"\nline: \"${connect}\" ${x2+y_1}"),
            (std::vector<std::string>{"size", "size", "connect", "x2", "y_1"}));
  EXPECT_TRUE(param_names_in("no parameters: $ {size} ${ unclosed").empty());
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
