// `rulebook why`: why a move is illegal after a sequence of moves.
#include <iostream>

#include "engine/engine.h"
#include "engine/move_sequence.h"
#include "engine/move_text.h"
#include "game_options.h"
#include "verbs.h"

namespace rb::cli {
namespace {

struct WhyOptions {
  GameOptions game;
  uint64_t seed = 1;
  std::string moves, chance, move;
  int player = 0;
};

int run_why(const WhyOptions& o) {
  auto game = o.game.load();
  if (!game) return kUsage;
  try {
    Engine engine(game);
    Chance chance;
    for (const auto& c : split_list(o.chance)) chance.forced.push_back(c);
    State s = engine.new_game(o.seed, &chance);
    size_t applied = 0;
    const std::string failed = apply_move_texts(engine, s, chance, split_list(o.moves), applied);
    if (!failed.empty()) return std::cerr << failed << "\n", kProblems;
    const int player = o.player ? o.player : s.first_to_move();
    std::string error;
    auto move = parse_move(*game, o.move, player, error);
    if (!move) return std::cout << "'" << o.move << "' cannot be read: " << error << "\n", kProblems;
    const std::string why = engine.why_illegal(s, player, *move);
    if (why.empty()) return std::cout << "'" << o.move << "' is legal for player " << player << "\n", kOk;
    std::cout << "'" << o.move << "' is not legal for player " << player << ": " << why << "\n";
    return kProblems;
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return kProblems;
  }
}

}  // namespace

Runner add_why(CLI::App& app) {
  auto o = std::make_shared<WhyOptions>();
  auto* sub = app.add_subcommand("why", "say why a move is illegal (the rules' reason when they give one)");
  o->game.add_to(*sub);
  sub->add_option("move", o->move, "the move, as typed")->required();
  add_seed_option(*sub, o->seed, "seed of the game");
  sub->add_option("--moves", o->moves, "moves to apply first, separated by ';'");
  sub->add_option("--chance", o->chance, "chance outcomes to force, in order");
  sub->add_option("--player", o->player, "the player making the move (default: the one to decide)");
  return [o] { return run_why(*o); };
}

}  // namespace rb::cli
