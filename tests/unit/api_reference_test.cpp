// The Lua API reference (stdlib/README.md) names every function the bindings provide,
// and nothing they do not: a binding added without documentation, or a documented call
// that does not exist, fails here. The designer's guide and the README, which show calls
// in examples and prose, may name only calls that exist.
#include <gtest/gtest.h>

#include <algorithm>
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

// Every `rb.x`, `s:x` or `list:x` of a text, in code or prose (group 1 of `pattern`).
std::set<std::string> named(const std::string& text, const std::string& pattern) {
  std::set<std::string> out;
  const std::regex name(pattern);
  for (auto it = std::sregex_iterator(text.begin(), text.end(), name); it != std::sregex_iterator(); ++it) out.insert((*it)[1]);
  return out;
}

std::string read_doc(const std::string& path) {
  std::ifstream in(std::string(RULEBOOK_SOURCE_DIR) + "/" + path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The names in `got` that are not in `known`, for a failure message that lists them.
std::set<std::string> unknown(const std::set<std::string>& got, const std::vector<std::string>& known) {
  std::set<std::string> out;
  for (const auto& n : got)
    if (std::find(known.begin(), known.end(), n) == known.end()) out.insert(n);
  return out;
}

std::set<std::string> as_set(const std::vector<std::string>& v) { return {v.begin(), v.end()}; }

class ApiReference : public testing::Test {
 protected:
  void SetUp() override {
    text = read_doc("stdlib/README.md");
    api = RulesRuntime::api_names(*load_game(LoadRequest{std::string(RULEBOOK_SOURCE_DIR) + "/games/forage", {}, {}}));  // a game with data
  }
  std::string text;
  RulesRuntime::ApiNames api;
};

TEST_F(ApiReference, DocumentsExactlyTheRulebookModule) { EXPECT_EQ(documented(text, "rb\\."), as_set(api.module)); }
TEST_F(ApiReference, DocumentsExactlyTheStateMethods) { EXPECT_EQ(documented(text, "s:"), as_set(api.state)); }
TEST_F(ApiReference, DocumentsExactlyTheMoveListMethods) { EXPECT_EQ(documented(text, "list:"), as_set(api.list)); }

TEST_F(ApiReference, TheGuideAndTheReadmeNameOnlyCallsThatExist) {
  for (const char* doc : {"games/README.md", "README.md"}) {
    const std::string t = read_doc(doc);
    ASSERT_FALSE(t.empty()) << doc;
    auto fields = unknown(named(t, R"(\brb\.([A-Za-z_]\w*))"), api.module);
    fields.erase("filtr");  // the guide's example of a misspelt call that lint finds
    EXPECT_EQ(fields, std::set<std::string>{}) << doc << ": rb. fields";
    EXPECT_EQ(unknown(named(t, R"(\bs:([A-Za-z_]\w*))"), api.state), std::set<std::string>{}) << doc << ": State methods";
    EXPECT_EQ(unknown(named(t, R"(\blist:([A-Za-z_]\w*))"), api.list), std::set<std::string>{}) << doc << ": move list methods";
  }
}

TEST_F(ApiReference, TheGuideShowsCallsOfEachKind) {
  const std::string guide = read_doc("games/README.md");
  EXPECT_GE(named(guide, R"(\brb\.([A-Za-z_]\w*))").size(), 5u);
  EXPECT_GE(named(guide, R"(\bs:([A-Za-z_]\w*))").size(), 5u);
}

}  // namespace
}  // namespace rb
