// A misspelt verb, option, parameter, game folder or move is refused (exit 2 for what was
// typed on the command line, 1 for a move the game refuses) with the nearest known name.
#include <gtest/gtest.h>

#include "child_process.h"

namespace rb {
namespace {

const std::string kGames = std::string(RULEBOOK_SOURCE_DIR) + "/games/";

test::Finished rulebook(const std::vector<std::string>& args) { return test::run_to_end(RULEBOOK_CLI, args); }

void expect_hint(const std::vector<std::string>& args, int code, const std::string& hint) {
  const test::Finished f = rulebook(args);
  EXPECT_EQ(f.code, code) << f.err;
  EXPECT_EQ(f.out, "") << "nothing on stdout";
  EXPECT_NE(f.err.find(hint), std::string::npos) << f.err;
}

TEST(DidYouMean, NamesTheVerbNearestAnUnknownOne) {
  expect_hint({"simm", kGames + "tictactoe"}, 2, "unknown verb 'simm'; did you mean 'sim'?");
  expect_hint({"lnit", kGames + "tictactoe"}, 2, "did you mean 'lint'?");
}

TEST(DidYouMean, ListsTheVerbsWhenNoneIsNear) {
  expect_hint({"frobnicate"}, 2, "unknown verb 'frobnicate'; expected one of: sim, compare");
}

TEST(DidYouMean, NamesTheOptionOfThatVerbNearestAnUnknownOne) {
  expect_hint({"sim", kGames + "tictactoe", "--gmaes", "5"}, 2, "rulebook sim: unknown option '--gmaes'; did you mean '--games'?");
  expect_hint({"moves", kGames + "tictactoe", "--move=mark a1"}, 2, "did you mean '--moves'?");
  expect_hint({"--verison"}, 2, "unknown option '--verison'; did you mean '--version'?");
}

TEST(DidYouMean, NamesTheParameterNearestAnUnknownOne) {
  expect_hint({"sim", kGames + "lineup", "--param", "lien=3", "--games", "2"}, 2, "did you mean 'line'?");
}

TEST(DidYouMean, NamesTheGameFolderNearestAMissingOne) {
  expect_hint({"sim", kGames + "tictacto", "--games", "2"}, 2, "did you mean '" + kGames + "tictactoe'?");
  expect_hint({"test", kGames + "tictacto"}, 2, "did you mean '" + kGames + "tictactoe'?");
  const test::Finished lint = rulebook({"lint", kGames + "tictacto"});
  EXPECT_EQ(lint.code, 1);
  EXPECT_NE(lint.out.find("did you mean '" + kGames + "tictactoe'?"), std::string::npos) << lint.out;
}

TEST(DidYouMean, NamesTheLegalMoveNearestARefusedOne) {
  // b2 is taken: the nearest legal move is suggested, not a taken square.
  const test::Finished f = rulebook({"moves", kGames + "tictactoe", "--moves", "mark b2; mark b2"});
  EXPECT_EQ(f.code, 1) << f.err;
  EXPECT_NE(f.err.find("did you mean 'mark "), std::string::npos) << f.err;
  EXPECT_EQ(f.err.find("did you mean 'mark b2'"), std::string::npos) << f.err;
}

TEST(DidYouMean, SuggestsOnceWhenTheMoveTextNamesAnUnknownSpace) {
  const test::Finished f = rulebook({"moves", kGames + "tictactoe", "--moves", "mark a0"});
  EXPECT_EQ(f.code, 1) << f.err;
  EXPECT_NE(f.err.find("did you mean"), std::string::npos) << f.err;
  EXPECT_EQ(f.err.find("did you mean"), f.err.rfind("did you mean")) << f.err;
}

}  // namespace
}  // namespace rb
