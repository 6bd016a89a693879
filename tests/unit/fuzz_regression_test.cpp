// Every input a fuzzer of fuzz/ crashed on is kept under tests/data/fuzz_regressions/
// <target>/, beside an <input>.expect naming the error it gets now, and replayed here
// through the same target, which must give that error; under build-sanitize/ ASan and
// UBSan watch the replay too. Each crash fixed also has a
// test of its own below, saying what the input gets now.
#include <gtest/gtest.h>

#include "../../fuzz/targets/cli_options.h"
#include "../../fuzz/targets/game_yaml.h"
#include "../../fuzz/targets/merge_shards.h"
#include "../../fuzz/targets/move_text.h"
#include "../../fuzz/targets/scenario_yaml.h"
#include "../../fuzz/targets/state_json.h"
#include "../../fuzz/targets/variant_yaml.h"
#include "load/load_error.h"

namespace rb {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

const fs::path kRegressions = fs::path(RULEBOOK_TEST_DATA) / "fuzz_regressions";

std::string read_text(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// An input's expectation: the first line of <input>.expect, a part of the outcome the
// target reports for it now (its error), or "(accepted)" for an input that now loads.
std::string expectation_of(const fs::path& input) {
  std::ifstream in(input.string() + ".expect");
  std::string line;
  std::getline(in, line);
  return line;
}

// Feeds every kept input of `target` to `feed` (which aborts on a finding: a crash the
// sanitizers see, a State that does not read back) and checks the outcome each gets is
// the one its .expect file names; returns how many inputs there were.
int replay(const std::string& target, std::string (*feed)(std::string_view)) {
  int count = 0;
  for (const auto& e : fs::directory_iterator(kRegressions / target)) {
    if (e.path().extension() == ".expect") continue;
    SCOPED_TRACE(e.path().string());
    const std::string expected = expectation_of(e.path());
    const std::string outcome = feed(read_text(e.path()));
    if (expected.empty()) ADD_FAILURE() << "no " << e.path().filename().string() << ".expect says what the input gets now";
    else if (expected == "(accepted)") EXPECT_EQ(outcome, "");
    else EXPECT_NE(outcome.find(expected), std::string::npos) << "expected a part '" << expected << "', got: " << outcome;
    ++count;
  }
  return count;
}

TEST(FuzzRegressions, GameYamlInputsGetTheirErrors) { EXPECT_EQ(replay("game_yaml", fuzz::feed_game_yaml), 5); }
TEST(FuzzRegressions, VariantYamlInputsGetTheirErrors) { EXPECT_EQ(replay("variant_yaml", fuzz::feed_variant_yaml), 1); }
TEST(FuzzRegressions, ScenarioInputsGetTheirFailures) { EXPECT_EQ(replay("scenario_yaml", fuzz::feed_scenario_yaml), 2); }
TEST(FuzzRegressions, MoveTextInputsGetTheirRefusals) { EXPECT_EQ(replay("move_text", fuzz::feed_move_text), 1); }
TEST(FuzzRegressions, StateJsonInputsGetTheirErrors) { EXPECT_EQ(replay("state_json", fuzz::feed_state_json), 1); }
TEST(FuzzRegressions, CommandLinesGetTheirUsageErrors) { EXPECT_EQ(replay("cli_options", fuzz::feed_cli_options), 8); }
TEST(FuzzRegressions, MergeShardsGetTheirErrors) { EXPECT_EQ(replay("merge_shards", fuzz::feed_merge_shards), 6); }

// A scenario expecting deep perft, by plies or by turns, fast or slow, is skipped as too
// deep: its cost is the rules', and a fuzzed depth of ten would run for hours.
TEST(FuzzRegressions, DeepPerftOfEitherKindIsSkipped) {
  for (const char* key : {"perft", "perft_slow", "perft_turns", "perft_turns_slow"}) {
    const std::string file = std::string("cases:\n  - name: deep\n    expect:\n      ") + key + ": [1, 2, 3]\n";
    EXPECT_TRUE(fuzz::deep_perft(YAML::Load(file), 2)) << key;
    EXPECT_FALSE(fuzz::deep_perft(YAML::Load(file), 3)) << key;
    EXPECT_EQ(fuzz::feed_scenario_yaml(file), "perft too deep") << key;
  }
}

// ---- one test per crash fixed -----------------------------------------------------------

std::shared_ptr<const GameDef> forage() { return fuzz::shipped("forage").game; }

std::string state_error(const json& j) {
  try {
    state_from_json(*forage(), j);
  } catch (const std::exception& e) {
    return e.what();
  }
  return "no error";
}

json forage_start() { return state_to_json(*forage(), fuzz::shipped("forage").engine->new_game(1)); }

// move_text/why_of_player_zero: `why` for player 0 shifted a bit by -1.
TEST(FuzzRegressions, WhyIllegalForAPlayerWhoDoesNotExistSaysSo) {
  auto& g = fuzz::shipped("forage");
  const State s = g.engine->new_game(1);
  std::string error;
  const auto move = parse_move(*g.game, "place moons_5", 1, error);
  ASSERT_TRUE(move) << error;
  EXPECT_EQ(g.engine->why_illegal(s, 0, *move), "there is no player 0");
  EXPECT_EQ(g.engine->why_illegal(s, 40, *move), "there is no player 40");
}

// The same shift, reached by `rulebook moves --print-state --as 40`.
TEST(FuzzRegressions, ObservingAsAPlayerWhoDoesNotExistIsAnError) {
  auto& g = fuzz::shipped("forage");
  const State s = g.engine->new_game(1);
  EXPECT_THROW(observe(*g.game, s, 40), std::runtime_error);
  EXPECT_THROW(observe(*g.game, s, -1), std::runtime_error);
  EXPECT_NO_THROW(observe(*g.game, s, 0));
}

// state_json/ply_1e20.json: a number past int32_t was converted regardless (undefined).
TEST(FuzzRegressions, AStateNumberOutsideInt32IsAnErrorNamingTheField) {
  json j = forage_start();
  j["ply"] = 1e20;
  EXPECT_NE(state_error(j).find("'ply' must be a whole number"), std::string::npos) << state_error(j);
  j = forage_start();
  j["globals"]["phase"] = 4294967296LL;
  EXPECT_NE(state_error(j).find("'phase' must be a whole number"), std::string::npos) << state_error(j);
  j = forage_start();
  j["rng"][0] = -1;
  EXPECT_NE(state_error(j).find("'rng' must be a whole number"), std::string::npos) << state_error(j);
}

TEST(FuzzRegressions, AFractionInAStateIsAnError) {
  json j = forage_start();
  j["players"][0]["score"] = 2.5;
  EXPECT_NE(state_error(j).find("'score' must be a whole number"), std::string::npos) << state_error(j);
}

// scenario_yaml/case_name_not_text.yaml: reading a case's name threw outside the case's
// try block, so one odd case ended `rulebook test` with std::terminate.
TEST(FuzzRegressions, AScenarioCaseWhoseNameIsNotTextIsNumberedAndAStringCaseFails) {
  const fs::path file = fuzz::games_copy() / "forage" / "tests" / "odd_cases.yaml";
  fuzz::write_file(file, "cases:\n  - name: {zones: x}\n    expect: {terminal: false}\n  - just a string\n");
  const auto results = run_scenario_file(file);
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(results[0].name, "case 1");
  EXPECT_TRUE(results[0].passed());
  EXPECT_EQ(results[1].name, "case 2");
  EXPECT_FALSE(results[1].passed());
}

// ---- sizes that only exhausted memory (game_yaml/*_bomb.yaml) ----------------------------

// The error of loading tests/data/fuzz_regressions/game_yaml/<name> as a game.yaml.
std::string game_yaml_error(const std::string& name) {
  const fs::path dir = fuzz::scratch() / "limits";
  fuzz::write_file(dir / "game.yaml", read_text(kRegressions / "game_yaml" / name));
  try {
    load_game(LoadRequest{dir, {}, {}});
  } catch (const LoadError& e) {
    return e.what();
  }
  return "no error";
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(FuzzRegressions, ADieWithBillionsOfFacesIsRefused) {
  EXPECT_TRUE(contains(game_yaml_error("die_faces_bomb.yaml"), "game.yaml:7:20: a die has at most 65536 faces"))
      << game_yaml_error("die_faces_bomb.yaml");
}

TEST(FuzzRegressions, ACountOfBillionsIsRefusedBeforeTheCopiesAreMade) {
  EXPECT_TRUE(contains(game_yaml_error("count_bomb.yaml"), "this entry makes more than 65535 components"))
      << game_yaml_error("count_bomb.yaml");
}

TEST(FuzzRegressions, EachAxesWhoseProductIsTooLargeAreRefused) {
  EXPECT_TRUE(contains(game_yaml_error("each_product_bomb.yaml"), "this entry makes more than 65535 components"))
      << game_yaml_error("each_product_bomb.yaml");
}

TEST(FuzzRegressions, EntriesUnderTheCapThatExceedItTogetherAreRefused) {
  EXPECT_TRUE(contains(game_yaml_error("many_entries_bomb.yaml"), "game.yaml:8:5: more than 65535 components in all"))
      << game_yaml_error("many_entries_bomb.yaml");
}

TEST(FuzzRegressions, ABillionLaughsIsRefusedWhereItExpands) {
  EXPECT_TRUE(contains(game_yaml_error("alias_bomb.yaml"), "the document expands to more than 1000000 values"))
      << game_yaml_error("alias_bomb.yaml");
}

TEST(FuzzRegressions, ABillionLaughsInAVariantIsRefusedWhereItExpands) {
  const std::string text = read_text(kRegressions / "variant_yaml" / "alias_bomb.yaml");
  const auto [base, variant] = fuzz::split_documents(text);
  const fs::path dir = fuzz::scratch() / "laughing_variant";
  fuzz::write_file(dir / "game.yaml", base);
  fuzz::write_file(dir / "variants" / "laughs.yaml", variant);
  std::string error = "no error";
  try {
    load_game(LoadRequest{dir / "variants" / "laughs.yaml", {}, {}});
  } catch (const LoadError& e) {
    error = e.what();
  }
  EXPECT_TRUE(contains(error, "expands to more than 1000000 values")) << error;
}

TEST(FuzzRegressions, ABillionLaughsInAScenarioIsAFailedFile) {
  const fs::path file = fuzz::games_copy() / "forage" / "tests" / "laughs.yaml";
  fuzz::write_file(file, read_text(kRegressions / "scenario_yaml" / "alias_bomb.yaml"));
  const auto results = run_scenario_file(file);
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].name, "(file)");
  ASSERT_FALSE(results[0].passed());
  EXPECT_TRUE(contains(results[0].failures[0], "expands to more than 1000000 values")) << results[0].failures[0];
}

// ---- the command line's numbers and the shards merge reads --------------------------------

// cli_options/games_octal, port_hex, budget_nan: CLI11 read 010 as 8 and 0x1F90 as 8080,
// and a range check let nan through.
TEST(FuzzRegressions, ACommandLineNumberIsPlainDecimalInItsRange) {
  EXPECT_EQ(cli::whole_number_error("8", 1, 10), "");
  EXPECT_EQ(cli::whole_number_error("-3", -5, 0), "");
  for (const char* bad : {"0x8", "+8", " 8", "8 ", "", "-", "99999999999999999999", "11", "1e1"})
    EXPECT_NE(cli::whole_number_error(bad, 0, 10), "") << bad;
  EXPECT_EQ(cli::whole_number_error("0x8", 1, 10), "'0x8' is not a whole number from 1 to 10");
  EXPECT_EQ(fuzz::feed_cli_options("sim\ng\n--games\n010"), "");  // ten games, not octal 8
  EXPECT_EQ(fuzz::feed_cli_options("serve\ng\n--budget\n1e1"), "");
  EXPECT_EQ(fuzz::feed_cli_options("serve\ng\n--budget\n0x1p3"), "--budget: '0x1p3' is not a number from 0.01 to 3600");
}

// cli_options/agent_iterations_1234567: the canonical text printed %g, 1.23457e+06, which
// read back as 1234570 iterations.
TEST(FuzzRegressions, AnAgentSpecReadsBackExactlyFromItsText) {
  std::string error;
  const auto spec = parse_agent_spec("mcts:iterations=1234567,c=1.2", error);
  ASSERT_TRUE(spec) << error;
  EXPECT_EQ(spec->text(), "mcts:iterations=1234567,c=1.2");
}

// merge_shards/shard_count_zero.json: shard_range divided by the shard count 0.
TEST(FuzzRegressions, AShardCountOfZeroIsRefusedBeforeAnythingDividesByIt) {
  EXPECT_NE(fuzz::feed_merge_shards(read_text(kRegressions / "merge_shards" / "shard_count_zero.json")).find("'count' is 0"), std::string::npos);
}

// merge_shards/shard_number_past_2_23.json: 2^40 games times shard 2^30 overflowed 64 bits.
TEST(FuzzRegressions, TheGamesOfAShardOfALargeRunAreCountedWithoutOverflow) {
  const int64_t games = int64_t(1) << 40;
  EXPECT_EQ(shard_range(games, 1 << 30, 1 << 30), std::make_pair(games - 1024, games));
  EXPECT_EQ(shard_range(games, INT32_MAX, INT32_MAX).second, games);
}

// merge_shards/counts_past_2_53_together.json: shards whose counts add past int64 overflowed.
TEST(FuzzRegressions, MergedCountsThatWouldPass2To53AreRefused) {
  RunTally a, b;
  a.choices = b.choices = kMaxTallyCount;
  EXPECT_THROW(a.merge(b), std::overflow_error);
  b.choices = 0, b.games = 3;
  EXPECT_NO_THROW(a.merge(b));
  EXPECT_EQ(a.games, 3);
}

}  // namespace
}  // namespace rb
