// Lint pass (with --playouts N): seeded random games that look for rule errors, positions
// with no legal move that are not over, games that never end, and actions never legal.
#include <map>
#include <regex>

#include "agents/random_agent.h"
#include "analysis/lint.h"
#include "analysis/playtest.h"
#include "engine/engine.h"

namespace rb {
namespace {

struct Tally {
  std::map<std::string, int> errors;  // message -> games
  std::vector<bool> action_seen;
  int cut_off = 0, stuck = 0;
  std::string stuck_example;
};

void play_one(Engine& engine, uint64_t seed, Tally& tally) {
  const GameDef& g = engine.game();
  RandomAgent agent(seed);
  MoveList legal;
  State s = engine.new_game(seed);
  const int cap = g.max_plies > 0 ? g.max_plies : 10000;
  while (!s.terminal() && s.ply() < cap) {
    const int p = s.first_to_move();
    engine.legal_moves(s, p, legal);
    for (const Move& m : legal) tally.action_seen[m.action] = true;
    if (legal.empty()) {
      if (tally.stuck++ == 0) tally.stuck_example = "player " + std::to_string(p) + " at ply " + std::to_string(s.ply()) + " (seed " + std::to_string(seed) + ")";
      return;
    }
    engine.apply_unchecked(s, p, agent.choose(legal));
  }
  tally.cut_off += !s.terminal();
}

Finding at_rule_position(const std::string& text, const std::string& fallback) {
  static const std::regex with_line(R"(^([^:\n]+):(\d+): ([^\n]*))");
  std::smatch m;
  if (std::regex_search(text, m, with_line)) return {m[1], std::stoi(m[2]), 1, Severity::Error, m[3], "playouts"};
  return {fallback, 0, 0, Severity::Error, text.substr(0, text.find('\n')), "playouts"};
}

void report(const LintTarget& t, const LintOptions& o, const Tally& tally, Findings& out) {
  const std::string file = t.file.string(), n = std::to_string(o.playouts);
  for (const auto& [message, games] : tally.errors) {
    Finding f = at_rule_position(message, t.rules_file.string());
    f.message += " (in " + std::to_string(games) + " of " + n + " games)";
    out.push_back(f);
  }
  if (tally.stuck)
    out.push_back({file, 0, 0, Severity::Error, "no legal move but the game is not over, in " + std::to_string(tally.stuck) + " of " + n + " games; first: " + tally.stuck_example, "playouts"});
  if (tally.cut_off)
    out.push_back({file, 0, 0, Severity::Warning, std::to_string(tally.cut_off) + " of " + n + " random games reached max_plies (" + std::to_string(t.game->max_plies) + ") without ending", "never-ends"});
  for (size_t a = 0; a < tally.action_seen.size(); ++a)
    if (!tally.action_seen[a]) {
      const Position at = find_text(t.file, t.game->actions[a].name + ":", "actions:");
      out.push_back({file, at.line, at.column, Severity::Warning, "action '" + t.game->actions[a].name + "' was never legal in " + n + " random games", "coverage"});
    }
}

}  // namespace

void check_playouts(const LintTarget& t, const LintOptions& o, Findings& out) {
  Tally tally;
  tally.action_seen.assign(t.game->actions.size(), false);
  try {
    Engine engine(t.game);
    for (int i = 0; i < o.playouts; ++i) {
      try {
        play_one(engine, game_seed(o.seed, i), tally);
      } catch (const RuleError& e) {
        ++tally.errors[e.what()];
      }
    }
  } catch (const RuleError&) {
    return;  // the load pass reports rules that do not load
  }
  report(t, o, tally, out);
}

}  // namespace rb
