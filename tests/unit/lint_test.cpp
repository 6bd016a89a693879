// Unit tests of the lint passes: for each pass, a tiny game that passes it and one with a
// single mistake, asserting the check, severity, file, line and the words that matter.
// Each test writes its game into a temporary folder of its own and removes it after.
#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

#include "analysis/lint.h"
#include "load/game_loader.h"

namespace rb {
namespace {

namespace fs = std::filesystem;

// A two-player walk on a three-node path: lint finds nothing in it.
const std::string kGame = R"(name: lint_test
players: {min: 2, max: 2, default: 2}
parameters:
  rounds: {type: int, default: 2, min: 1, max: 5, description: "steps each player makes"}
max_plies: 20
boards:
  - id: path
    generator: graph
    nodes:
      - {id: start}
      - {id: middle}
      - {id: goal}
    edges:
      - {from: start, to: middle}
      - {from: middle, to: goal}
variables:
  player:
    - {id: steps}
actions:
  step: {args: [{name: to, type: space}]}
data:
  home: start
rules: rules.lua
)";

const std::string kRules = R"(local rb = require "rulebook"
local HOME = rb.space(rb.data.home)
local ROUNDS = rb.param("rounds")

function setup(s)
  s:set_turn(1)
end

function moves(s, p, list)
  if s:pget(p, "steps") < ROUNDS then list:add("step", HOME) end
end

function apply(s, p, action, to)
  if action == "step" and to == HOME then s:padd(p, "steps", 1) end
  if s:pget(p, "steps") >= ROUNDS and p == rb.players then return s:end_draw() end
  s:set_turn(s:next_player(p))
end
)";

const std::string kScenario = R"(game: ..
cases:
  - name: the first player steps home
    moves: [step start]
    expect:
      moves: [step start]
)";

