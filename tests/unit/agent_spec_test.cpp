// Agent specs: names and options as typed on a command line, with clear errors.
#include <gtest/gtest.h>

#include "agents/agent.h"
#include "agents/agent_spec.h"
#include "core/game_def.h"

namespace rb {
namespace {

std::string error_of(const std::string& text) {
  std::string error;
  EXPECT_FALSE(parse_agent_spec(text, error).has_value()) << text;
  return error;
}

TEST(AgentSpec, ReadsANameAlone) {
  std::string error;
  const auto spec = parse_agent_spec("random", error);
  ASSERT_TRUE(spec) << error;
  EXPECT_EQ(spec->name, "random");
  EXPECT_EQ(spec->text(), "random");
}

TEST(AgentSpec, UnknownAgentSuggestsTheNearestName) {
  const std::string error = error_of("randon");
  EXPECT_NE(error.find("unknown agent 'randon'"), std::string::npos) << error;
  EXPECT_NE(error.find("did you mean 'random'?"), std::string::npos) << error;
  EXPECT_NE(error.find("greedy"), std::string::npos) << error;
}

TEST(AgentSpec, AnAgentWithoutOptionsRefusesOne) {
  const std::string error = error_of("random:iterations=5");
  EXPECT_NE(error.find("unknown option 'iterations'"), std::string::npos) << error;
  EXPECT_NE(error.find("takes no options"), std::string::npos) << error;
}

TEST(AgentSpec, SplitsAnAgentListKeepingOptionsWithTheirAgent) {
  EXPECT_EQ(split_agent_list("mcts:iterations=9,c=2,random"), (std::vector<std::string>{"mcts:iterations=9,c=2", "random"}));
  EXPECT_EQ(split_agent_list("random, greedy"), (std::vector<std::string>{"random", "greedy"}));
  EXPECT_EQ(split_agent_list("random,mcts:c=2"), (std::vector<std::string>{"random", "mcts:c=2"}));
}

// An option's value is a plain decimal: strtod's other forms (hex, a leading space, inf) are refused.
TEST(AgentSpec, AnOptionValueIsAPlainDecimal) {
  std::string error;
  ASSERT_TRUE(parse_agent_spec("mcts:iterations=16", error)) << error;
  ASSERT_TRUE(parse_agent_spec("mcts:c=.5", error)) << error;
  for (const char* value : {"0x10", " 16", "inf", "1e", "+16", ""}) {
    EXPECT_FALSE(parse_agent_spec(std::string("mcts:iterations=") + value, error)) << value;
    EXPECT_NE(error.find("bad value"), std::string::npos) << value << ": " << error;
  }
}

TEST(AgentSpec, MakeAgentRefusesABadSpec) {
  EXPECT_NE(make_agent("random", 1), nullptr);
  EXPECT_EQ(make_agent("randon", 1), nullptr);
}

TEST(AgentSpec, HelpListsEveryAgent) {
  const std::string help = agent_help_text();
  for (const auto& name : agent_names()) EXPECT_NE(help.find("  " + name + " "), std::string::npos) << name;
}

TEST(AgentSpec, APresetBecomesTheSpecItStandsFor) {
  std::string error;
  const auto strong = parse_agent_spec("strong", error);
  ASSERT_TRUE(strong) << error;
  EXPECT_EQ(strong->text(), kStrongPreset);
  EXPECT_EQ(parse_agent_spec("fast", error)->text(), kFastPreset);
}

TEST(AgentSpec, OptionsAfterAPresetReplaceItsOwn) {
  std::string error;
  const auto spec = parse_agent_spec("strong:iterations=50,c=2", error);
  ASSERT_TRUE(spec) << error;
  EXPECT_EQ(spec->option("iterations"), 50);
  EXPECT_EQ(spec->option("c"), 2);
  EXPECT_EQ(spec->text().find("iterations=50"), spec->text().find("iterations="));  // once, replaced
  EXPECT_NE(error_of("strong:iteratons=5").find("preset strong is"), std::string::npos);
}

// A game's own meaning of a preset, as game.yaml `agents:` gives it.
const std::vector<AgentPreset> kTuned = {{"strong", "strong:depth=20", "g/game.yaml", 7, 11},
                                         {"fast", "heuristic:epsilon=0.1", "g/game.yaml", 8, 9}};

TEST(AgentSpec, AGameTunesAPresetForItself) {
  std::string error;
  const auto strong = parse_agent_spec("strong", kTuned, error);
  ASSERT_TRUE(strong) << error;
  EXPECT_EQ(strong->text(), std::string(kStrongPreset) + ",depth=20");  // built on the preset
  EXPECT_EQ(parse_agent_spec("fast", kTuned, error)->text(), "heuristic:epsilon=0.1");
  const auto more = parse_agent_spec("strong:iterations=50", kTuned, error);  // options after it still win
  ASSERT_TRUE(more) << error;
  EXPECT_EQ(more->option("iterations"), 50);
  EXPECT_EQ(more->option("depth"), 20);
  EXPECT_EQ(parse_agent_spec("mcts", kTuned, error)->text(), "mcts");  // other names as everywhere
  EXPECT_EQ(parse_agent_spec("fast", {kTuned[0]}, error)->text(), kFastPreset);  // untuned: the catalogue's
}

TEST(AgentSpec, AGamesBadPresetIsRefusedAtItsPosition) {
  const std::vector<AgentPreset> bad = {{"strong", "ismcts:detph=20", "g/game.yaml", 7, 11}};
  std::string error;
  EXPECT_FALSE(parse_agent_spec("strong:iterations=5", bad, error));
  EXPECT_NE(error.find("g/game.yaml:7:11: agents: strong: unknown option 'detph'"), std::string::npos) << error;
  EXPECT_NE(error.find("did you mean 'depth'?"), std::string::npos) << error;
  EXPECT_EQ(game_presets_error(bad), error);
  EXPECT_EQ(game_presets_error(kTuned), "");
}

TEST(AgentSpec, NamedChoicesReadAndPrintByName) {
  std::string error;
  const auto spec = parse_agent_spec("mcts:rollout=random", error);
  ASSERT_TRUE(spec) << error;
  EXPECT_EQ(spec->option("rollout"), 0);
  EXPECT_EQ(spec->text(), "mcts:rollout=random");
  const std::string bad = error_of("mcts:rollout=smart");
  EXPECT_NE(bad.find("unknown value 'smart'"), std::string::npos) << bad;
  EXPECT_NE(bad.find("random, prior"), std::string::npos) << bad;
}

TEST(AgentSpec, ATimeBudgetOfZeroOrLessIsRefused) {
  EXPECT_NE(error_of("mcts:seconds=0").find("from 0.001 to 3600"), std::string::npos) << error_of("mcts:seconds=0");
  EXPECT_FALSE(error_of("mcts:seconds=-1").empty());
  std::string error;
  EXPECT_TRUE(parse_agent_spec("mcts:seconds=0.05", error)) << error;
}

TEST(AgentSpec, TheGuideSaysWhenToUseEveryAgentAndPreset) {
  const std::string guide = agent_guide_text();
  for (const auto& a : agent_catalogue()) {
    EXPECT_NE(guide.find(a.name + (a.preset.empty() ? "\n" : "  (preset: " + a.preset + ")")), std::string::npos) << a.name;
    EXPECT_FALSE(a.when.empty()) << a.name;
  }
}

}  // namespace
}  // namespace rb
