// Playtests: many seeded games with agents, summed into a RunTally that does not depend on
// how the games were spread over threads, shards or machines.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "agents/agent_spec.h"
#include "analysis/game_record.h"
#include "analysis/tally.h"
#include "core/game_def.h"

namespace rb {

// The largest run the tools take (sim --games, --players) and the ply cap a run without
// one records; a shard read back (merge) is held to the same.
inline constexpr int64_t kMaxRunGames = int64_t(1) << 40;
inline constexpr int64_t kMaxRunPlayers = 64, kMaxRunPlies = int64_t(1) << 30;

struct PlaytestOptions {
  int64_t games = 1000;
  uint64_t seed = 1;
  int threads = 1;
  int max_plies = 0;               // 0: the game's own max_plies
  int opening = 0;                 // the first plies of each game played at random (varied openings)
  std::vector<std::string> seats;  // an agent name per seat; empty: random
  bool rotate = false;             // game i seats agent (p + i mod r) mod players in seat p, on the seed of game i / r,
                                   // r = distinct_seatings(seats): each seed is played in every distinct seating
  int shard = 1, shards = 1;       // play only the shard-th of `shards` slices of the games
  const std::atomic<bool>* stop = nullptr;  // once true, no new game starts
  std::string record_dir;          // when set, each game's log is written here as game_<i>.jsonl
};

// A run (or the merge of its shards): what was asked, and the tally of what happened.
struct PlaytestStats {
  std::string game, label;                // label: how compare and sweep name this run
  int players = 0;
  bool cooperative = false;
  int64_t games = 0;                      // games of the whole run (all shards)
  uint64_t seed = 0;
  int max_plies = 0;
  int opening = 0;                        // plies played at random before the seats' agents
  int shard = 1, shards = 1;              // 1/1 once merged
  std::vector<std::string> agents;        // per seat (of game 0, when rotated)
  bool rotate = false;                    // the agents rotated through the seats, each seed played in every seating
  std::vector<std::string> space_names;
  RunTally tally;
  double seconds = 0;
  bool interrupted = false;               // stopped early: the tally holds the games played
};

// The seed of game i of a run: independent of how games are spread over threads.
uint64_t game_seed(uint64_t run_seed, int64_t index);
// Games [first, last) of shard k of n over `games` games.
std::pair<int64_t, int64_t> shard_range(int64_t games, int shard, int shards);
// With `recorded` (a new game of `seed` on `engine`), the game is played through it, so
// its record holds every move (sim --record). The first `opening` plies are drawn uniformly
// (seeded by `seed`), whoever sits in the seats, so that games without chance still vary.
// `seats` are parsed once per run (parse_seats), not once per game.
GameRecord play_game(class Engine& engine, uint64_t seed, int max_plies, const std::vector<AgentSpec>& seats = {},
                     class GameSession* recorded = nullptr, int opening = 0);
// How many distinct seatings turning `seats` round gives: the length of its shortest repeat
// (2 for A,B,A,B; 3 for A,A,B; 1 for one agent everywhere), since turning by a whole repeat
// seats the same agents again and would replay a seed move for move.
int64_t distinct_seatings(const std::vector<std::string>& seats);
// `asked` games rounded up to a multiple of `rotations`, so that each agent sits in each seat
// as often (sim --rotate, ladder).
inline int64_t whole_rotations(int64_t asked, int64_t rotations) { return (asked + rotations - 1) / rotations * rotations; }
// A seat whose agent does not parse throws std::invalid_argument before any game.
PlaytestStats run_playtest(const std::shared_ptr<const GameDef>& game, const PlaytestOptions& options,
                           const std::function<void(int64_t done, int64_t total)>& progress = {});

}  // namespace rb
