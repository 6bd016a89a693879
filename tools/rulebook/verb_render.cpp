// `rulebook render`: an SVG picture of a position, the whole State or one player's view.
#include <fstream>
#include <iostream>

#include "core/file_io.h"
#include "engine/engine.h"
#include "engine/move_sequence.h"
#include "engine/state_json.h"
#include "present/svg_render.h"
#include "game_options.h"
#include "verbs.h"

namespace rb::cli {
namespace {

struct RenderCliOptions {
  GameOptions game;
  uint64_t seed = 1;
  std::string moves, chance, state_file, output = "-";
  int as = 0;
};

// A saved State that cannot be read or does not fit the game: bad input (exit 2), not a rules error.
struct StateFileError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The position: a saved State, or a new game after the moves.
State position(Engine& engine, const RenderCliOptions& o) {
  if (!o.state_file.empty()) {
    try {
      return state_from_json(engine.game(), nlohmann::json::parse(read_file_capped(o.state_file)));
    } catch (const FileError& e) {
      throw StateFileError(e.what());
    } catch (const std::exception& e) {
      throw StateFileError(o.state_file + ": " + e.what());
    }
  }
  Chance chance;
  for (const auto& c : split_list(o.chance)) chance.forced.push_back(c);
  State s = engine.new_game(o.seed, &chance);
  size_t applied = 0;
  const std::string error = apply_move_texts(engine, s, chance, split_list(o.moves), applied);
  if (!error.empty()) throw std::runtime_error(error);
  return s;
}

int run_render(const RenderCliOptions& o) {
  auto game = o.game.load();
  if (!game) return kUsage;
  try {
    Engine engine(game);
    const State s = position(engine, o);
    const std::string svg = render_svg(*game, seen_by(*game, s, o.as));
    if (o.output == "-") return std::cout << svg, kOk;
    std::ofstream out(o.output);
    if (!(out << svg)) return std::cerr << "cannot write '" << o.output << "'\n", kUsage;
  } catch (const StateFileError& e) {
    std::cerr << e.what() << "\n";
    return kUsage;
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return kProblems;
  }
  return kOk;
}

}  // namespace

Runner add_render(CLI::App& app) {
  auto o = std::make_shared<RenderCliOptions>();
  auto* sub = app.add_subcommand("render", "draw a position as SVG (the whole State, or --as a player's view)");
  o->game.add_to(*sub);
  add_seed_option(*sub, o->seed, "seed of the game");
  sub->add_option("--moves", o->moves, "moves to apply first, separated by ';' (\"2: move e5\" names the player)");
  sub->add_option("--chance", o->chance, "chance outcomes to force, in order: \"roll 4; random 2\"");
  sub->add_option("--state", o->state_file, "draw this saved State (JSON, as moves --print-state writes) instead");
  sub->add_option("--as", o->as, "draw only what this player may see (hidden things face down)")->transform(whole_number(0, kMaxRunPlayers));
  sub->add_option("-o,--output", o->output, "the SVG file to write ('-' = stdout)");
  return [o] { return run_render(*o); };
}

}  // namespace rb::cli
