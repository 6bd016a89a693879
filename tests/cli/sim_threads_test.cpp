// `rulebook sim` gives the same JSON whatever --threads is, for every game and variant
// (fields that measure time are left out of the comparison).
#include <gtest/gtest.h>

#include <filesystem>

#include <nlohmann/json.hpp>

#include "child_process.h"
#include "load/game_discovery.h"

namespace rb {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// Removes, at any depth, the keys that measure time rather than count games.
void drop_timing(json& j) {
  if (j.is_array())
    for (auto& e : j) drop_timing(e);
  if (!j.is_object()) return;
  for (auto it = j.begin(); it != j.end();) {
    const std::string& key = it.key();
    if (key.find("second") != std::string::npos || key.find("time") != std::string::npos || key.find("per_s") != std::string::npos) it = j.erase(it);
    else drop_timing(*it++);
  }
}

json sim_json(const std::string& game, int threads) {
  const fs::path err = fs::temp_directory_path() / "rulebook_sim_threads.err";
  test::ChildProcess sim(RULEBOOK_CLI, {"sim", game, "--games", "6", "--seed", "11", "--threads", std::to_string(threads), "--json"},
                         err.string());
  EXPECT_EQ(sim.finish(std::chrono::seconds(120)), 0) << game;
  json j = json::parse(sim.output(), nullptr, false);
  EXPECT_FALSE(j.is_discarded()) << sim.output();
  drop_timing(j);
  return j;
}

class SimThreads : public testing::TestWithParam<std::string> {};

TEST_P(SimThreads, OneThreadAndTwoGiveTheSameJson) { EXPECT_EQ(sim_json(GetParam(), 1), sim_json(GetParam(), 2)); }

std::vector<std::string> all_games() {
  std::vector<std::string> out;
  for (const auto& p : discover_games(fs::path(RULEBOOK_SOURCE_DIR) / "games")) out.push_back(p.string());
  return out;
}

std::string test_name(const testing::TestParamInfo<std::string>& info) {
  const fs::path p(info.param);
  std::string name = p.filename() == "game.yaml" ? p.parent_path().filename().string()
                                                 : p.parent_path().parent_path().filename().string() + "_" + p.stem().string();
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(Games, SimThreads, testing::ValuesIn(all_games()), test_name);

}  // namespace
}  // namespace rb
