// `rulebook lua-api`, the Lua language server's definitions made from stdlib/README.md,
// defines exactly the functions the bindings provide (rb.*, the State's and the move
// list's methods), each with the types the reference gives.
#include <gtest/gtest.h>

#include <regex>
#include <set>

#include "child_process.h"
#include "load/game_loader.h"
#include "lua/rules_runtime.h"

namespace rb {
namespace {

std::set<std::string> defined(const std::string& text, const std::string& owner) {
  std::set<std::string> out;
  // rb's fields (rb.players) are written "rb.players = nil" under their ---@type
  const std::string field = owner == "rb\\." ? "|\nrb\\.([A-Za-z_]+) = nil\n" : "";
  const std::regex def("\nfunction " + owner + "([A-Za-z_]+)\\(" + field);
  for (auto it = std::sregex_iterator(text.begin(), text.end(), def); it != std::sregex_iterator(); ++it)
    out.insert((*it)[1].matched ? (*it)[1].str() : (*it)[2].str());
  return out;
}

std::set<std::string> as_set(const std::vector<std::string>& v) { return {v.begin(), v.end()}; }

class LuaApiDefinitions : public testing::Test {
 protected:
  void SetUp() override {
    const test::Finished f = test::run_to_end(RULEBOOK_CLI, {"lua-api"});
    ASSERT_EQ(f.code, 0) << f.err;
    text = f.out;
    api = RulesRuntime::api_names(*load_game(LoadRequest{std::string(RULEBOOK_SOURCE_DIR) + "/games/forage", {}, {}}));
  }
  std::string text;
  RulesRuntime::ApiNames api;
};

TEST_F(LuaApiDefinitions, OpenAsAMetaFileForRequireRulebook) {
  EXPECT_EQ(text.rfind("---@meta rulebook\n", 0), 0u);
  EXPECT_NE(text.find("\nreturn rb\n"), std::string::npos);
}

TEST_F(LuaApiDefinitions, DefineExactlyTheRulebookModule) {
  std::set<std::string> module = defined(text, "rb\\.");
  EXPECT_EQ(module, as_set(api.module));
}

TEST_F(LuaApiDefinitions, DefineExactlyTheStateMethods) { EXPECT_EQ(defined(text, "State:"), as_set(api.state)); }
TEST_F(LuaApiDefinitions, DefineExactlyTheMoveListMethods) { EXPECT_EQ(defined(text, "MoveList:"), as_set(api.list)); }

TEST_F(LuaApiDefinitions, CarryTheReferencesTypes) {
  EXPECT_NE(text.find("---@param name string\n---@return integer\nfunction rb.space(name) end"), std::string::npos) << text;
  EXPECT_NE(text.find("---@param zone integer\n---@param to? integer\n---@return integer|nil\nfunction State:draw(zone, to) end"), std::string::npos);
  EXPECT_NE(text.find("---@return integer\n---@return string\nfunction State:roll(die) end"), std::string::npos);
  EXPECT_NE(text.find("---@param p integer|\"all\"\nfunction State:reveal(c, p) end"), std::string::npos);
  EXPECT_NE(text.find("---@return table<string, function>\nfunction rb.state_methods() end"), std::string::npos);
  EXPECT_NE(text.find("---@type integer\nrb.players = nil"), std::string::npos);
}

}  // namespace
}  // namespace rb
