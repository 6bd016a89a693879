// The rules' profiler: the time goes to the lines and the function that took it, the
// text names them with their source, each call into C++ is counted and timed on its own,
// and profiling stops when the profile is taken.
#include <gtest/gtest.h>

#include <algorithm>

#include "analysis/rules_profile.h"
#include "engine/engine.h"
#include "load/game_loader.h"

namespace rb {
namespace {

std::shared_ptr<const GameDef> hotspot(bool ask_in_apply = false, int catch_errors = 0) {
  return load_game(LoadRequest{RULEBOOK_TEST_DATA "/profile_hotspot", {},
                               {{"ask_in_apply", ask_in_apply ? "true" : "false"}, {"catch_errors", std::to_string(catch_errors)}}});
}

RulesProfile profile_of_moves(Engine& engine, int calls) {
  const State s = engine.new_game(1);
  MoveList legal;
  engine.rules().start_profile();
  for (int i = 0; i < calls; ++i) engine.legal_moves(s, 1, legal);
  return engine.rules().take_profile();
}

RulesProfile profile_of_applies(Engine& engine, int calls) {
  State s = engine.new_game(1);
  MoveList legal;
  engine.legal_moves(s, 1, legal);
  const Move pass = legal.at(0);
  engine.rules().start_profile();
  for (int i = 0; i < calls; ++i) engine.apply_unchecked(s, 1, pass);
  return engine.rules().take_profile();
}

TEST(RulesProfile, TheBusyLoopTakesMostOfTheTime) {
  Engine engine(hotspot());
  const RulesProfile p = profile_of_moves(engine, 400);
  ASSERT_FALSE(p.lines.empty());
  double loop = 0;
  for (const auto& l : p.lines)
    if (l.line >= 4 && l.line <= 7) loop += l.seconds;
  EXPECT_GT(loop, 0.8 * p.in_rules) << "the loop's lines took " << loop << " s of " << p.in_rules;
  EXPECT_GE(p.lines[0].line, 4);
  EXPECT_LE(p.lines[0].line, 7);
  EXPECT_NE(p.lines[0].file.find("profile_hotspot/rules.lua"), std::string::npos) << p.lines[0].file;
  EXPECT_GT(p.in_rules, 0);
  EXPECT_LE(p.in_rules, p.seconds);
}

TEST(RulesProfile, LinesAddUpToTheirFunctions) {
  Engine engine(hotspot());
  const auto functions = by_function(profile_of_moves(engine, 200));
  ASSERT_FALSE(functions.empty());
  EXPECT_EQ(functions[0].line, 2) << "busy() is defined on line 2";
  for (size_t i = 1; i < functions.size(); ++i) EXPECT_LE(functions[i].seconds, functions[i - 1].seconds);
}

// apply is a few instructions, too short for most calls to hold a sample (one every 97):
// such a call counts for its function's first line, so the lines add up to the time in the
// rules, as the profile's first line says.
TEST(RulesProfile, CallsTooShortForASampleCountForTheirFunction) {
  Engine engine(hotspot());
  const RulesProfile p = profile_of_applies(engine, 3000);
  double lines = 0, apply = 0;
  for (const auto& l : p.lines) {
    lines += l.seconds;
    if (l.line == 16) apply += l.seconds;
  }
  EXPECT_GT(lines, 0.95 * p.in_rules) << lines << " s of " << p.in_rules;
  EXPECT_GT(apply, 0.5 * p.in_rules) << "apply, defined on line 16, took " << apply << " s of " << p.in_rules;
}

TEST(RulesProfile, TheTextNamesTheLinesWithTheirSource) {
  Engine engine(hotspot());
  const std::string text = profile_text(profile_of_moves(engine, 200), "hotspot", 3);
  EXPECT_NE(text.find("Profile of hotspot:"), std::string::npos) << text;
  EXPECT_NE(text.find("local function busy(n)"), std::string::npos) << text;
  EXPECT_NE(text.find("x = (x"), std::string::npos) << text;
}

TEST(RulesProfile, AllocationsGoToTheLineThatMadeThem) {
  Engine engine(hotspot());
  const uint64_t before = engine.rules().lua_bytes_allocated();
  const RulesProfile p = profile_of_moves(engine, 100);
  EXPECT_GE(engine.rules().lua_bytes_allocated() - before, 100u * 32) << "a table of two a call";
  int64_t on_12 = 0, most_elsewhere = 0;
  for (const auto& l : p.lines) {
    if (l.line == 12) on_12 += l.bytes;
    else most_elsewhere = std::max(most_elsewhere, l.bytes);
  }
  EXPECT_GE(on_12, 100 * 32) << "a table of two on each call";
  EXPECT_GT(on_12, most_elsewhere) << "line 12 makes the most (another line may fill a cache once)";
  const std::string text = profile_text(p, "hotspot", 3, 100);
  EXPECT_NE(text.find("bytes a ply"), std::string::npos) << text;
  EXPECT_NE(text.find("local made = {p, busy(2000)}"), std::string::npos) << text;
}

TEST(RulesProfile, TakingTheProfileStopsIt) {
  Engine engine(hotspot());
  profile_of_moves(engine, 10);
  const State s = engine.new_game(1);
  MoveList legal;
  for (int i = 0; i < 10; ++i) engine.legal_moves(s, 1, legal);  // with the profiler off
  const RulesProfile again = engine.rules().take_profile();
  EXPECT_TRUE(again.lines.empty());
  EXPECT_TRUE(again.calls.empty());
}

const RulesProfile::Call* call_named(const RulesProfile& p, const std::string& name) {
  for (const auto& c : p.calls)
    if (c.name == name) return &c;
  return nullptr;
}

TEST(RulesProfile, EachCallIntoCppIsCountedAndTimedByItsName) {
  Engine engine(hotspot());
  const RulesProfile p = profile_of_moves(engine, 200);
  const RulesProfile::Call* add = call_named(p, "list:add");
  ASSERT_NE(add, nullptr) << "no list:add among " << p.calls.size() << " calls";
  EXPECT_EQ(add->calls, 200);
  EXPECT_GT(add->seconds, 0);
  EXPECT_LT(add->seconds, 0.2 * p.in_rules) << "one call a moves(), beside a loop of 2000";
  for (size_t i = 1; i < p.calls.size(); ++i) EXPECT_LE(p.calls[i].seconds, p.calls[i - 1].seconds);
  EXPECT_GT(p.call_floor_seconds, 0) << "an empty function's call, timed under the hooks";
  EXPECT_LT(p.call_floor_seconds, 1e-5);
  const std::string text = profile_text(p, "hotspot", 5, 100);
  EXPECT_NE(text.find("calls/ply"), std::string::npos) << text;
  EXPECT_NE(text.find("       2.0"), std::string::npos) << "200 calls over 100 plies\n" << text;
}

// s:has_moves calls moves() back: the time of moves() is its lines', not has_moves's.
TEST(RulesProfile, ACallLeavesOutTheLuaItCallsBack) {
  Engine engine(hotspot(true));
  const RulesProfile p = profile_of_applies(engine, 300);
  const RulesProfile::Call* has_moves = call_named(p, "s:has_moves");
  const RulesProfile::Call* add = call_named(p, "list:add");
  ASSERT_NE(has_moves, nullptr);
  ASSERT_NE(add, nullptr);
  EXPECT_EQ(has_moves->calls, 300);
  EXPECT_EQ(add->calls, 300) << "moves() called back each time";
  double loop = 0;
  for (const auto& l : p.lines)
    if (l.line >= 4 && l.line <= 7) loop += l.seconds;
  EXPECT_GT(loop, 0.5 * p.in_rules);
  EXPECT_LT(has_moves->seconds, 0.25 * loop) << "has_moves " << has_moves->seconds << " s, the loop it called back " << loop << " s";
}

// An error a pcall in the rules catches returns from none of the calls it unwinds: pcall's
// return closes them, so pcall is counted each time and the failed call never.
TEST(RulesProfile, ACaughtErrorLeavesNoCallOpen) {
  Engine engine(hotspot(false, 5));
  const RulesProfile p = profile_of_moves(engine, 40);
  const RulesProfile::Call* pcall = call_named(p, "pcall");
  ASSERT_NE(pcall, nullptr);
  EXPECT_EQ(pcall->calls, 200);
  EXPECT_EQ(call_named(p, "error"), nullptr) << "error never returns";
  const RulesProfile::Call* add = call_named(p, "list:add");
  ASSERT_NE(add, nullptr);
  EXPECT_EQ(add->calls, 40) << "each call after the caught errors is still its own";
}

TEST(RulesProfile, DeclaredTurnsRunNoLuaAndSaySo) {
  Engine engine(load_game(LoadRequest{RULEBOOK_SOURCE_DIR "/games/tictactoe", {}, {}}));
  const RulesProfile p = profile_of_moves(engine, 10);
  EXPECT_TRUE(p.lines.empty());
  EXPECT_TRUE(p.calls.empty());
  EXPECT_NE(profile_text(p, "tictactoe", 5).find("no Lua ran"), std::string::npos);
}

}  // namespace
}  // namespace rb
