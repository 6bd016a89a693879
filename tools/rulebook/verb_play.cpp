// `rulebook play`: a game in the terminal, any mix of humans and bots. A human sees only
// their own observation, and other seats' moves as they may see them; a bad move is
// explained and the game goes on. The game is saved after every move (--resume).
#include <iostream>
#include <map>
#include <set>

#include "agents/agent.h"
#include "analysis/rules_watch.h"
#include "engine/engine.h"
#include "engine/game_log.h"
#include "engine/move_observation.h"
#include "engine/move_sequence.h"
#include "engine/move_text.h"
#include "engine/state_diff.h"
#include "engine/state_json.h"
#include "present/text_view.h"
#include "agent_options.h"
#include "agents/agent_spec.h"
#include "game_options.h"
#include "play_session.h"
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
  for (int p = 1; p <= g.players; ++p)
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
bool human_turn(PlaySession& session, int p, MoveList& legal) {
  const GameDef& g = *session.game;
  std::cout << "player " << p << "> " << std::flush;
  std::string line;
  if (!std::getline(std::cin, line) || line == "quit") return false;
  if (line == "help") {
    for (const Move& m : legal) std::cout << "  " << move_to_text(g, m, p) << "\n";
  } else if (line == "board") {
    std::cout << text_view(g, seen_by(g, session.history.back(), p));
  } else if (line == "undo") {
    const bool any = session.history.size() > 1;
    if (any) session.pop();
    std::cout << (any ? "undone\n" : "nothing to undo\n");
  } else if (!line.empty()) {
    std::string error;
    State next = session.history.back();
    auto move = parse_move(g, line, p, error);
    if (move) error = session.engine->apply_checked(next, p, *move);
    if (!error.empty() && error.find("did you mean") == std::string::npos)
      error += nearest_legal_move_hint(*session.engine, session.history.back(), p, line);
    if (!error.empty()) std::cout << "not played: " << error << "\n" << kHelp;
    else session.push(p, move_to_text(g, *move, p), std::move(next));
  }
  return true;
}

void bot_turn(PlaySession& session, Agent& bot, int p, const MoveList& legal, int viewer) {
  const GameDef& g = *session.game;
  const State& s = session.history.back();
  State next = s;
  const Move m = bot.choose(*session.engine, s, p, legal);
  session.engine->apply_unchecked(next, p, m);
  std::cout << "player " << p << " plays " << observe_move(g, s, next, p, m, viewer) << "\n";
  session.push(p, move_to_text(g, m, p), std::move(next));
}

// The seats from --seat, or the save's when resuming without --seat; false after an error.
bool seat_bots(const PlayOptions& o, PlaySession& session, Bots& bots) {
  if (!o.seats.empty()) session.record.seats.clear();
  AgentOptions seats;  // --seat N=human or N=AGENT[:options], through the agents' parser
  seats.humans = seats.time_budget = true;
  seats.agents = "human";
  seats.seats = o.seats;
  std::string error;
  const auto specs = seats.resolve(session.game->players, error);
  if (!error.empty()) return std::cerr << "rulebook play: " << error << "\n", false;
  for (int n = 1; n <= session.game->players && !o.seats.empty(); ++n)
    if (specs[size_t(n - 1)] != "human") session.record.seats[n] = specs[size_t(n - 1)];
  for (const auto& [n, who] : session.record.seats) {
    bots[n] = make_agent(who, session.record.seed + uint64_t(n) * 17);
    if (!bots[n] || n > session.game->players) return std::cerr << session.file.string() << ": unknown seat " << n << "=" << who << "\n", false;
  }
  return true;
}

// --watch: when the files changed and lint finds no error, the new rules, with the moves so
// far replayed as far as they stay legal; returns whether the rules were swapped.
bool reload_if_changed(RulesWatch& watch, PlaySession& session) {
  if (!watch.changed()) return false;
  const std::string errors = watch.lint_errors();
  std::shared_ptr<const GameDef> fresh;
  try {
    if (errors.empty()) fresh = load_game(record_request(session.record));
  } catch (const std::exception&) {
  }
  if (!fresh) return std::cout << "the changed files have errors; the old rules keep running:\n" << errors, false;
  auto next = std::make_unique<Engine>(fresh);
  std::string error;
  const size_t before = session.record.moves.size();
  session.history = replay_log(*next, session.record, error);
  session.record.moves.resize(session.history.size() - 1);
  session.record.files_hash = fresh->files_hash;
  session.game = fresh;
  session.engine = std::move(next);
  session.save();
  std::cout << "reloaded the rules: " << session.record.moves.size() << " of " << before << " moves replayed"
            << (error.empty() ? "" : "; " + error + "; the game goes on from there") << "\n";
  return true;
}

// Plays until the end, the ply cap or quit.
int play_loop(PlaySession& session, Bots& bots, bool trace, RulesWatch* watch) {
  const int viewer = viewer_of(*session.game, bots);
  MoveList legal;
  int shown_ply = -1;  // the board is drawn once per position
  size_t traced = session.history.size();
  while (!session.history.back().terminal()) {
    if (watch && reload_if_changed(*watch, session)) shown_ply = -1, traced = session.history.size();
    const GameDef& g = *session.game;
    const int cap = g.max_plies;
    if (trace) traced = trace_new_positions(g, session.history, traced, viewer);
    const State& s = session.history.back();
    if (s.ply() >= cap) {
      std::cout << "the game reached its cap of " << cap << " plies and stops without a result\n";
      session.record.over = true, session.save();
      return kOk;
    }
    const int p = s.first_to_move();
    session.engine->legal_moves(s, p, legal);
    if (legal.empty()) return std::cerr << "player " << p << " has no legal move (a rule error)\n", kProblems;
    if (bots.count(p)) {
      bot_turn(session, *bots[p], p, legal, viewer);
      continue;
    }
    if (s.ply() != shown_ply) std::cout << text_view(g, seen_by(g, s, p));
    shown_ply = s.ply();
    if (!human_turn(session, p, legal)) {
      std::cout << "saved in " << session.file.string() << "; continue with: rulebook play " << session.record.path
                << " --resume " << session.file.string() << "\n";
      return kOk;
    }
  }
  if (trace) trace_new_positions(*session.game, session.history, traced, viewer);
  show_result(*session.game, session.history.back());
  return kOk;
}

int run_play(const PlayOptions& o) {
  auto session = open_session(o.game, o.save, o.seed);
  if (!session) return kUsage;
  Bots bots;
  if (!seat_bots(o, *session, bots)) return kUsage;
  session->save();
  std::cout << session->game->title << ", " << session->game->players << " players. " << kHelp;
  try {
    auto watch = o.watch ? std::make_unique<RulesWatch>(session->game->dir) : nullptr;
    return play_loop(*session, bots, o.trace, watch.get());
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
