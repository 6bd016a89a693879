// `rulebook replay`: a game log as one self-contained HTML page to step through.
#include <chrono>
#include <cstdint>
#include <ctime>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "core/file_io.h"
#include "engine/game_log.h"
#include "engine/game_session.h"
#include "present/replay_html.h"
#include "game_options.h"
#include "load/game_loader.h"
#include "verbs.h"

namespace rb::cli {
namespace {

struct ReplayOptions {
  std::string log_file, output = "game.html", game_path;
  int as = 0;
  size_t from = 0, to = SIZE_MAX;  // the steps shown: a long game as a smaller page
};

int run_replay(const ReplayOptions& o) {
  const auto start = std::chrono::steady_clock::now();
  const std::clock_t cpu_start = std::clock();
  try {
    std::istringstream in(read_file_capped(o.log_file));  // a named pipe or a device is refused, not read for ever
    RecordedGame log = read_game_log(in, o.log_file);
    auto game = load_recorded_game(log, o.game_path);
    if (!o.game_path.empty()) log.path = o.game_path;
    if (game->source.hash != log.files_hash) std::cerr << "warning: the game's files changed since the log was written\n";
    GameSession played(game, std::move(log));
    const std::string error = played.replay_error();
    if (!error.empty()) std::cerr << "the replay stops at " << error << "\n";
    const std::vector<State>& states = played.states();
    if (o.from >= states.size()) return std::cerr << "--from " << o.from << ": the game has only " << states.size() - 1 << " moves\n", kUsage;
    const std::vector<MoveSight> sight = track_move_sight(played.engine(), states, played.record().moves, played.chance(), o.as);
    ReplayPage page(game->title + " · seed " + std::to_string(played.record().seed), int(o.from));
    ReplayedGame steps = replayed_game(played);
    steps.sight = &sight;
    for_each_replay_step(*game, steps, o.as, o.from, o.to, [&](ReplayStep&& step) { page.add(step); });
    if (states.back().terminal() && o.to >= states.size() - 1) page.set_end(end_of_game(*game, states.back()));
    if (!error.empty()) page.set_stopped("The log stops replaying under the current rules at " + error + ".");
    const std::string html = page.html();
    std::ofstream out(o.output);
    if (!(out << html)) return std::cerr << "cannot write '" << o.output << "'\n", kUsage;
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double cpu = double(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    std::cerr << "wrote " << o.output << ": " << states.size() - 1 << " moves, " << html.size() << " bytes in " << std::fixed
              << std::setprecision(2) << seconds << " s (" << cpu << " s of CPU)\n";
    return error.empty() ? kOk : kProblems;
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return kUsage;
  }
}

}  // namespace

Runner add_replay(CLI::App& app) {
  auto o = std::make_shared<ReplayOptions>();
  auto* sub = app.add_subcommand("replay", "a game log (from play or sim --record) as an HTML page to step through");
  sub->add_option("log", o->log_file, "the log: JSON lines written by play --log or sim --record")->required();
  sub->add_option("-o,--output", o->output, "the HTML file to write (default game.html)");
  sub->add_option("--as", o->as, "show only what this player saw")->transform(whole_number(0, kMaxRunPlayers));
  sub->add_option("--from", o->from, "the first step shown (0 = the start)")->transform(whole_number(0, INT64_MAX));
  sub->add_option("--to", o->to, "the last step shown (default: the end)")->transform(whole_number(0, INT64_MAX));
  sub->add_option("--game", o->game_path, "load the game from here instead of the path in the log");
  return [o] { return run_replay(*o); };
}

}  // namespace rb::cli
