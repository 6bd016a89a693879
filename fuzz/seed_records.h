// Seeds of the fuzzers of what the tools read back: command lines (cli_options), the shards
// of a sim run (merge_shards), and game logs and saves (game_record). Used by seed_corpus.
#pragma once

#include "analysis/playtest.h"
#include "analysis/playtest_summary.h"
#include "engine/game_log.h"
#include "engine/game_session.h"
#include "fuzz_support.h"

namespace rb::fuzz {

inline void seed_cli_options(const fs::path& out) {
  const char* lines[] = {
      "sim\ngames/forage\n--games\n200\n--seed\n18446744073709551615\n--threads\n2",
      "sim\ngames/forage\n--max-plies\n0\n--agents\nmcts:iterations=2000,c=1.2,random\n--seat\n2=ismcts:iterations=300",
      "sim\ngames/lineup\n--shard\n3/10\n--games\n90\n--json",
      "serve\ngames/tictactoe\n--port\n0\n--workers\n4\n--queue\n64\n--budget\n2.5\n--bot-seconds\n1e1",
      "bench\n--seconds\n0.5\n--bots\nstrong\n--bot-games\n10\n--players\n2,3\n--max-plies\n500",
      "ladder\ngames/lineup\n--agents\nrandom,greedy,fast\n--games\n12\n--threads\n1",
      "replay\ngame.jsonl\n--as\n2\n--from\n3\n--to\n9",
      "perft\ngames/tictactoe\n4\n--seed\n7",
      "lint\ngames/forage\n--playouts\n20",
      "play\ngames/forage\n--seat\n1=human\n--seat\n2=heuristic:epsilon=0.25,samples=8"};
  int n = 0;
  for (const char* line : lines) write_file(out / ("command_" + std::to_string(n++)), line);
}

// A run of Tic-tac-toe in two shards, both as one input, and the whole run alone.
inline void seed_merge_shards(const fs::path& out) {
  const auto game = load_game(LoadRequest{kShippedGames / "tictactoe", {}, {}});
  PlaytestOptions o;
  o.games = 12, o.seats = {"random", "greedy"};
  std::string shards;
  for (o.shards = 2, o.shard = 1; o.shard <= 2; ++o.shard) shards += (o.shard > 1 ? "\n---\n" : "") + stats_to_json(run_playtest(game, o)).dump(1);
  write_file(out / "two_shards.json", shards);
  o.shard = o.shards = 1;
  write_file(out / "whole_run.json", stats_to_json(run_playtest(game, o)).dump(1));
}

// A log and a save of a random game of Forage, and of Tic-tac-toe.
inline void seed_game_record(const fs::path& out) {
  for (const char* name : {"forage", "tictactoe"}) {
    Shipped& s = shipped(name);
    GameSession session(std::shared_ptr<Engine>(std::shared_ptr<Engine>{}, s.engine.get()), log_header(*s.game, 5));
    play_game(*s.engine, 5, 60, {}, &session);
    const RecordedGame& log = session.record();
    write_file(out / (std::string(name) + "_log"), "log\n" + log_to_text(log));
    write_file(out / (std::string(name) + "_save"), "save\n" + record_to_json(log).dump(1));
  }
}

}  // namespace rb::fuzz
