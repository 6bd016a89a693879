// `rulebook play`: a game in the terminal, any mix of humans and random bots. A human
// sees only their own observation; a bad move is explained and the game goes on.
#include <iostream>
#include <map>

#include "agents/agent.h"
#include "analysis/rules_watch.h"
#include "engine/engine.h"
#include "engine/game_log.h"
#include "engine/move_text.h"
#include "engine/state_diff.h"
#include "engine/state_json.h"
#include "engine/text_view.h"
#include "game_options.h"
#include "verbs.h"

namespace rb::cli {
namespace {

struct PlayOptions {
  GameOptions game;
  bool trace = false;
  uint64_t seed = 1;
  std::vector<std::string> seats;  // "2=random"
  std::string log_file;            // rewritten after every move when given
  bool watch = false;
};

// The positions so far and the moves between them (moves.size() == states.size() - 1).
struct PlayHistory {
  std::vector<State> states;
  GameLog log;
  std::string log_file;
  const State& back() const { return states.back(); }
  size_t size() const { return states.size(); }
  void push(const State& s, int player, const std::string& move) {
    states.push_back(s);
    log.moves.push_back({player, move});
    save();
  }
  void pop() {
    states.pop_back();
    log.moves.pop_back();
    save();
  }
  void save() const {
    if (!log_file.empty()) save_game_log(log_file, log);
  }
};

const char* kHelp = "type a move (e.g. as listed by 'help'), 'help' for the legal moves, 'undo', 'board', or 'quit'\n";

// Prints what each position after `from` changed; returns how many are now printed.
size_t trace_new_positions(const GameDef& g, const std::vector<State>& history, size_t from) {
  for (size_t i = std::min(from, history.size()); i < history.size(); ++i) {
    std::cerr << "trace: ply " << history[i].ply() << "\n";
    for (const auto& line : describe_changes(state_to_json(g, history[i - 1]), state_to_json(g, history[i]))) std::cerr << "  " << line << "\n";
  }
  return history.size();
}

void show_result(const GameDef& g, const State& s) {
  const char* names[] = {"none", "win", "loss", "draw"};
  std::cout << "game over after " << s.ply() << " plies\n";
  for (int p = 1; p <= s.players(); ++p)
    std::cout << "player " << p << ": " << names[int(s.result(p))] << ", score " << s.score(p) << "\n";
}

// One human turn; returns false on quit. Undo pops back to the human's previous decision.
bool human_turn(Engine& engine, PlayHistory& history, int p, MoveList& legal) {
  const GameDef& g = engine.game();
  std::cout << "player " << p << "> " << std::flush;
  std::string line;
  if (!std::getline(std::cin, line) || line == "quit") return false;
  if (line == "help") {
    for (const Move& m : legal) std::cout << "  " << move_to_text(g, m, p) << "\n";
  } else if (line == "board") {
    std::cout << text_view(g, observe(g, history.back(), p));
  } else if (line == "undo") {
    if (history.size() > 1) history.pop();
    std::cout << (history.size() > 1 ? "undone\n" : "nothing to undo\n");
  } else if (!line.empty()) {
    std::string error;
    State next = history.back();
    auto move = parse_move(g, line, p, error);
    if (move) error = engine.apply_checked(next, p, *move);
    if (!error.empty()) std::cout << "not played: " << error << "\n" << kHelp;
    else history.push(next, p, move_to_text(g, *move, p));
  }
  return true;
}

// --watch: when the files changed and lint finds no error, the new rules, with the moves so
// far replayed as far as they stay legal; returns whether the rules were swapped.
bool reload_if_changed(RulesWatch& watch, const PlayOptions& o, std::shared_ptr<const GameDef>& game,
                       std::unique_ptr<Engine>& engine, PlayHistory& history) {
  if (!watch.changed()) return false;
  const std::string errors = watch.lint_errors();
  auto fresh = errors.empty() ? o.game.load() : nullptr;
  if (!fresh) return std::cout << "the changed files have errors; the old rules keep running:\n" << errors, false;
  auto next = std::make_unique<Engine>(fresh);
  std::string error;
  const size_t before = history.log.moves.size();
  history.states = replay_log(*next, history.log, error);
  history.log.moves.resize(history.states.size() - 1);
  history.log.files_hash = fresh->files_hash;
  history.save();
  game = fresh;
  engine = std::move(next);
  std::cout << "reloaded the rules: " << history.log.moves.size() << " of " << before << " moves replayed"
            << (error.empty() ? "" : "; " + error + "; the game goes on from there") << "\n";
  return true;
}

int run_play(const PlayOptions& o) {
  auto game = o.game.load();
  if (!game) return kUsage;
  std::map<int, std::unique_ptr<Agent>> bots;
  for (const auto& s : o.seats) {
    const auto eq = s.find('=');
    int n = 0;
    try { n = std::stoi(s.substr(0, eq)); } catch (...) {}
    const std::string who = eq == std::string::npos ? "" : s.substr(eq + 1);
    auto bot = make_agent(who, o.seed + uint64_t(n) * 17);
    if (n < 1 || n > game->players || (!bot && who != "human"))
      return std::cerr << "--seat expects N=human or N=AGENT with N a seat and AGENT one of: random, random-action, greedy\n", kUsage;
    if (bot) bots[n] = std::move(bot);
  }
  try {
    auto engine = std::make_unique<Engine>(game);
    std::unique_ptr<RulesWatch> watch = o.watch ? std::make_unique<RulesWatch>(game->dir) : nullptr;
    PlayHistory history{{engine->new_game(o.seed)}, log_header(*game, o.seed), o.log_file};
    history.save();
    std::cout << game->title << ", " << game->players << " players. " << kHelp;
    MoveList legal;
    int shown_ply = -1;  // the board is drawn once per position
    size_t traced = 1;   // positions whose changes --trace has printed
    while (true) {
      if (watch && reload_if_changed(*watch, o, game, engine, history)) shown_ply = -1, traced = history.size();
      if (o.trace) traced = trace_new_positions(*game, history.states, traced);
      if (history.back().terminal()) break;
      const State& s = history.back();
      const int p = s.first_to_move();
      engine->legal_moves(s, p, legal);
      if (legal.empty()) return std::cerr << "player " << p << " has no legal move (a rule error)\n", kProblems;
      if (bots.count(p)) {
        State next = s;
        const Move m = bots[p]->choose(*engine, s, p, legal);
        engine->apply_unchecked(next, p, m);
        std::cout << "player " << p << " plays " << move_to_text(*game, m, p) << "\n";
        history.push(next, p, move_to_text(*game, m, p));
      } else {
        if (s.ply() != shown_ply) std::cout << text_view(*game, observe(*game, s, p));
        shown_ply = s.ply();
        if (!human_turn(*engine, history, p, legal)) return kOk;
      }
    }
    show_result(*game, history.back());
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return kProblems;
  }
  return kOk;
}

}  // namespace

Runner add_play(CLI::App& app) {
  auto o = std::make_shared<PlayOptions>();
  auto* sub = app.add_subcommand("play", "play in the terminal: humans and random bots");
  o->game.add_to(*sub);
  sub->add_option("--seed", o->seed, "seed of the game");
  sub->add_flag("--trace", o->trace, "log each applied move and what it changed (stderr)");
  sub->add_option("--log", o->log_file, "write the game's log here (JSON lines, rewritten after each move; rulebook replay reads it)");
  sub->add_flag("--watch", o->watch, "reload the game's files when they change (lint first; on an error the old rules stay); checked at each prompt");
  sub->add_option("--seat", o->seats, "who plays a seat: N=human or N=random|random-action|greedy (default human)");
  return [o] { return run_play(*o); };
}

}  // namespace rb::cli
