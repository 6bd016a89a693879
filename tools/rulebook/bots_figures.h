// `rulebook bench --bots AGENTS`: whether the bots finish each game. For each game, variant
// and player count it plays a run with the agents and reports the share of games a rule of
// the game ended (not the engine's ply cap, nor a cap the rules declare with s:cut_off), with
// its interval, the median length, the time a ply took and the seat that won most: the
// figures a designer reads before trusting a run's statistics.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "analysis/statistics.h"

namespace rb::cli {

struct BotsOptions {
  std::string agents;         // --agents syntax, cycled over the seats
  int64_t games = 20;         // per game and player count
  std::vector<int> players;   // player counts to try (empty: each game's default)
  int threads = 1;
  int max_plies = 0;          // 0: each game's own
  int opening = 0;            // plies of each game played at random first
};

struct BotsFigures {
  std::string game;
  int players = 0;
  int64_t games = 0, cut_off = 0, errors = 0;
  Proportion ended;           // games a rule of the game ended, over games played
  double median_plies = 0;
  double ms_per_ply = 0;      // wall time x threads / plies played
  int best_seat = 0;          // the seat that won most (0: no game was won)
  Proportion best_seat_wins;  // its wins over finished games
  std::string first_error;
  // The run's first games and their different lines of play; `repeated` when sim would warn
  // that the games repeated each other (too few different lines).
  int64_t lines_sampled = 0, lines_distinct = 0;
  bool repeated = false;
};

// The player counts of `path` (with `params`) that `o.players` asks for and the game allows;
// the game's default when none is asked. Counts it does not allow are left out.
std::vector<int> bot_player_counts(const std::string& path, const std::vector<std::string>& params, const BotsOptions& o);
// Plays `o.games` games of `path` at `players` players with the agents, seed `seed`.
BotsFigures bench_bots(const std::string& path, const std::vector<std::string>& params, int players, uint64_t seed,
                       const BotsOptions& o);

}  // namespace rb::cli
