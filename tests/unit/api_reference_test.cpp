// The Lua API reference (stdlib/README.md) names every function the bindings provide,
// and nothing they do not: a binding added without documentation, or a documented call
// that does not exist, fails here.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "load/game_loader.h"
#include "lua/rules_runtime.h"

namespace rb {
namespace {

std::set<std::string> documented(const std::string& text, const std::string& prefix) {
  std::set<std::string> out;
  const std::regex name("`" + prefix + "([A-Za-z_]+)");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), name); it != std::sregex_iterator(); ++it) out.insert((*it)[1]);
  return out;
}

std::set<std::string> as_set(const std::vector<std::string>& v) { return {v.begin(), v.end()}; }

class ApiReference : public testing::Test {
 protected:
  void SetUp() override {
    std::ifstream in(std::string(RULEBOOK_SOURCE_DIR) + "/stdlib/README.md");
    std::ostringstream s;
    s << in.rdbuf();
    text = s.str();
    api = RulesRuntime::api_names(*load_game(LoadRequest{std::string(RULEBOOK_SOURCE_DIR) + "/games/forage", {}, {}}));  // a game with data
  }
  std::string text;
  RulesRuntime::ApiNames api;
};

TEST_F(ApiReference, DocumentsExactlyTheRulebookModule) { EXPECT_EQ(documented(text, "rb\\."), as_set(api.module)); }
TEST_F(ApiReference, DocumentsExactlyTheStateMethods) { EXPECT_EQ(documented(text, "s:"), as_set(api.state)); }
TEST_F(ApiReference, DocumentsExactlyTheMoveListMethods) { EXPECT_EQ(documented(text, "list:"), as_set(api.list)); }

}  // namespace
}  // namespace rb
