// Ctrl-C at any moment of `rulebook sim` ends the run with the statistics of the games so far
// and exit code 130, even while the game is still loading.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "child_process.h"
#include "../support/sanitized_build.h"

namespace rb {
namespace {

namespace fs = std::filesystem;

// A one-player game whose game.yaml carries almost 4 MiB of data, so that loading it takes
// a good second: long enough to interrupt it on purpose. The sanitizer build reads a fifth of
// it, which takes it longer still (support/sanitized_build.h).
fs::path slow_loading_game() {
  const fs::path dir = fs::temp_directory_path() / "rulebook_slow_loading_game";
  fs::create_directories(dir);
  std::ofstream yaml(dir / "game.yaml");
  yaml << "name: slow\ntitle: Slow\nplayers: {min: 1, max: 1, default: 1}\nmax_plies: 10\n"
          "boards:\n  - {id: table, generator: track, cells: [middle]}\n"
          "actions:\n  wait: {description: \"the only move\"}\nrules: rules.lua\ndata:\n  filler:\n";
  for (int i = 0; i < test::per_build(100000, 20000); ++i) yaml << "    - [" << i << ", " << i + 1 << ", " << i + 2 << ", " << i + 3 << "]\n";
  std::ofstream(dir / "rules.lua") << "function setup(s) s:set_turn(1) end\n"
                                      "function moves(_, _, list) list:add(\"wait\") end\n"
                                      "function apply(s, p) s:set_turn(p) end\n";
  return dir;
}

TEST(SimInterrupt, ACtrlCWhileTheGameLoadsEndsTheRunWithItsStatistics) {
  const fs::path game = slow_loading_game();
  const fs::path err = fs::temp_directory_path() / "rulebook_sim_interrupt.err";
  test::ChildProcess sim(RULEBOOK_CLI, {"sim", game.string(), "--games", "100000000", "--threads", "1"}, err.string());
  ASSERT_TRUE(sim.wait_until_catching_sigint()) << "sim set no SIGINT handler within 30 s";
  std::this_thread::sleep_for(std::chrono::milliseconds(100));  // into the load, which takes a good second
  sim.interrupt();
  EXPECT_EQ(sim.finish(), 130) << sim.output();
  EXPECT_NE(sim.output().find("(interrupted after"), std::string::npos) << sim.output();
  EXPECT_NE(sim.output().find("Who wins"), std::string::npos) << sim.output();
  fs::remove_all(game);
}

}  // namespace
}  // namespace rb
