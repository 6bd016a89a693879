// `rulebook moves`: the legal moves after a sequence of moves, with forced chance.
#include <iostream>

#include "engine/engine.h"
#include "engine/move_sequence.h"
#include "engine/move_text.h"
#include "engine/state_json.h"
#include "game_options.h"
#include "verbs.h"

namespace rb::cli {
namespace {

struct MovesOptions {
  GameOptions game;
  uint64_t seed = 1;
  std::string moves, chance;
  int as = 0;
  bool print_state = false, trace = false;
};

void print_legal(Engine& engine, const State& s, int as) {
  MoveList legal;
  for (int p = 1; p <= s.players(); ++p) {
    if (!s.may_move(p) || (as && as != p)) continue;
    engine.legal_moves(s, p, legal);
    if (s.to_move() != (1u << (p - 1))) std::cout << "player " << p << ":\n";
    for (const Move& m : legal) std::cout << move_to_text(engine.game(), m, p) << "\n";
  }
}

int run_moves(const MovesOptions& o) {
  auto game = o.game.load();
  if (!game) return kUsage;
  try {
    Engine engine(game);
    Chance chance;
    for (const auto& c : split_list(o.chance)) chance.forced.push_back(c);
    State s = engine.new_game(o.seed, &chance);
    if (o.as < 0 || o.as > s.players())
      return std::cerr << "--as " << o.as << ": there is no player " << o.as << " (players 1 to " << s.players() << ")\n", kUsage;
    std::vector<std::string> trace;
    size_t applied = 0;
    const std::string error = apply_move_texts(engine, s, chance, split_list(o.moves), applied, o.trace ? &trace : nullptr, o.as);
    for (const auto& line : trace) std::cerr << "trace: " << line << "\n";
    if (!error.empty()) return std::cerr << error << "\n", kProblems;
    if (o.print_state) std::cout << seen_by(*game, s, o.as).dump(2) << "\n";
    else if (s.terminal()) std::cout << "(the game is over)\n";
    else print_legal(engine, s, o.as);
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return kProblems;
  }
  return kOk;
}

}  // namespace

Runner add_moves(CLI::App& app) {
  auto o = std::make_shared<MovesOptions>();
  auto* sub = app.add_subcommand("moves", "print the legal moves after a sequence of moves");
  o->game.add_to(*sub);
  add_seed_option(*sub, o->seed, "seed of the game");
  sub->add_option("--moves", o->moves, "moves to apply first, separated by ';' (\"2: move e5\" names the player)");
  sub->add_option("--chance", o->chance, "chance outcomes to force, in order: \"roll 4; random 2\"");
  sub->add_option("--as", o->as, "show only what this player may see")->transform(whole_number(0, kMaxRunPlayers));
  sub->add_flag("--print-state", o->print_state, "print the State as JSON instead of the moves");
  sub->add_flag("--trace", o->trace, "log each applied move and what it changed (stderr); with --as, as that player saw them");
  return [o] { return run_moves(*o); };
}

}  // namespace rb::cli
