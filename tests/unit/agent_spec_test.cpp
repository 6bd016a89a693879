// Agent specs: names and options as typed on a command line, with clear errors.
#include <gtest/gtest.h>

#include "agents/agent.h"
#include "agents/agent_spec.h"

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

TEST(AgentSpec, MakeAgentRefusesABadSpec) {
  EXPECT_NE(make_agent("random", 1), nullptr);
  EXPECT_EQ(make_agent("randon", 1), nullptr);
}

TEST(AgentSpec, HelpListsEveryAgent) {
  const std::string help = agent_help_text();
  for (const auto& name : agent_names()) EXPECT_NE(help.find("  " + name + " "), std::string::npos) << name;
}

}  // namespace
}  // namespace rb
