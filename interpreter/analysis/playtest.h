// Playtests: many seeded games with random agents, summarised as the statistics a
// designer reads first (who wins, how long, how many choices, whether games end).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game_def.h"

namespace rb {

struct PlaytestOptions {
  int games = 1000;
  uint64_t seed = 1;
  int threads = 1;
  int max_plies = 0;  // 0: the game's own max_plies
  std::vector<std::string> seats;  // an agent name per seat; empty: random
};

// One game's record; kept per game so totals never depend on the thread count.
struct GameRecord {
  std::vector<int> results;   // per seat: Result as int
  std::vector<int> scores;
  int plies = 0;
  int64_t choices = 0, decisions = 0, multi_choice = 0;
  bool cut_off = false;
  std::string error;          // a rule error that stopped this game
};

struct PlaytestStats {
  std::string game;
  std::vector<std::string> agents;        // per seat
  int players = 0, games = 0;
  uint64_t seed = 0;
  std::vector<int> wins, losses, draws;   // per seat
  std::vector<double> mean_score;
  int all_draw = 0, cut_off = 0, errors = 0;
  std::vector<std::string> first_errors;
  double mean_plies = 0, median_plies = 0;
  int min_plies = 0, max_plies = 0;
  double mean_branching = 0, multi_choice_share = 0;
  double seconds = 0;
  int64_t total_plies = 0;
};

// The seed of game i of a run: independent of how games are spread over threads.
uint64_t game_seed(uint64_t run_seed, int index);
GameRecord play_game(class Engine& engine, uint64_t seed, int max_plies, const std::vector<std::string>& seats = {});
PlaytestStats run_playtest(const std::shared_ptr<const GameDef>& game, const PlaytestOptions& options,
                           const std::function<void(int done)>& progress = {});
nlohmann::json stats_to_json(const PlaytestStats& stats);
std::string stats_to_text(const PlaytestStats& stats);

}  // namespace rb
