// Unit tests of the Lua sandbox: each hostile rules script under tests/hostile/
// stops with a RuleError naming rules.lua and a line, and the program goes on: a fresh
// Engine on the tiny game (or the same Engine, for errors in apply) still plays.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <string>

#include "analysis/scenario.h"
#include "engine/engine.h"
#include "engine/move_text.h"
#include "load/game_loader.h"
#include "load/load_error.h"

namespace rb {
namespace {

namespace fs = std::filesystem;

const std::string kHostile = RULEBOOK_SOURCE_DIR "/tests/hostile/";
const SandboxLimits kFast{100, 64u << 20};        // runaway loops stop quickly
const SandboxLimits kMemory{20'000, 64u << 20};   // bombs reach the memory cap first
const SandboxLimits kDeep{20'000, 512u << 20};    // recursion reaches the stack limit first

std::shared_ptr<const GameDef> load(const std::string& path) { return load_game(LoadRequest{path, {}, {}}); }

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// The error from building an Engine on hostile/<name> and starting a game.
std::string start_error(const std::string& name, SandboxLimits limits = kFast) {
  try {
    Engine engine(load(kHostile + name), limits);
    engine.new_game(1);
  } catch (const RuleError& e) {
    return e.what();
  } catch (const LoadError& e) {
    return e.what();
  }
  return "no error";
}

bool names_rules_line(const std::string& message) {
  return std::regex_search(message, std::regex(R"(rules\.lua:[0-9]+:)"));
}

Move move(const GameDef& g, const std::string& text) {
  std::string error;
  auto m = parse_move(g, text, 1, error);
  EXPECT_TRUE(m.has_value()) << error;
  return m.value_or(Move{});
}

void expect_tiny_still_plays() {
  Engine engine(load(RULEBOOK_TEST_DATA "/tiny"));
  State s = engine.new_game(1);
  MoveList moves;
  engine.legal_moves(s, 1, moves);
  ASSERT_FALSE(moves.empty());
  EXPECT_EQ(engine.apply_checked(s, 1, move(engine.game(), "place a1")), "");
}

// The hostile game's start fails with a message naming rules.lua, the line and `what`.
void expect_stopped_at_line(const std::string& name, const std::string& what, SandboxLimits limits = kFast) {
  const std::string error = start_error(name, limits);
  EXPECT_TRUE(names_rules_line(error)) << error;
  EXPECT_TRUE(contains(error, what)) << error;
  expect_tiny_still_plays();
}

// ---- libraries that are not there -----------------------------------------------------

TEST(Sandbox, IoOpenIsARuleError) { expect_stopped_at_line("io_open", "rules.lua:6:"); }
TEST(Sandbox, OsExitIsARuleError) { expect_stopped_at_line("os_exit", "rules.lua:6:"); }
TEST(Sandbox, DebugGetinfoIsARuleError) { expect_stopped_at_line("debug_getinfo", "rules.lua:6:"); }
TEST(Sandbox, PackageLoadedIsARuleError) { expect_stopped_at_line("package_loaded", "rules.lua:6:"); }
TEST(Sandbox, LoadOfAStringIsARuleError) { expect_stopped_at_line("load_string", "rules.lua:6:"); }
TEST(Sandbox, LoadfileIsARuleError) { expect_stopped_at_line("loadfile", "rules.lua:6:"); }
TEST(Sandbox, DofileIsARuleError) { expect_stopped_at_line("dofile", "rules.lua:6:"); }
TEST(Sandbox, StringDumpIsARuleError) { expect_stopped_at_line("string_dump", "rules.lua:6:"); }
TEST(Sandbox, CollectgarbageIsARuleError) { expect_stopped_at_line("collectgarbage", "rules.lua:6:"); }
TEST(Sandbox, MathRandomseedIsARuleError) { expect_stopped_at_line("math_randomseed", "rules.lua:6:"); }

TEST(Sandbox, TheErrorNamesTheEntryPoint) { expect_stopped_at_line("io_open", "(in setup)"); }

TEST(Sandbox, AForbiddenCallWhileTheRulesLoadIsARuleErrorFromTheConstructor) {
  EXPECT_THROW(Engine(load(kHostile + "load_time_io"), kFast), RuleError);
  expect_stopped_at_line("load_time_io", "rules.lua:2:");
}

// ---- the shared string metatable ------------------------------------------------------

TEST(Sandbox, SetmetatableOnAStringIsARuleError) { expect_stopped_at_line("setmetatable_string", "rules.lua:6:"); }

TEST(Sandbox, WritingTheStringMetatableIsARuleError) {
  expect_stopped_at_line("string_metatable_write", "rules.lua:6:");
}

TEST(Sandbox, TheStringMetatableReadsAsLocked) {
  expect_stopped_at_line("string_metatable_read", "string metatable: locked");
}

// ---- nothing mutable in Lua -----------------------------------------------------------

TEST(Sandbox, WritingAGlobalAtRunTimeIsAFrozenTableError) {
  expect_stopped_at_line("global_write", "frozen table");
}

TEST(Sandbox, ChangingAModuleLevelTableAtRunTimeIsAFrozenTableError) {
  expect_stopped_at_line("module_table", "frozen table");
}

TEST(Sandbox, RawsetOnTheGlobalTableAtRunTimeIsARuleError) {
  expect_stopped_at_line("rawset_global", "rules.lua:6:");
}

TEST(Sandbox, RawsetOnAModuleLevelTableAtRunTimeIsARuleError) {
  expect_stopped_at_line("rawset_module_table", "rules.lua:6:");
}

// A local of the script's main chunk, assigned at run time, would carry state from one
// game to the next: either it is refused, or two games from one seed are still equal.
TEST(Sandbox, AModuleLevelLocalCannotCarryStateBetweenGames) {
  Engine engine(load(kHostile + "upvalue_counter"), kFast);
  try {
    const State first = engine.new_game(1);
    const State second = engine.new_game(1);
    EXPECT_TRUE(first == second) << "seen " << first.gvar(0) << " then " << second.gvar(0);
  } catch (const RuleError& e) {
    EXPECT_TRUE(names_rules_line(e.what())) << e.what();
  }
}

// Without setup() a new game runs no rules code, yet what a hook changed in the last game
// is still found and put back before the next.
TEST(Sandbox, RulesWithoutSetupStillCannotCarryStateBetweenGames) {
  Engine engine(load(kHostile + "evaluate_counter_no_setup"), kFast);
  const State first = engine.new_game(1);
  EXPECT_EQ(first.first_to_move(), 1);  // no setup: player 1 starts
  const double seen = engine.evaluate(first, 1);
  try {
    const State second = engine.new_game(1);
    EXPECT_EQ(engine.evaluate(second, 1), seen);
  } catch (const RuleError& e) {
    EXPECT_TRUE(contains(e.what(), "rules.lua:5: module-level local 'n' was changed during a game")) << e.what();
  }
}

// Module-level tables keep their entries in place (reads cost what any table read costs):
// a new key is refused at once, and a changed or removed entry is found at a later setup,
// named, and put back, so the game after that one starts as the first did.
TEST(Sandbox, AChangedEntryOfAModuleTableIsNamedAndPutBackBeforeTheNextGame) {
  Engine engine(load(kHostile + "module_table_entry"), kFast);
  const State first = engine.new_game(1);
  EXPECT_EQ(first.gvar(0), 1);
  try {
    engine.new_game(1);
    FAIL() << "the changed table went unnoticed";
  } catch (const RuleError& e) {
    EXPECT_TRUE(contains(e.what(), "rules.lua:5: table 'T' was changed during a game")) << e.what();
    EXPECT_TRUE(contains(e.what(), "declare a variable")) << e.what();
  }
  EXPECT_TRUE(engine.new_game(1) == first) << "the table was not put back";
}

TEST(Sandbox, AnEntryRemovedFromAModuleTableIsFound) {
  Engine engine(load(kHostile + "module_table_remove"), kFast);
  State s = engine.new_game(1);
  EXPECT_EQ(engine.changed_by_games(), "");
  ASSERT_EQ(engine.apply_checked(s, 1, move(engine.game(), "pass")), "");
  const std::string changed = engine.changed_by_games();
  EXPECT_TRUE(contains(changed, "rules.lua:4: table 'STACK' was changed during a game")) << changed;
  EXPECT_EQ(engine.changed_by_games(), "") << "the table was not put back";
}

TEST(Sandbox, AScenarioWhoseMovesChangeAModuleTableFails) {
  const auto results = run_scenario_file(kHostile + "module_table_remove/tests/rules.yaml");
  ASSERT_EQ(results.size(), 1u);
  ASSERT_EQ(results[0].failures.size(), 1u);
  EXPECT_TRUE(contains(results[0].failures[0], "table 'STACK' was changed")) << results[0].failures[0];
}

TEST(Sandbox, RequiringAModuleDuringAGameIsARuleError) {
  expect_stopped_at_line("require_at_run_time", "require 'late' after the rules loaded");
}

TEST(Sandbox, AModuleReachedOnlyThroughRequireIsFrozenToo) {
  expect_stopped_at_line("module_via_require", "frozen table");
}

TEST(Sandbox, AnIntegerMadeAFloatIsAChange) {
  Engine engine(load(kHostile + "number_subtype"), kFast);
  engine.new_game(1);
  const std::string changed = engine.changed_by_games();
  EXPECT_TRUE(contains(changed, "table 'T' was changed")) << changed;
}

TEST(Sandbox, ALocalThatWasNilAtLoadIsWatchedToo) {
  Engine engine(load(kHostile + "upvalue_nil"), kFast);
  State s = engine.new_game(1);
  ASSERT_EQ(engine.apply_checked(s, 1, move(engine.game(), "pass")), "");
  const std::string changed = engine.changed_by_games();
  EXPECT_TRUE(contains(changed, "module-level local 'last' was changed")) << changed;
  EXPECT_EQ(engine.changed_by_games(), "") << "the local was not put back";
}

TEST(Sandbox, PairsHandsOutNoWritableTable) { expect_stopped_at_line("pairs_hidden", "frozen table"); }

TEST(Sandbox, AModuleTableWithItsOwnMetatableRefusesEveryWriteAtOnce) {
  expect_stopped_at_line("module_table_metatable", "frozen table");
}

// After the first games the check is spaced out by the calls into the rules, so that it
// costs little; a run of many games still finds the change within a bounded number. Each
// game plays one ply, whose apply() counts up an entry of a module table (its setup() draws
// no chance, so it runs once and later games start from its position: Engine::new_game).
TEST(Sandbox, ASpacedOutCheckStillFindsAChangedTableWithinAFewGames) {
  Engine engine(load(kHostile + "module_table_entry_in_apply"), kFast);
  const Move pass = move(engine.game(), "pass");
  constexpr int kGames = 20000;
  int errors = 0, last = 0;
  bool put_back = false;  // the game after a check: the ply counts up from the table as loaded
  State s;
  for (int game = 0; game < kGames; ++game) {
    try {
      engine.restart(s, uint64_t(game));
    } catch (const RuleError& e) {
      ASSERT_TRUE(contains(e.what(), "table 'T' was changed")) << e.what();
      ++errors, last = game, put_back = true;
      continue;
    }
    ASSERT_EQ(engine.apply_checked(s, 1, pass), "");
    if (put_back) {
      ASSERT_EQ(s.gvar(0), 1) << "game " << game << ": the table was not put back";
    }
    put_back = false;
  }
  EXPECT_GE(errors, 32 / 2 + 2) << "every other game while each is checked, then again later";
  EXPECT_LT(errors, kGames / 50) << "the check is not spaced out";
  EXPECT_GE(last, kGames / 2) << "no check in the second half of the run";
}

TEST(Sandbox, ChangingTheStateInsideMovesIsARuleError) {
  Engine engine(load(kHostile + "moves_writes"), kFast);
  const State s = engine.new_game(1);
  MoveList moves;
  try {
    engine.legal_moves(s, 1, moves);
    FAIL() << "moves() changed the State";
  } catch (const RuleError& e) {
    EXPECT_TRUE(contains(e.what(), "read-only")) << e.what();
    EXPECT_TRUE(contains(e.what(), "rules.lua:3:")) << e.what();
  }
}

// ---- runaways -------------------------------------------------------------------------

TEST(Sandbox, AnEndlessLoopExceedsTheInstructionBudget) {
  expect_stopped_at_line("infinite_loop", "budget of 100 ms exceeded");
}

TEST(Sandbox, AnEndlessLoopInsidePcallStillExceedsTheBudget) {
  expect_stopped_at_line("pcall_loop", "budget of 100 ms exceeded");
}

TEST(Sandbox, AnEndlessLoopWhileTheRulesLoadExceedsTheBudget) {
  expect_stopped_at_line("load_time_loop", "budget of 100 ms exceeded");
}

TEST(Sandbox, DeepRecursionIsAStackOverflow) {
  expect_stopped_at_line("recursion", "stack overflow", kDeep);
}

TEST(Sandbox, AnEndlessLoopInMovesExceedsTheBudget) {
  Engine engine(load(kHostile + "moves_loop"), kFast);
  const State s = engine.new_game(1);
  MoveList moves;
  try {
    engine.legal_moves(s, 1, moves);
    FAIL() << "no error";
  } catch (const RuleError& e) {
    EXPECT_TRUE(contains(e.what(), "rules.lua:3: time budget of 100 ms exceeded")) << e.what();
    EXPECT_TRUE(contains(e.what(), "(in moves)")) << e.what();
  }
}

// Starts hostile/<name> in a child process that an alarm kills after `seconds` (the
// engine closed too, so a finalizer would run), so a runaway the budget misses fails its
// test instead of hanging the whole suite; the child hands back start_error's text.
struct ChildStart {
  bool in_time = false;
  std::string error;  // start_error's text ("no error" when the game started)
};
ChildStart start_in_child_process(const std::string& name, unsigned seconds, SandboxLimits limits = kFast) {
  const fs::path file = fs::temp_directory_path() / ("rulebook_sandbox_" + std::to_string(getpid()) + ".txt");
  std::fflush(nullptr);
  const pid_t child = fork();
  if (child < 0) return {false, "fork failed"};
  if (child == 0) {
    alarm(seconds);
    const std::string error = start_error(name, limits);
    std::ofstream(file) << error;
    _exit(0);
  }
  int status = 0;
  ChildStart out;
  if (waitpid(child, &status, 0) != child) return {false, "waitpid failed"};
  out.in_time = !WIFSIGNALED(status);
  std::ifstream in(file);
  out.error.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  if (!out.in_time) out.error = "still running after " + std::to_string(seconds) + " s (killed)";
  fs::remove(file);
  return out;
}

// "" when the child stopped in time with a RuleError naming rules.lua and a line.
std::string start_in_child(const std::string& name, unsigned seconds) {
  const ChildStart c = start_in_child_process(name, seconds);
  return c.in_time && names_rules_line(c.error) ? "" : c.error;
}

// "" when the child started the game in time with no error at all (under a budget far
// above the alarm, so that only the alarm, not a slow sanitizer build, can stop it).
std::string starts_in_child(const std::string& name, unsigned seconds) {
  const ChildStart c = start_in_child_process(name, seconds, kMemory);
  return c.in_time && c.error == "no error" ? "" : c.error;
}

// The handler runs while Lua's hooks are off (the budget error came from the hook).
TEST(Sandbox, AnEndlessLoopInAnXpcallHandlerStillStops) { EXPECT_EQ(start_in_child("xpcall_loop", 3), ""); }

// A pattern match runs in C, where no instruction is counted: it must still stop.
TEST(Sandbox, ABacktrackingPatternMatchStopsInTime) { EXPECT_EQ(start_in_child("pattern_bomb", 3), ""); }

// More loops in C that the budget cannot stop: bounded or answered before they start.
TEST(Sandbox, APlainFindIsLinearAndFindsWhatLuasFindFinds) { EXPECT_EQ(starts_in_child("plain_find_bomb", 3), ""); }
TEST(Sandbox, AnEmptyStringRepeatedForEverIsEmptyAtOnce) { EXPECT_EQ(starts_in_child("empty_rep_bomb", 3), ""); }
TEST(Sandbox, ATableMoveOverAHugeRangeIsARuleError) {
  const ChildStart c = start_in_child_process("move_bomb", 3);
  EXPECT_TRUE(c.in_time && contains(c.error, "rules.lua:7: table.move: a range of more than")) << c.error;
}
TEST(Sandbox, AFinalizerIsRefusedWhereItIsSet) {
  const ChildStart c = start_in_child_process("gc_finalizer", 3);
  EXPECT_TRUE(c.in_time && contains(c.error, "rules.lua:6: setmetatable: a __gc finalizer is not allowed")) << c.error;
}

// ---- memory ---------------------------------------------------------------------------

// The memory errors are checked in two steps: the cap and the script, then the line.
void expect_memory_cap(const std::string& name) {
  const std::string error = start_error(name, kMemory);
  EXPECT_TRUE(contains(error, "memory cap exceeded")) << error;
  EXPECT_TRUE(contains(error, "rules.lua")) << error;
  EXPECT_TRUE(contains(error, "(in setup)")) << error;
  expect_tiny_still_plays();
}

TEST(Sandbox, AGrowingTableHitsTheMemoryCap) { expect_memory_cap("table_bomb"); }
TEST(Sandbox, AHugeStringRepHitsTheMemoryCap) { expect_memory_cap("rep_bomb"); }
TEST(Sandbox, RepeatedConcatenationHitsTheMemoryCap) { expect_memory_cap("concat_bomb"); }
TEST(Sandbox, AMemoryBombInsidePcallStillHitsTheMemoryCap) { expect_memory_cap("pcall_bomb"); }

// hostile/error_huge_message raises a message of 50 million bytes: the error keeps its first
// 2,000 (where the file and line are) and says exactly how many it left out.
TEST(Sandbox, AHugeErrorMessageIsCutAndSaysHowMuchItLeftOut) {
  const std::string error = start_error("error_huge_message/game", kDeep);  // room for the message
  ASSERT_TRUE(names_rules_line(error)) << error.substr(0, 300);
  EXPECT_LT(error.size(), 4000u);
  EXPECT_TRUE(contains(error, "(in setup)")) << error;
  const size_t where = error.find("rules.lua:3: ") + std::string("rules.lua:3: ").size();  // the message itself starts with it
  EXPECT_TRUE(contains(error, " ... (" + std::to_string(where + 50'000'000 - 2000) + " more bytes of this message left out)")) << error;
  expect_tiny_still_plays();
}

TEST(Sandbox, TheMemoryCapErrorNamesTheLine) {
  expect_stopped_at_line("table_bomb", "memory cap exceeded", kMemory);
}

// string.rep runs in C, which has no line: the error names the Lua line that called it.
TEST(Sandbox, ABinaryChunkIsRefusedNamingTheFile) {
  EXPECT_TRUE(contains(start_error("binary_chunk"), "binary_chunk/rules.lua: attempt to load a binary chunk")) << start_error("binary_chunk");
}

// The freeze walks 200 tables deep: deeper is refused at load, not left open to change.
TEST(Sandbox, TablesNestedTooDeepToFreezeAreRefusedAtLoad) {
  const std::string error = start_error("deep_tables");
  EXPECT_TRUE(contains(error, "deep_tables/rules.lua:7: 'TREE' nests tables more than 200 deep, too deep to freeze")) << error;
}

// While the rules load too: before, "not enough memory (while loading the rules)", no file.
TEST(Sandbox, AMemoryBombWhileTheRulesLoadNamesItsLine) {
  const std::string error = start_error("load_time_memory", kMemory);
  EXPECT_TRUE(contains(error, "rules.lua:2: memory cap exceeded (64 MiB) (while loading the rules)")) << error;
  expect_tiny_still_plays();
}

TEST(Sandbox, AMemoryBombInACFunctionNamesTheLineThatCalledIt) {
  EXPECT_TRUE(contains(start_error("rep_bomb", kMemory), "rules.lua:6: memory cap exceeded")) << start_error("rep_bomb", kMemory);
}

// ---- require --------------------------------------------------------------------------

TEST(Sandbox, RequireOfAPathOutsideTheGameIsARuleError) {
  expect_stopped_at_line("require_escape", "../../etc/passwd");
}

TEST(Sandbox, RequireOfAMissingModuleIsARuleError) {
  expect_stopped_at_line("require_missing", "no_such_module");
}

// ---- broken contracts -----------------------------------------------------------------

TEST(Sandbox, ASyntaxErrorIsARuleErrorFromTheConstructor) {
  EXPECT_THROW(Engine(load(kHostile + "syntax_error"), kFast), RuleError);
  expect_stopped_at_line("syntax_error", "rules.lua:6:");
}

TEST(Sandbox, SetupThatNeverSetsATurnIsARuleErrorThatSaysSo) {
  const std::string error = start_error("setup_no_turn");
  EXPECT_TRUE(contains(error, "rules.lua")) << error;
  EXPECT_TRUE(contains(error, "setup() did not say whose turn it is")) << error;
  expect_tiny_still_plays();
}

TEST(Sandbox, ApplyThatNeverSetsATurnIsARuleError) {
  Engine engine(load(kHostile + "apply_no_turn"), kFast);
  State s = engine.new_game(1);
  try {
    engine.apply_checked(s, 1, move(engine.game(), "pass"));
    FAIL() << "apply() that set no turn was accepted";
  } catch (const RuleError& e) {
    EXPECT_TRUE(contains(e.what(), "rules.lua")) << e.what();
    EXPECT_TRUE(contains(e.what(), "apply")) << e.what();
  }
  expect_tiny_still_plays();
}

// ---- the same Engine goes on after an error in apply -----------------------------------

class RunawayApply : public ::testing::Test {
 protected:
  Engine engine{load(kHostile + "runaway_apply"), SandboxLimits{200, 16u << 20}};
  State s = engine.new_game(1);
  // The error of `text` played on a copy of s by the player to move.
  std::string error_of(const std::string& text) {
    State t = s;
    try {
      engine.apply_checked(t, t.first_to_move(), move(engine.game(), text));
    } catch (const RuleError& e) {
      return e.what();
    }
    return "no error";
  }
  void expect_pass_works() {
    const int32_t passes = s.gvar(0);
    const int p = s.first_to_move();
    EXPECT_EQ(engine.apply_checked(s, p, move(engine.game(), "pass")), "");
    EXPECT_EQ(s.gvar(0), passes + 1);
    EXPECT_EQ(s.first_to_move(), 3 - p);
  }
};

TEST_F(RunawayApply, TheSameEngineGoesOnAfterTheBudgetIsExceeded) {
  const std::string error = error_of("loop");
  EXPECT_TRUE(contains(error, "budget of 200 ms exceeded")) << error;
  EXPECT_TRUE(contains(error, "rules.lua:11:")) << error;
  EXPECT_TRUE(contains(error, "(in apply)")) << error;
  expect_pass_works();
}

TEST_F(RunawayApply, TheSameEngineGoesOnAfterTheMemoryCap) {
  const std::string error = error_of("bomb");
  EXPECT_TRUE(contains(error, "memory cap exceeded")) << error;
  expect_pass_works();
  EXPECT_TRUE(contains(error_of("bomb"), "memory cap exceeded"));  // and again
  expect_pass_works();
}

// ---- print ----------------------------------------------------------------------------

TEST(Sandbox, PrintGoesToStderrNotStdout) {
  Engine engine(load(kHostile + "print_setup"), kFast);
  testing::internal::CaptureStdout();
  testing::internal::CaptureStderr();
  engine.new_game(1);
  const std::string err = testing::internal::GetCapturedStderr();
  const std::string out = testing::internal::GetCapturedStdout();
  EXPECT_TRUE(contains(err, "hello from setup\t42")) << err;
  EXPECT_FALSE(contains(out, "hello")) << out;
}

}  // namespace
}  // namespace rb