// `text` with its first `from` replaced by `to` (which must be there).
std::string with(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << "no '" << from << "' to replace";
  return at == std::string::npos ? text : text.replace(at, from.size(), to);
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

bool luacheck_installed() { return std::system("command -v luacheck >/dev/null 2>&1") == 0; }

// A game folder in the temporary directory, named after the running test.
class TempGame {
 public:
  explicit TempGame(const std::string& yaml = kGame, const std::string& lua = kRules) {
    const auto* test = testing::UnitTest::GetInstance()->current_test_info();
    dir_ = fs::temp_directory_path() / ("rulebook_lint_" + std::string(test->test_suite_name()) + "_" + test->name() + "_" + std::to_string(getpid()));
    fs::remove_all(dir_);
    write("game.yaml", yaml);
    write("rules.lua", lua);
  }
  ~TempGame() { fs::remove_all(dir_); }
  TempGame(const TempGame&) = delete;
  TempGame& operator=(const TempGame&) = delete;

  void write(const std::string& name, const std::string& text) const {
    fs::create_directories((dir_ / name).parent_path());
    std::ofstream(dir_ / name) << text;
  }
  fs::path path(const std::string& name) const { return dir_ / name; }
  Findings lint(int playouts = 0, bool luacheck = false) const {
    LintOptions o;
    o.playouts = playouts;
    o.luacheck = luacheck;
    return lint_paths({dir_}, o);
  }

 private:
  fs::path dir_;
};

Findings of_check(const Findings& all, const std::string& check) {
  Findings out;
  std::copy_if(all.begin(), all.end(), std::back_inserter(out), [&](const Finding& f) { return f.check == check; });
  return out;
}

std::string listed(const Findings& findings) {
  std::string out;
  for (const auto& f : findings) out += "\n  " + finding_text(f);
  return out.empty() ? " (none)" : out;
}

// The one finding of `check`, checked for its file, line, severity and message.
void expect_one(const Findings& all, const std::string& check, const fs::path& file, int line, Severity severity,
                const std::string& words) {
  const Findings found = of_check(all, check);
  ASSERT_EQ(found.size(), 1u) << "findings of [" << check << "]:" << listed(all);
  const Finding& f = found.front();
  EXPECT_EQ(fs::path(f.file), file);
  EXPECT_EQ(f.line, line) << finding_text(f);
  EXPECT_EQ(f.severity, severity) << finding_text(f);
  EXPECT_TRUE(contains(f.message, words)) << finding_text(f) << "\nwanted: " << words;
}

// ---- the whole game ------------------------------------------------------------------

TEST(Lint, FindsNothingInACorrectGame) {
  TempGame game;
  game.write("tests/start.yaml", kScenario);
  const Findings found = game.lint(5, luacheck_installed());
  EXPECT_TRUE(found.empty()) << listed(found);
}

TEST(Lint, KeepsOnlyTheMostSpecificErrorOnALine) {
  TempGame game(with(kGame, "max_plies: 20", "max_plys: 20"));
  const Findings found = game.lint();
  EXPECT_TRUE(of_check(found, "schema").empty()) << listed(found);
  expect_one(found, "unknown-key", game.path("game.yaml"), 5, Severity::Error, "did you mean 'max_plies'?");
}

TEST(Lint, WritesAFindingAsFileLineColumnSeverityMessageAndCheck) {
  const Finding f{"games/x/game.yaml", 12, 7, Severity::Error, "unknown key 'widht'", "unknown-key"};
  EXPECT_EQ(finding_text(f), "games/x/game.yaml:12:7: error: unknown key 'widht' [unknown-key]");
}

TEST(Lint, ReportsAPathThatDoesNotExist) {
  const Findings found = lint_paths({"/no/such/game"}, LintOptions{});
  expect_one(found, "path", "/no/such/game", 0, Severity::Error, "no such file or folder");
}

// ---- yaml-syntax ---------------------------------------------------------------------

TEST(LintYamlSyntax, AcceptsAWellFormedFile) {
  Findings out;
  TempGame game;
  EXPECT_TRUE(check_yaml_syntax(game.path("game.yaml"), out));
  EXPECT_TRUE(out.empty()) << listed(out);
}

TEST(LintYamlSyntax, PointsAtTheBracketLeftOpen) {
  TempGame game(with(kGame, "{id: middle}", "{id: middle"));
  expect_one(game.lint(), "yaml-syntax", game.path("game.yaml"), 11, Severity::Error, "'{' is never closed: add '}'");
}

TEST(LintYamlSyntax, NamesATabUsedForIndentation) {
  TempGame game(with(kGame, "  player:", "\tplayer:"));
  expect_one(game.lint(), "yaml-syntax", game.path("game.yaml"), 17, Severity::Error, "a tab indents this line");
}

// ---- schema --------------------------------------------------------------------------

const fs::path kGameSchema = fs::path(RULEBOOK_SOURCE_DIR) / "schemas" / "game.schema.json";

TEST(LintSchema, AcceptsTheTestGame) {
  Findings out;
  TempGame game;
  check_schema(game.path("game.yaml"), kGameSchema, out);
  EXPECT_TRUE(out.empty()) << listed(out);
}

TEST(LintSchema, PointsAtAMisspeltProperty) {
  Findings out;
  TempGame game(with(kGame, "    generator: graph", "    generatr: graph"));
  check_schema(game.path("game.yaml"), kGameSchema, out);
  expect_one(out, "schema", game.path("game.yaml"), 8, Severity::Error, "unknown key 'generatr'; did you mean 'generator'?");
}

TEST(LintSchema, ListsTheValuesAnEnumAllows) {
  Findings out;
  TempGame game(with(kGame, "generator: graph", "generator: hexagon"));
  check_schema(game.path("game.yaml"), kGameSchema, out);
  expect_one(out, "schema", game.path("game.yaml"), 8, Severity::Error, "'hexagon' is not allowed; expected one of: square, quartered, track, graph");
}

TEST(LintSchema, SaysANumberFieldTakesANumberOrAParameterNotAWord) {
  Findings out;
  TempGame game(with(kGame, "max_plies: 20", "max_plies: twenty"));
  check_schema(game.path("game.yaml"), kGameSchema, out);
  expect_one(out, "schema", game.path("game.yaml"), 5, Severity::Error, "expected integer or a parameter \"${name}\" or arithmetic \"${name * 2}\", got 'twenty'");
}

TEST(LintSchema, AcceptsAParameterWhereANumberGoes) {
  Findings out;
  TempGame game(with(kGame, "max_plies: 20", "max_plies: \"${rounds}\""));
  check_schema(game.path("game.yaml"), kGameSchema, out);
  EXPECT_TRUE(out.empty()) << listed(out);
}

// ---- variant -------------------------------------------------------------------------

TEST(LintVariant, AcceptsAVariantThatChangesTheBaseNames) {
  TempGame game;
  game.write("variants/long.yaml", "extends: ../game.yaml\nparameters:\n  rounds: {default: 4}\n");
  const Findings found = game.lint();
  EXPECT_TRUE(found.empty()) << listed(found);
}

TEST(LintVariant, SuggestsTheBaseNameForAMisspeltParameter) {
  TempGame game;
  game.write("variants/long.yaml", "extends: ../game.yaml\nparameters:\n  rouns: {default: 4}\n");
  expect_one(game.lint(), "variant", game.path("variants/long.yaml"), 3, Severity::Error,
             "parameter 'rouns' is not in the base game; did you mean 'rounds'?");
}

// ---- load ----------------------------------------------------------------------------

TEST(LintLoad, LoadsTheTestGame) {
  TempGame game;
  const Findings found = game.lint();
  EXPECT_TRUE(of_check(found, "load").empty()) << listed(found);
}

TEST(LintLoad, SaysWhichKeyAWordInPlaceOfANumberIsIn) {
  TempGame game(with(kGame, "max_plies: 20", "max_plies: twenty"));
  expect_one(game.lint(), "load", game.path("game.yaml"), 5, Severity::Error, "max_plies: expected a whole number, got 'twenty'");
}

TEST(LintLoad, PointsAnEdgeToAMissingNodeAtTheEdge) {
  TempGame game(with(kGame, "{from: middle, to: goal}", "{from: middle, to: gaol}"));
  expect_one(game.lint(), "load", game.path("game.yaml"), 15, Severity::Error, "unknown node 'gaol'");
}

TEST(LintLoad, NamesAMissingRulesFileAndTheNearestOne) {
  TempGame game(with(kGame, "rules: rules.lua", "rules: rule.lua"));
  expect_one(game.lint(), "load", game.path("game.yaml"), 23, Severity::Error, "rules file 'rule.lua' does not exist; did you mean 'rules.lua'?");
}

TEST(LintLoad, SaysAnEntryPointMustNotBeLocal) {
  TempGame game(kGame, with(kRules, "function apply(", "local function apply("));
  expect_one(game.lint(), "rules", game.path("rules.lua"), 13, Severity::Error, "'apply' is declared local");
}

// ---- opening -------------------------------------------------------------------------

TEST(LintOpening, PlaysTheFirstMovesOfTheTestGame) {
  TempGame game;
  const Findings found = game.lint();
  EXPECT_TRUE(of_check(found, "opening").empty()) << listed(found);
}

TEST(LintOpening, PointsAnApplyThatNamesNoNextPlayerAtApply) {
  TempGame game(kGame, with(kRules, "  s:set_turn(s:next_player(p))\n", ""));
  expect_one(game.lint(), "opening", game.path("rules.lua"), 13, Severity::Error, "apply() left nobody to move");
}

TEST(LintOpening, ReportsARuntimeErrorOfTheFirstMoveAtItsLine) {
  TempGame game(kGame, with(kRules, "s:padd(p, \"steps\", 1)", "s:padd(p, \"steps\", rb.data.step.size)"));
  expect_one(game.lint(), "opening", game.path("rules.lua"), 14, Severity::Error, "attempt to index a nil value");
}

// ---- references ----------------------------------------------------------------------

TEST(LintReferences, AcceptsDeclarationsTheRulesName) {
  TempGame game;
  const Findings found = game.lint();
  EXPECT_TRUE(of_check(found, "unused").empty()) << listed(found);
}

TEST(LintReferences, WarnsOfAParameterTheRulesNeverRead) {
  TempGame game(with(kGame, "max_plies: 20", "  speed: {type: int, default: 1, min: 1, max: 2}\nmax_plies: 20"));
  expect_one(game.lint(), "unused", game.path("game.yaml"), 5, Severity::Warning, "parameter 'speed' is declared but the rules never name it");
}

TEST(LintReferences, TakesAParameterThatAnExpressionReadsAsUsed) {
  TempGame game(with(kGame, "max_plies: 20", "  speed: {type: int, default: 1, min: 1, max: 2}\nmax_plies: \"${(speed + 1) * 10}\""));
  EXPECT_TRUE(of_check(game.lint(), "unused").empty()) << listed(game.lint());
  EXPECT_EQ(load_game(LoadRequest{game.path("game.yaml").string(), {}, {}})->setup.max_plies, 20);
}

TEST(LintReferences, SuggestsTheSpaceForATypoInData) {
  TempGame game(with(kGame, "  home: start", "  home: start\n  ends: [start, gaol]"));
  expect_one(game.lint(), "unknown-space", game.path("game.yaml"), 23, Severity::Error, "data.ends: 'gaol' is not a space; did you mean 'goal'?");
}

TEST(LintReferences, TakesANumberInDataForANumberNotATypo) {
  const std::string yaml = with(with(kGame, "  home: start", "  home: start\n  weight: 0.6"), "      - {id: goal}", "      - {id: goal}\n      - {id: a6}");
  TempGame game(yaml);
  EXPECT_TRUE(of_check(game.lint(), "unknown-space").empty()) << listed(game.lint());
}

// ---- connectivity --------------------------------------------------------------------

TEST(LintConnectivity, AcceptsAGraphJoinedEverywhere) {
  TempGame game;
  EXPECT_TRUE(of_check(game.lint(), "unreachable").empty());
}

TEST(LintConnectivity, WarnsOfANodeConnectedToNothing) {
  TempGame game(with(kGame, "      - {id: goal}", "      - {id: goal}\n      - {id: pond}"));
  expect_one(game.lint(), "unreachable", game.path("game.yaml"), 13, Severity::Warning, "space 'pond' on board 'path' is connected to nothing");
}

TEST(LintConnectivity, AcceptsANodeTaggedApart) {
  TempGame game(with(kGame, "      - {id: goal}", "      - {id: goal}\n      - {id: pond, tags: [apart]}"));
  EXPECT_TRUE(of_check(game.lint(), "unreachable").empty());
}

TEST(LintConnectivity, WarnsOfASmallIslandApartFromTheMainPart) {
  const std::string yaml = with(with(kGame, "      - {id: goal}", "      - {id: goal}\n      - {id: a}\n      - {id: b}\n      - {id: c}\n      - {id: d}\n      - {id: pond}\n      - {id: reeds}"),
                                "      - {from: middle, to: goal}", "      - {from: middle, to: goal}\n      - {from: goal, to: a}\n      - {from: a, to: b}\n      - {from: b, to: c}\n      - {from: c, to: d}\n      - {from: pond, to: reeds}");
  TempGame game(yaml);
  const Findings found = of_check(game.lint(), "unreachable");
  ASSERT_EQ(found.size(), 2u) << listed(found);
  EXPECT_TRUE(contains(found[0].message, "space 'pond' on board 'path' cannot be reached from the rest of the board"));
  EXPECT_EQ(found[0].line, 17);
}

// ---- lua api -------------------------------------------------------------------------

TEST(LintLuaApi, AcceptsTheMethodsTheRuntimeHas) {
  TempGame game;
  EXPECT_TRUE(of_check(game.lint(), "api").empty());
}

TEST(LintLuaApi, SuggestsTheStateMethodForATypo) {
  TempGame game(kGame, with(kRules, "s:set_turn(1)", "s:set_trun(1)"));
  expect_one(game.lint(), "api", game.path("rules.lua"), 6, Severity::Error, "unknown State method 'set_trun'; did you mean 'set_turn'?");
}

TEST(LintLuaApi, CountsTheArgumentsListAddPasses) {
  TempGame game(kGame, with(kRules, "list:add(\"step\", HOME)", "list:add(\"step\")"));
  expect_one(game.lint(), "api", game.path("rules.lua"), 10, Severity::Error, "action 'step' takes 1 argument(s) (to) but this list:add passes 0");
}

// ---- lua names -----------------------------------------------------------------------

TEST(LintLuaNames, IgnoresANameBuiltFromParts) {
  TempGame game(kGame, with(kRules, "rb.space(rb.data.home)", "rb.space(\"sta\" .. \"rt\")"));
  EXPECT_TRUE(of_check(game.lint(), "unknown-space").empty());
}

TEST(LintLuaNames, SuggestsTheDeclaredVariableForATypo) {
  TempGame game(kGame, with(kRules, "s:padd(p, \"steps\", 1)", "s:padd(p, \"step\", 1)"));
  expect_one(game.lint(), "unknown-name", game.path("rules.lua"), 14, Severity::Error, "unknown player variable 'step'; did you mean 'steps'?");
}

TEST(LintLuaNames, ChecksAPlainCallOfAStateMethodToo) {
  const std::string rules = with(kRules, "local ROUNDS = rb.param(\"rounds\")", "local ROUNDS, padd = rb.param(\"rounds\"), rb.state_methods().padd");
  TempGame game(kGame, with(rules, "s:padd(p, \"steps\", 1)", "padd(s, p, \"step\", 1)"));
  expect_one(game.lint(), "unknown-name", game.path("rules.lua"), 14, Severity::Error, "unknown player variable 'step'; did you mean 'steps'?");
}

TEST(LintLuaNames, ChecksAPlainCallOfAGlobalVariableMethod) {
  const std::string game_yaml = with(kGame, "variables:\n  player:", "variables:\n  global:\n    - {id: laps}\n  player:");
  std::string rules = with(kRules, "local ROUNDS = rb.param(\"rounds\")", "local ROUNDS, set = rb.param(\"rounds\"), rb.state_methods().set");
  rules = with(rules, "  s:set_turn(1)\n", "  set(s, \"lap\", 0) s:set_turn(1)\n");
  TempGame game(game_yaml, rules);
  expect_one(game.lint(), "unknown-name", game.path("rules.lua"), 6, Severity::Error, "unknown global variable 'lap'; did you mean 'laps'?");
}

TEST(LintLuaNames, AFunctionOfTheRulesOwnNamedAddIsNotAStateMethod) {
  std::string rules = with(kRules, "local ROUNDS = rb.param(\"rounds\")", "local ROUNDS = rb.param(\"rounds\") local function add(s, what, n) return n end");
  rules = with(rules, "  s:set_turn(1)\n", "  add(s, \"anything\", 0) s:set_turn(1)\n");
  TempGame game(kGame, rules);
  EXPECT_TRUE(of_check(game.lint(), "unknown-name").empty());
}

// ---- numbers in the rules (data) ---------------------------------------------------------

TEST(LintLuaNumbers, WarnsOfATableOfNumbersByNameAtItsLine) {
  TempGame game(kGame, with(kRules, "local ROUNDS = rb.param(\"rounds\")\n", "local ROUNDS = rb.param(\"rounds\")\nlocal COST = {\n  step = 1, jump = 3,\n}\n"));
  expect_one(game.lint(), "data", game.path("rules.lua"), 4, Severity::Warning, "'COST' is a table of numbers written in the rules");
}

TEST(LintLuaNumbers, AcceptsAListOfIndicesAndATableFedByAParameter) {
  TempGame game(kGame, with(kRules, "local ROUNDS = rb.param(\"rounds\")\n",
                            "local ROUNDS = rb.param(\"rounds\")\nlocal ORDER = {1, 5, 8}\nlocal COST = {step = rb.param(\"rounds\"), jump = 3}\n"));
  EXPECT_TRUE(of_check(game.lint(), "data").empty()) << listed(game.lint());
}

// ---- luacheck ------------------------------------------------------------------------

TEST(LintLuacheck, AcceptsTheTestRules) {
  if (!luacheck_installed()) GTEST_SKIP() << "luacheck is not installed";
  TempGame game;
  const Findings found = of_check(game.lint(0, true), "luacheck");
  EXPECT_TRUE(found.empty()) << listed(found);
}

TEST(LintLuacheck, ReportsAGlobalWrittenByAccidentAsAnError) {
  if (!luacheck_installed()) GTEST_SKIP() << "luacheck is not installed";
  TempGame game(kGame, with(kRules, "  s:set_turn(1)", "  first = 1\n  s:set_turn(first)"));
  const Findings found = of_check(game.lint(0, true), "luacheck");
  ASSERT_FALSE(found.empty());
  EXPECT_EQ(found[0].line, 6);
  EXPECT_EQ(found[0].severity, Severity::Error);
  EXPECT_TRUE(contains(found[0].message, "setting non-standard global variable 'first' (W111); declare it `local`")) << finding_text(found[0]);
}

TEST(LintLuacheck, SuggestsTheNameAnUndefinedOneWasMeantToBe) {
  if (!luacheck_installed()) GTEST_SKIP() << "luacheck is not installed";
  TempGame game(kGame, with(kRules, "< ROUNDS then", "< ROUDNS then"));
  expect_one(game.lint(0, true), "luacheck", game.path("rules.lua"), 10, Severity::Error, "'ROUDNS' (W113); did you mean 'ROUNDS'?");
}

// ---- playouts ------------------------------------------------------------------------

TEST(LintPlayouts, FindsNothingInAGameThatEnds) {
  TempGame game;
  const Findings found = game.lint(5);
  EXPECT_TRUE(of_check(found, "playouts").empty() && of_check(found, "never-ends").empty()) << listed(found);
}

TEST(LintPlayouts, ReportsAGameThatNeverEndsAtMaxPlies) {
  const std::string endless = with(kRules, "return s:end_draw()", "return s:set_turn(1)");
  TempGame game(kGame, with(endless, "if s:pget(p, \"steps\") < ROUNDS then list:add(\"step\", HOME) end", "list:add(\"step\", HOME)"));
  expect_one(game.lint(5), "never-ends", game.path("game.yaml"), 5, Severity::Warning, "5 of 5 random games reached max_plies (20) without ending");
}

// An action the rules never list: a warning at its declaration, unless it says it is rare.
TEST(LintPlayouts, ReportsAnActionNeverLegalUnlessItIsRare) {
  const std::string with_pass = with(kGame, "step: {args: [{name: to, type: space}]}",
                                     "step: {args: [{name: to, type: space}]}\n  pass: {description: \"never listed\"}");
  TempGame game(with_pass);
  expect_one(game.lint(5), "coverage", game.path("game.yaml"), 21, Severity::Warning,
             "action 'pass' was never legal in 5 random games (a rule for positions they seldom reach");
  TempGame rare(with(with_pass, "never listed\"}", "never listed\", rare: true}"));
  EXPECT_TRUE(of_check(rare.lint(5), "coverage").empty()) << listed(rare.lint(5));
}

TEST(LintPlayouts, ReportsAPositionWithNoMoveThatIsNotOver) {
  TempGame game(kGame, with(kRules, "if s:pget(p, \"steps\") >= ROUNDS and p == rb.players then return s:end_draw() end\n", ""));
  expect_one(game.lint(5), "playouts", game.path("rules.lua"), 9, Severity::Error, "no legal move but the game is not over (5 of 5 random games");
}

// The one playouts finding a hook written after the base rules gets, at the line it starts on.
void expect_hook_finding(const std::string& hook, int line, const std::string& words) {
  TempGame game(kGame, kRules + hook);
  expect_one(game.lint(5), "playouts", game.path("rules.lua"), line, Severity::Error, words);
}

TEST(LintPlayouts, ReportsAnEvaluateOutOfRangeAtItsLine) {
  expect_hook_finding("function evaluate(s, p)\n  return s:pget(p, \"steps\") + 2\nend\n", 18,
                      "evaluate(s, 1) returned 2; it must return a number from 0 to 1");
}

TEST(LintPlayouts, ReportsAPriorThatIsNotANumber) {
  expect_hook_finding("function prior()\n  return \"likely\"\nend\n", 18, "prior(s, 1, 'step', ...) returned a string");
}

TEST(LintPlayouts, ReportsAnEvaluateAllThatDisagreesWithEvaluate) {
  expect_hook_finding("function evaluate(s, p) return p == 1 and 0.75 or 0.25 end\nfunction evaluate_all(s)\n  return {0.75, 0.5}\nend\n", 19,
                      "evaluate_all(s)[2] is 0.5 where evaluate(s, 2) is 0.25");
}

TEST(LintPlayouts, ReportsAnEvaluateAllOfTheWrongLength) {
  expect_hook_finding("function evaluate_all(s)\n  return {0.5}\nend\n", 18,
                      "evaluate_all(s) returned a list of 1; it must return a list of 2 numbers");
}

TEST(LintPlayouts, ReportsAPriorAllThatDisagreesWithPrior) {
  expect_hook_finding("function prior() return 2 end\nfunction prior_all(s, p, list)\n  local all = {}\n"
                      "  for i = 1, list:count() do all[i] = 3 end\n  return all\nend\n", 19,
                      "prior_all(s, 1, list)[1] is 3 where prior(s, 1, 'step', ...) is 2");
}

TEST(LintPlayouts, ReportsAPriorAllOfTheWrongLength) {
  expect_hook_finding("function prior_all()\n  return {}\nend\n", 18,
                      "prior_all(s, 1, list) returned a list of 0; it must return a list of 1 number from 0 to 1000000");
}

TEST(LintPlayouts, ReportsListMoveOutsidePriorAll) {
  TempGame game(kGame, with(kRules, "list:add(\"step\", HOME)", "list:move(1)"));
  expect_one(game.lint(5), "playouts", game.path("rules.lua"), 10, Severity::Error,
             "list:move reads the moves prior_all() judges; it is not for moves()");
}

TEST(LintPlayouts, AcceptsHooksInRange) {
  TempGame game(kGame, kRules + "function evaluate() return 0.5 end\nfunction prior() return 2 end\n"
                                "function evaluate_all() return {0.5, 0.5} end\n"
                                "function prior_all(s, p, list)\n  local all = {}\n  for i = 1, list:count() do all[i] = 2 end\n  return all\nend\n");
  EXPECT_TRUE(of_check(game.lint(5), "playouts").empty()) << listed(game.lint(5));
}

// ---- scenario ------------------------------------------------------------------------

TEST(LintScenario, AcceptsKnownMovesAndPieces) {
  TempGame game;
  game.write("tests/start.yaml", kScenario);
  EXPECT_TRUE(of_check(game.lint(), "scenario").empty());
}

TEST(LintScenario, PointsAtAMoveNamingAnUnknownSpace) {
  TempGame game;
  game.write("tests/start.yaml", with(kScenario, "moves: [step start]", "moves: [step strat]"));
  expect_one(game.lint(), "scenario", game.path("tests/start.yaml"), 4, Severity::Error, "move 'step strat': unknown space 'strat'; did you mean 'start'?");
}

// "2: step start" names player 2; "-1:" or "1x:" name no player of the game, so the whole
// text is read as the move, and refused.
TEST(LintScenario, AMovePrefixNamesAPlayerOfTheGameOrNone) {
  for (const char* prefix : {"-1: ", "1x: "}) {
    TempGame game;
    game.write("tests/start.yaml", with(kScenario, "moves: [step start]", std::string("moves: [\"") + prefix + "step start\"]"));
    EXPECT_EQ(of_check(game.lint(), "scenario").size(), 1u) << prefix;
  }
}

TEST(LintScenario, ReadsMergeKeysAsTheTestRunnerDoes) {
  TempGame game;
  game.write("tests/start.yaml", with(kScenario, "    moves: [step start]\n",
                                      "    state: {players: &first {1: {vars: {steps: 0}}}}\n    moves: [step start]\n"
                                      "  - name: the same start, merged\n    state: {players: {<<: *first, 2: {vars: {steps: 0}}}}\n"));
  EXPECT_TRUE(of_check(game.lint(), "scenario").empty()) << listed(game.lint());
}

TEST(LintScenario, PointsAtAMergeKeyThatMergesNoMap) {
  TempGame game;
  game.write("tests/start.yaml", with(kScenario, "    moves: [step start]\n", "    state: {players: {<<: 3}}\n    moves: [step start]\n"));
  expect_one(game.lint(), "scenario", game.path("tests/start.yaml"), 4, Severity::Error, "'<<' merges a map");
}

// A parameter the game refuses is the case's to fix: the error points at the case's value
// (or the file's, which the case's params add to, as the test runner reads them).
TEST(LintScenario, PointsAtTheParameterTheGameRefuses) {
  TempGame game;
  game.write("tests/start.yaml", with(kScenario, "    moves: [step start]\n", "    params: {rounds: 9}\n    moves: [step start]\n"));
  expect_one(game.lint(), "scenario", game.path("tests/start.yaml"), 4, Severity::Error, "parameter rounds=9: expected a whole number from 1 to 5");
  // a second case with the same refused value is told at its own line
  game.write("tests/start.yaml", with(kScenario, "    moves: [step start]\n",
                                      "    params: {rounds: 9}\n    moves: [step start]\n  - name: again\n    params: {rounds: 9}\n"));
  const Findings twice = of_check(game.lint(), "scenario");
  ASSERT_EQ(twice.size(), 2u) << listed(twice);
  EXPECT_EQ(twice[0].line, 4);
  EXPECT_EQ(twice[1].line, 7);
  game.write("tests/start.yaml", "params: {rouns: 3}\n" + with(kScenario, "    moves: [step start]\n", "    params: {rounds: 3}\n    moves: [step start]\n"));
  expect_one(game.lint(), "scenario", game.path("tests/start.yaml"), 1, Severity::Error, "unknown parameter 'rouns'");
}

TEST(LintScenario, SuggestsThePieceForAnUnknownOneWithNoMoves) {
  TempGame game;
  game.write("tests/start.yaml", with(kScenario, "      moves: [step start]\n", "      moves: [step start]\n      no_moves_for: [stone]\n"));
  expect_one(game.lint(), "scenario", game.path("tests/start.yaml"), 7, Severity::Error, "no_moves_for: unknown piece 'stone'");
}

}  // namespace
}  // namespace rb
