// Bad input on the command line is a usage error (exit 2, a sentence on stderr, nothing on
// stdout): numbers that do not fit (--seed on every verb, --max-plies), never wrapped or
// taken as they come, and rules that do not load.
#include <gtest/gtest.h>

#include "child_process.h"

namespace rb {
namespace {

const std::string kTictactoe = std::string(RULEBOOK_SOURCE_DIR) + "/games/tictactoe";
const std::string kBroken = std::string(RULEBOOK_SOURCE_DIR) + "/tests/broken/";

test::Finished rulebook(const std::vector<std::string>& args) { return test::run_to_end(RULEBOOK_CLI, args); }

void expect_refused(const std::vector<std::string>& args, const std::string& why) {
  const test::Finished f = rulebook(args);
  EXPECT_EQ(f.code, 2) << args[0] << " " << args.back();
  EXPECT_EQ(f.out, "") << "nothing on stdout before the error";
  EXPECT_NE(f.err.find(why), std::string::npos) << f.err;
}

TEST(SeedOption, ANegativeSeedIsRefusedOnEveryVerb) {
  for (const char* verb : {"moves", "sim", "perft", "render", "why", "lint"})
    expect_refused({verb, kTictactoe, "--seed", "-1"}, "'-1' is not a seed");
}

TEST(SeedOption, ASeedPastTwoToTheSixtyFourIsRefused) {
  expect_refused({"moves", kTictactoe, "--seed", "18446744073709551616"}, "is not a seed");
  expect_refused({"moves", kTictactoe, "--seed", "1.5"}, "is not a seed");
  expect_refused({"moves", kTictactoe, "--seed", "0x10"}, "is not a seed");
}

TEST(SeedOption, TheLargestSeedIsTaken) {
  const test::Finished f = rulebook({"moves", kTictactoe, "--seed", "18446744073709551615"});
  EXPECT_EQ(f.code, 0) << f.err;
  EXPECT_NE(f.out.find("mark a1"), std::string::npos);
}

TEST(MaxPliesOption, ANegativeOrHugeCapIsRefused) {
  expect_refused({"sim", kTictactoe, "--games", "2", "--max-plies", "-1"}, "--max-plies");
  expect_refused({"sim", kTictactoe, "--games", "2", "--max-plies", "1000001"}, "--max-plies");
  expect_refused({"ladder", kTictactoe, "--agents", "random,greedy", "--max-plies", "-5"}, "--max-plies");
}

TEST(OpeningOption, ANegativeHugeOrTextualOpeningIsRefusedOnEveryVerbThatTakesIt) {
  expect_refused({"sim", kTictactoe, "--games", "2", "--opening", "-1"}, "--opening");
  expect_refused({"ladder", kTictactoe, "--agents", "random,greedy", "--opening", "1000001"}, "--opening");
  expect_refused({"ladder", kTictactoe, "--agents", "random,greedy", "--opening", "two"}, "--opening");
  expect_refused({"bench", kTictactoe, "--bots", "random", "--opening", "-3"}, "--opening");
}

// lint --param checks every game and variant with the value: one the declaration refuses,
// or a name the game lacks, is an error of each file (exit 1); a value that fits is linted
// and played; text without '=' is a usage error.
TEST(LintParam, ChecksEachGameAndVariantWithTheValue) {
  const std::string gomoku = std::string(RULEBOOK_SOURCE_DIR) + "/games/gomoku";
  const test::Finished fits = rulebook({"lint", gomoku, "--param", "size=7", "--playouts", "3", "--no-luacheck"});
  EXPECT_EQ(fits.code, 0) << fits.out << fits.err;
  EXPECT_NE(fits.err.find("0 error(s)"), std::string::npos) << fits.err;
  const test::Finished too_big = rulebook({"lint", gomoku, "--param", "size=25", "--no-luacheck"});
  EXPECT_EQ(too_big.code, 1);
  EXPECT_NE(too_big.out.find("game.yaml: error: parameter size=25: expected a whole number from 5 to 19"), std::string::npos) << too_big.out;
  EXPECT_NE(too_big.out.find("exact_five.yaml: error: parameter size=25"), std::string::npos) << too_big.out;
  const test::Finished unknown = rulebook({"lint", gomoku, "--param", "sise=9", "--no-luacheck"});
  EXPECT_EQ(unknown.code, 1);
  EXPECT_NE(unknown.out.find("unknown parameter 'sise'"), std::string::npos) << unknown.out;
  expect_refused({"lint", gomoku, "--param", "size"}, "--param expects key=value, got 'size'");
}

// Rotating one agent through the seats would play every seed again, move for move.
TEST(RotateOption, NeedsTwoDifferentAgents) {
  expect_refused({"sim", kTictactoe, "--games", "4", "--rotate"}, "--rotate needs at least two different agents");
  expect_refused({"sim", kTictactoe, "--games", "4", "--agents", "greedy,greedy", "--rotate"}, "--rotate needs");
  expect_refused({"compare", kTictactoe, "--games", "4", "--variant-param", "misere=true", "--rotate"}, "--rotate needs");
  const test::Finished f = rulebook({"sim", kTictactoe, "--games", "4", "--agents", "greedy", "--seat", "2=random", "--rotate", "--json"});
  EXPECT_EQ(f.code, 0) << f.err;
  EXPECT_NE(f.out.find("\"rotate\": true"), std::string::npos) << f.out;
  // --games rounded up to whole rotations, so that each agent sits in each seat as often
  const test::Finished odd = rulebook({"sim", kTictactoe, "--games", "5", "--agents", "greedy,random", "--rotate"});
  EXPECT_EQ(odd.code, 0) << odd.err;
  EXPECT_NE(odd.out.find("tictactoe: 6 games"), std::string::npos) << odd.out;
}

// Before, sim printed a table of zero statistics and then the error of every game.
TEST(RulesThatDoNotLoad, StopEveryVerbBeforeAnyOutput) {
  for (const char* verb : {"sim", "moves", "render", "compare", "bench"})
    expect_refused({verb, kBroken + "lua_syntax_error"}, "rules.lua:");
  expect_refused({"perft", kBroken + "lua_syntax_error", "2"}, "rules.lua:");
  expect_refused({"sim", kBroken + "require_missing_module", "--games", "3"}, "rules.lua:");
  expect_refused({"play", kBroken + "space_typo_in_data"}, "far_bnak");
}

}  // namespace
}  // namespace rb
