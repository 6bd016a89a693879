// `rulebook perft`: leaf counts per depth from the start (or after --moves), with timing.
#include <chrono>
#include <cstdio>
#include <iostream>

#include "analysis/perft.h"
#include "engine/engine.h"
#include "engine/move_sequence.h"
#include "engine/move_text.h"
#include "game_options.h"
#include "verbs.h"

namespace rb::cli {
namespace {

struct PerftOptions {
  GameOptions game;
  int depth = 3;
  uint64_t seed = 1;
  std::string moves;
  bool count_passes = false, count_turns = false;
};

int run_perft(const PerftOptions& o) {
  auto game = o.game.load();
  if (!game) return kUsage;
  try {
    Engine engine(game);
    Chance chance;
    State s = engine.new_game(o.seed, &chance);
    size_t applied = 0;
    const std::string error = apply_move_texts(engine, s, chance, split_list(o.moves), applied);
    if (!error.empty()) return std::cerr << error << "\n", kProblems;
    const auto start = std::chrono::steady_clock::now();
    const auto counts = perft(engine, s, o.depth,
                              o.count_turns ? PerftCount::Turns : o.count_passes ? PerftCount::Passes : PerftCount::Plies);
    const double t = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    uint64_t nodes = 0;
    for (size_t d = 0; d < counts.size(); ++d) std::printf("depth %zu: %llu\n", d + 1, (unsigned long long)counts[d]), nodes += counts[d];
    std::fprintf(stderr, "%.3f s for %llu nodes (every depth's sequences), %.0f nodes/s\n", t, (unsigned long long)nodes,
                 t > 0 ? double(nodes) / t : 0.0);
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return kProblems;
  }
  return kOk;
}

}  // namespace

Runner add_perft(CLI::App& app) {
  auto o = std::make_shared<PerftOptions>();
  auto* sub = app.add_subcommand("perft", "count the move sequences of each length (move generation check)");
  o->game.add_to(*sub);
  sub->add_option("depth", o->depth, "deepest length to count")->required()->transform(whole_number(1, 30));
  add_seed_option(*sub, o->seed, "seed of the game (setup and chance inside moves)");
  sub->add_option("--moves", o->moves, "moves to apply first, separated by ';'");
  sub->add_flag("--count-passes", o->count_passes,
                "count a player the rules skip (the turn not going to the next player in order) as a move, a pass, "
                "as published tables of games with forced passes do");
  sub->add_flag("--count-turns", o->count_turns,
                "count a player's plies in a row (a multi-jump, a move then a shot) as one move, each way through "
                "them one sequence, as published draughts tables do")
      ->excludes("--count-passes");
  return [o] { return run_perft(*o); };
}

}  // namespace rb::cli
