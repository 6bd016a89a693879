// `rulebook lua-api`, the Lua language server's definitions made from stdlib/README.md,
// defines exactly the functions the bindings provide (rb.*, the State's and the move
// list's methods), each with the types the reference gives, and those types agree with the
// bindings' argument checks.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <regex>
#include <set>

#include "../support/temp_dir.h"
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
  EXPECT_NE(text.find("---@return integer ...\nfunction State:line_counts(space, axes, filter) end"), std::string::npos)
      << "one result an axis";
}

// Each function whose first argument the definitions type a whole number or a text, as a
// Lua call with a table there: ("State:top", "integer") -> "pcall(s.top, s, {})".
std::map<std::string, std::pair<std::string, std::string>> first_argument_probes(const std::string& text) {
  std::map<std::string, std::pair<std::string, std::string>> probes;
  const std::regex def(R"(\n---(?!@)[^\n]*\n---@param \w+\?? (integer|string)\n(?:---@[^\n]*\n)*function (rb\.|State:|MoveList:)(\w+)\()");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), def); it != std::sregex_iterator(); ++it) {
    const std::string type = (*it)[1], owner = (*it)[2], name = (*it)[3];
    const std::string call = owner == "rb." ? "pcall(rb." + name + ", {})"
                             : owner == "State:" ? "pcall(s." + name + ", s, {})" : "pcall(list." + name + ", list, {})";
    probes[owner + name] = {type, call};
  }
  return probes;
}

// The binding refuses a table where the definitions say integer or string, with Lua's own
// "number expected" or "string expected": the types agree with the argument checks.
TEST_F(LuaApiDefinitions, TypeFirstArgumentsAsTheBindingsCheckThem) {
  const auto probes = first_argument_probes(text);
  ASSERT_GE(probes.size(), 40u) << text;
  std::string at_load, in_setup, in_moves;  // rb.* while the rules load, as handles are made
  for (const auto& [name, probe] : probes) {
    const bool list = name.rfind("MoveList:", 0) == 0, state = name.rfind("State:", 0) == 0;
    (list ? in_moves : state ? in_setup : at_load) += "  print('PROBE " + name + " ' .. select(2, " + probe.second + "))\n";
  }
  test::TempDir dir("lua_api_types");
  std::filesystem::copy(std::string(RULEBOOK_SOURCE_DIR) + "/games/lineup", dir.path / "g", std::filesystem::copy_options::recursive);
  std::ofstream(dir.path / "g" / "rules.lua", std::ios::app)
      << "local probed_setup, probed_moves = setup, moves\n" << "do\n" << at_load << "end\n"
      << "function setup(s)\n" << in_setup << "  return probed_setup(s)\nend\n"
      << "function moves(s, p, list)\n" << in_moves << "  return probed_moves(s, p, list)\nend\n";
  const test::Finished f = test::run_to_end(RULEBOOK_CLI, {"moves", (dir.path / "g").string()});
  ASSERT_EQ(f.code, 0) << f.err;
  for (const auto& [name, probe] : probes) {
    const std::regex line("PROBE " + name + " ([^\n]*)");
    std::smatch m;
    ASSERT_TRUE(std::regex_search(f.err, m, line)) << name << " was not probed:\n" << f.err;
    const std::string want = probe.first == "integer" ? "number expected" : "string expected";
    EXPECT_NE(m[1].str().find(want), std::string::npos) << name << " typed " << probe.first << ", but a table gives: " << m[1];
  }
}

}  // namespace
}  // namespace rb
