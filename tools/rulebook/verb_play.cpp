// `rulebook play`: a game in the terminal, any mix of humans and bots. A human sees only
// their own observation, and other seats' moves as they may see them; a bad move is
// explained and the game goes on. The game is saved after every move (--resume).
#include <iostream>
#include <map>
#include <set>

#include "agents/agent.h"
#include "analysis/rules_watch.h"
#include "engine/engine.h"
#include "engine/game_session.h"
#include "engine/move_observation.h"
#include "engine/move_sequence.h"
#include "engine/move_text.h"
#include "engine/state_diff.h"
#include "engine/state_json.h"
#include "present/text_view.h"
#include "agent_options.h"
#include "agents/agent_spec.h"
#include "game_options.h"
#include "saved_game.h"
#include "verbs.h"

namespace rb::cli {
namespace {

struct PlayOptions {
  GameOptions game;
  SaveOptions save;
  bool trace = false;
  uint64_t seed = 1;
  std::vector<std::string> seats;  // "2=random"
  bool watch = false;
};

using Bots = std::map<int, std::unique_ptr<Agent>>;

const char* kHelp = "type a move (e.g. as listed by 'help'), 'help' for the legal moves, 'undo', 'board', or 'quit'\n";

// Whose eyes --trace and other seats' moves are shown through: the one human seat, or
// everything (0) when no seat or several seats are human (all at one screen).
int viewer_of(const GameDef& g, const Bots& bots) {
  int human = 0, humans = 0;
  for (int p = 1; p <= g.setup.players; ++p)
    if (!bots.count(p)) human = p, ++humans;
  return humans == 1 ? human : 0;
}

// Prints what each position after `from` changed, as the viewer sees it; returns how many are now printed.
size_t trace_new_positions(const GameDef& g, const std::vector<State>& history, size_t from, int viewer) {
  for (size_t i = std::min(from, history.size()); i < history.size(); ++i) {
    std::cerr << "trace: ply " << history[i].ply() << "\n";
    for (const auto& line : describe_changes(observe(g, history[i - 1], viewer), observe(g, history[i], viewer)))
      std::cerr << "  " << line << "\n";
  }
  return history.size();
}

void show_result(const GameDef& g, const State& s) {
  const char* names[] = {"none", "win", "loss", "draw"};
  if (s.cut_off()) std::cout << "the rules cut the game off after " << s.ply() << " plies: no result for anyone\n";
  else std::cout << "game over after " << s.ply() << " plies\n";
  for (int p = 1; p <= s.players(); ++p)
    std::cout << "player " << p << ": " << names[int(s.result(p))] << ", score " << s.score(p) << "\n";
}

// One human turn; returns false on quit. Undo pops back one recorded move.
bool human_turn(GameSession& session, int p, MoveList& legal) {
  const GameDef& g = session.game();
  std::cout << "player " << p << "> " << std::flush;
  std::string line;
  if (!std::getline(std::cin, line) || line == "quit") return false;
  if (line == "help") {
    for (const Move& m : legal) std::cout << "  " << move_to_text(g, m, p) << "\n";
  } else if (line == "board") {
    std::cout << text_view(g, seen_by(g, session.now(), p));
  } else if (line == "undo") {
    std::cout << (session.undo() ? "undone\n" : "nothing to undo\n");
  } else if (!line.empty()) {
    std::string error = session.play(p, line);
    if (!error.empty() && error.find("did you mean") == std::string::npos)
      error += nearest_legal_move_hint(session.engine(), session.now(), p, line);
    if (!error.empty()) std::cout << "not played: " << error << "\n" << kHelp;
  }
  return true;
}

void bot_turn(GameSession& session, Agent& bot, int p, const MoveList& legal, int viewer) {
  const Move m = bot.choose(session.engine(), session.now(), p, legal);
  session.play_chosen(p, m);
  const auto& states = session.states();
  const std::string seen = observe_move(session.game(), states[states.size() - 2], states.back(), p, m, viewer);
  std::cout << "player " << p << " plays " << seen << "\n";
}

// The seats from --seat, or the save's when resuming without --seat; false after an error.
bool seat_bots(const PlayOptions& o, SavedGame& saved, Bots& bots) {
  GameSession& session = *saved.session;
  const int players = session.game().setup.players;
  AgentOptions seats;  // --seat N=human or N=AGENT[:options], through the agents' parser
  seats.humans = seats.time_budget = true;
  seats.agents = "human";
  seats.seats = o.seats;
  std::string error;
  const auto specs = seats.resolve(session.game(), error);
  if (!error.empty()) return std::cerr << "rulebook play: " << error << "\n", false;
  if (!o.seats.empty()) {
    std::map<int, std::string> agents;
    for (int n = 1; n <= players; ++n)
      if (specs[size_t(n - 1)] != "human") agents[n] = specs[size_t(n - 1)];
    session.set_seats(std::move(agents));
  }
  for (const auto& [n, who] : session.record().seats) {
    bots[n] = make_agent(who, session.record().seed + uint64_t(n) * 17);
    if (!bots[n] || n > players) return std::cerr << saved.file.string() << ": unknown seat " << n << "=" << who << "\n", false;
  }
  return true;
}

// --watch: when the files changed and lint finds no error, the new rules, with the moves so
// far replayed as far as they stay legal; returns whether the rules were swapped.
bool reload_if_changed(RulesWatch& watch, GameSession& session) {
  if (!watch.changed()) return false;
  const std::string errors = watch.lint_errors();
  std::shared_ptr<const GameDef> fresh;
  try {
    if (errors.empty()) fresh = load_game(record_request(session.record()));
  } catch (const std::exception&) {
  }
  if (!fresh) return std::cout << "the changed files have errors; the old rules keep running:\n" << errors, false;
  const size_t before = session.reload(std::make_shared<Engine>(fresh));
  const std::string error = session.replay_error();
  std::cout << "reloaded the rules: " << session.record().moves.size() << " of " << before << " moves replayed"
            << (error.empty() ? "" : "; " + error + "; the game goes on from there") << "\n";
  return true;
}

// Plays until the end, the ply cap or quit.
int play_loop(SavedGame& saved, Bots& bots, bool trace, RulesWatch* watch) {
  GameSession& session = *saved.session;
  const int viewer = viewer_of(session.game(), bots);
  MoveList legal;
  int shown_ply = -1;  // the board is drawn once per position
  size_t traced = session.states().size();
  while (!session.now().terminal()) {
    if (watch && reload_if_changed(*watch, session)) shown_ply = -1, traced = session.states().size();
    const GameDef& g = session.game();
    const int cap = g.setup.max_plies;
    if (trace) traced = trace_new_positions(g, session.states(), traced, viewer);
    const State& s = session.now();
    if (s.ply() >= cap) {
      std::cout << "the game reached its cap of " << cap << " plies and stops without a result\n";
      session.set_over();
      return kOk;
    }
    const int p = s.first_to_move();
    session.engine().legal_moves(s, p, legal);
    if (legal.empty()) return std::cerr << "player " << p << " has no legal move (a rule error)\n", kProblems;
    if (bots.count(p)) {
      bot_turn(session, *bots[p], p, legal, viewer);
      continue;
    }
    if (s.ply() != shown_ply) std::cout << text_view(g, seen_by(g, s, p));
    shown_ply = s.ply();
    if (!human_turn(session, p, legal)) {
      std::cout << "saved in " << saved.file.string() << "; continue with: rulebook play " << session.record().path
                << " --resume " << saved.file.string() << "\n";
      return kOk;
    }
  }
  if (trace) trace_new_positions(session.game(), session.states(), traced, viewer);
  show_result(session.game(), session.now());
  return kOk;
}

int run_play(const PlayOptions& o) {
  SavedGame saved = open_saved_game(o.game, o.save, o.seed);
  if (!saved.session) return kUsage;
  Bots bots;
  if (!seat_bots(o, saved, bots)) return kUsage;
  saved.session->save();
  const GameDef& g = saved.session->game();
  std::cout << g.title << ", " << g.setup.players << " players. " << kHelp;
  try {
    auto watch = o.watch ? std::make_unique<RulesWatch>(g.source.dir) : nullptr;
    return play_loop(saved, bots, o.trace, watch.get());
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return kProblems;
  }
}

}  // namespace

Runner add_play(CLI::App& app) {
  auto o = std::make_shared<PlayOptions>();
  auto* sub = app.add_subcommand("play", "play in the terminal: humans and bots; the game is saved after every move");
  o->game.add_to(*sub);
  add_seed_option(*sub, o->seed, "seed of the game");
  sub->add_flag("--trace", o->trace, "log each applied move and what it changed, as the human seat sees it (stderr)");
  sub->add_option("--seat", o->seats, "who plays a seat: N=human or N=AGENT[:option=value,...] (default human; agents below)");
  sub->footer(agent_help_text() + "  human          a person at the terminal\n");
  sub->add_option("--save", o->save.file, "the save file (default: $XDG_STATE_HOME/rulebook/GAME.save.json)");
  auto* resume = sub->add_option("--resume", o->save.resume_file, "continue the saved game (from FILE, --save, or the default save)");
  resume->expected(0, 1);
  sub->add_option("--log", o->save.log_file, "also write the game's log here (JSON lines, rewritten after each move; rulebook replay reads it)");
  sub->add_flag("--watch", o->watch, "reload the game's files when they change (lint first; on an error the old rules stay); checked at each prompt");
  sub->add_flag("--new", o->save.fresh, "start a new game even over a save in progress or unreadable (kept as FILE.bak)");
  return [o, resume] {
    o->save.resume = resume->count() > 0;
    return run_play(*o);
  };
}

}  // namespace rb::cli
