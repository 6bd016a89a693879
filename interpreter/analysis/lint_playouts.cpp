// Lint pass (with --playouts N): seeded random games that look for rule errors, positions
// with no legal move that are not over, games that never end, actions never legal, and
// agent hooks (evaluate, prior) that return what no agent can use.
#include <algorithm>
#include <map>

#include "agents/random_agent.h"
#include "analysis/lint.h"
#include "analysis/playtest.h"
#include "engine/engine.h"

namespace rb {
namespace {

struct RuleErrorTally {
  Finding first;  // where it happened first (a runaway loop stops on any of its lines)
  int games = 0;
};

struct Tally {
  std::map<std::string, RuleErrorTally> errors;  // by message
  std::vector<bool> action_seen;
  int cut_off = 0, stuck = 0, invariant_broken = 0;
  std::string stuck_example, invariant_example;
};

// The agents' hooks asked about a position the way agents ask: evaluate() for every
// player (and evaluate_all(), which must agree with it where both are defined), prior() for
// every legal move (and prior_all(), the same); a value out of range throws a positioned
// RuleError.
// Every 4th ply, which meets every kind of position in a few games and keeps lint quick.
void check_hooks(Engine& engine, const State& s, int player, const MoveList& legal) {
  if (s.ply() % 4 != 0) return;
  if (engine.has_evaluate()) {
    std::vector<double> all;
    engine.evaluate_all(s, all);  // whichever hook the rules define, each value checked
    const std::string disagreement = engine.evaluate_disagreement(s);  // both defined: evaluate checked too
    if (!disagreement.empty()) throw RuleError(disagreement);
  }
  if (!engine.has_prior() || legal.empty()) return;
  std::vector<double> priors;
  engine.prior_all(s, player, legal, priors);  // whichever hook the rules define, each value checked
  const std::string disagreement = engine.prior_disagreement(s, player, legal, priors);  // both defined: prior checked too
  if (!disagreement.empty()) throw RuleError(disagreement);
}

void play_one(Engine& engine, uint64_t seed, Tally& tally) {
  const GameDef& g = engine.game();
  RandomAgent agent(seed);
  MoveList legal;
  State s = engine.new_game(seed);
  const int cap = g.setup.max_plies > 0 ? g.setup.max_plies : 10000;
  while (!s.terminal() && s.ply() < cap) {
    const int p = s.first_to_move();
    engine.legal_moves(s, p, legal);
    for (const Move& m : legal) tally.action_seen[m.action] = true;
    check_hooks(engine, s, p, legal);
    if (legal.empty()) {
      if (tally.stuck++ == 0) tally.stuck_example = "player " + std::to_string(p) + " at ply " + std::to_string(s.ply()) + ", seed " + std::to_string(seed);
      return;
    }
    engine.apply_unchecked(s, p, agent.choose(legal));
    const std::string broken = engine.broken_invariant(s);
    if (!broken.empty()) {
      if (tally.invariant_broken++ == 0) tally.invariant_example = broken + " (ply " + std::to_string(s.ply()) + ", seed " + std::to_string(seed) + ")";
      return;
    }
  }
  tally.cut_off += !s.terminal();
}

void count_error(const LintTarget& t, const std::string& what, Tally& tally) {
  const Finding f = rule_finding(what, t, "playouts");
  auto [it, fresh] = tally.errors.emplace(f.message, RuleErrorTally{f, 0});
  ++it->second.games;
}

std::string of_games(int games, const LintOptions& o) {
  return std::to_string(games) + " of " + std::to_string(o.playouts) + " random games";
}

void report_stuck(const LintTarget& t, const LintOptions& o, const Tally& tally, Findings& out) {
  const Position at = find_text(t.rules_file, "function moves");
  out.push_back({t.rules_file.string(), at.line, at.column, Severity::Error,
                 "no legal move but the game is not over (" + of_games(tally.stuck, o) + "; first: " + tally.stuck_example +
                     "): end the game in apply when no move is left, or give moves() a move to make", "playouts"});
}

void report_invariant(const LintTarget& t, const LintOptions& o, const Tally& tally, Findings& out) {
  const Position at = find_text(t.rules_file, "function invariant");
  out.push_back({t.rules_file.string(), at.line, at.column, Severity::Error,
                 "the rules' invariant is broken (" + of_games(tally.invariant_broken, o) + "; first: " + tally.invariant_example + ")",
                 "invariant"});
}

// The State methods that end a game, as the runtime names them.
std::string ending_methods(const GameDef& g) {
  std::vector<std::string> names = RulesRuntime::api_names(g).state;
  std::sort(names.begin(), names.end(), [](const std::string& a, const std::string& b) { return (a != "win") < (b != "win") || ((a != "win") == (b != "win") && a < b); });
  std::string out;
  for (const auto& m : names)
    if (m == "win" || m.rfind("end_", 0) == 0) out += (out.empty() ? "s:" : ", s:") + m;
  return out;
}

void report_cut_off(const LintTarget& t, const LintOptions& o, const Tally& tally, Findings& out) {
  const Located at = find_in_game(t, "max_plies:");
  // A warning: random play may wander for ever in a sound game (Forage's random pawns do).
  out.push_back({at.file, at.at.line, at.at.column, Severity::Warning,
                 of_games(tally.cut_off, o) + " reached max_plies (" + std::to_string(t.game->setup.max_plies) +
                     ") without ending: does apply ever end the game (" + ending_methods(*t.game) + ")?", "never-ends"});
}

void report_unused_action(const LintTarget& t, const LintOptions& o, const std::string& action, Findings& out) {
  const Located at = find_in_game(t, action + ":", "actions:");
  out.push_back({at.file, at.at.line, at.at.column, Severity::Warning,
                 "action '" + action + "' was never legal in " + std::to_string(o.playouts) +
                     " random games (a rule for positions they seldom reach, as a pass with no other move left, may say `rare: true`)",
                 "coverage"});
}

void report(const LintTarget& t, const LintOptions& o, const Tally& tally, Findings& out) {
  for (const auto& [message, e] : tally.errors) {
    Finding f = e.first;
    f.message += ", in " + of_games(e.games, o);
    out.push_back(f);
  }
  if (tally.stuck) report_stuck(t, o, tally, out);
  if (tally.invariant_broken) report_invariant(t, o, tally, out);
  if (tally.cut_off) report_cut_off(t, o, tally, out);
  for (size_t a = 0; a < tally.action_seen.size(); ++a)
    if (!tally.action_seen[a] && !t.game->actions.list[a].rare) report_unused_action(t, o, t.game->actions.list[a].name, out);
}

}  // namespace

void check_playouts(const LintTarget& t, const LintOptions& o, Findings& out) {
  Tally tally;
  tally.action_seen.assign(t.game->actions.list.size(), false);
  try {
    Engine engine(t.game, o.limits);
    for (int i = 0; i < o.playouts; ++i) {
      try {
        play_one(engine, game_seed(o.seed, i), tally);
      } catch (const RuleError& e) {
        count_error(t, e.what(), tally);
      }
    }
    const std::string changed = engine.changed_by_games();  // the last game's, too
    if (!changed.empty()) count_error(t, changed + "; rule state belongs in the State: declare a variable", tally);
  } catch (const RuleError&) {
    return;  // the load pass reports rules that do not load
  }
  Findings found;
  report(t, o, tally, found);
  // A variant's findings land on the base game's files: say which variant played.
  const bool variant = t.file.filename() != "game.yaml";
  for (auto& f : found) {
    if (variant) f.message = "with " + t.file.filename().string() + ": " + f.message;
    out.push_back(f);
  }
}

}  // namespace rb
