// `rulebook moves`: the legal moves after a sequence of moves, with forced chance.
#include <iostream>

#include "engine/engine.h"
#include "engine/move_text.h"
#include "engine/state_diff.h"
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

// "2: move e5" names the player; otherwise the first player to decide.
std::pair<int, std::string> split_player(const std::string& text, const State& s) {
  const auto colon = text.find(':');
  if (colon != std::string::npos && colon < 3) {
    try {
      return {std::stoi(text.substr(0, colon)), text.substr(colon + 1)};
    } catch (...) {
    }
  }
  return {s.first_to_move(), text};
}

void print_trace(const std::string& move, const nlohmann::json& before, const nlohmann::json& after) {
  std::cerr << "trace: " << move << "\n";
  for (const auto& line : describe_changes(before, after)) std::cerr << "  " << line << "\n";
}

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
    for (const auto& text : split_list(o.moves)) {
      auto [player, move_text] = split_player(text, s);
      std::string error;
      auto move = parse_move(*game, move_text, player, error);
      const nlohmann::json before = o.trace ? state_to_json(*game, s) : nlohmann::json();
      if (move) error = engine.apply_checked(s, player, *move, &chance);
      if (!error.empty()) return std::cerr << "move '" << text << "': " << error << "\n", kProblems;
      if (o.trace) print_trace(std::to_string(player) + ": " + move_text, before, state_to_json(*game, s));
    }
    if (o.print_state) std::cout << (o.as ? observe(*game, s, o.as) : state_to_json(*game, s)).dump(2) << "\n";
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
  sub->add_option("--seed", o->seed, "seed of the game");
  sub->add_option("--moves", o->moves, "moves to apply first, separated by ';' (\"2: move e5\" names the player)");
  sub->add_option("--chance", o->chance, "chance outcomes to force, in order: \"roll 4; random 2\"");
  sub->add_option("--as", o->as, "show only what this player may see");
  sub->add_flag("--print-state", o->print_state, "print the State as JSON instead of the moves");
  sub->add_flag("--trace", o->trace, "log each applied move and what it changed (stderr)");
  return [o] { return run_moves(*o); };
}

}  // namespace rb::cli
