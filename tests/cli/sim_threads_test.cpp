// `rulebook sim` gives the same JSON whatever --threads is, for every game and variant
// (fields that measure time are left out of the comparison).
#include <gtest/gtest.h>

#include <filesystem>

#include <nlohmann/json.hpp>

#include "child_process.h"
#include "load/game_discovery.h"
#include "../support/shipped_games.h"

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

INSTANTIATE_TEST_SUITE_P(Games, SimThreads, testing::ValuesIn(shipped_games()), shipped_game_name);

}  // namespace
}  // namespace rb
