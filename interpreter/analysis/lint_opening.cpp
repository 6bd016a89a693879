// Lint pass: the rules run. A game is set up, every first move of the player to move is
// generated and applied, and a second game is started (which reports module-level locals
// changed during the first). Cheap, and it finds most mistakes in setup, moves and apply
// without random playouts.
#include "analysis/lint.h"
#include "engine/engine.h"

namespace rb {
namespace {

constexpr int kMaxFirstMoves = 64;  // enough to reach each branch of apply, still instant

// Applies each first move to a copy of the start; stops at the first error.
void apply_first_moves(Engine& engine, const State& start, const LintTarget& t, Findings& out) {
  const int player = start.first_to_move();
  MoveList legal;
  engine.legal_moves(start, player, legal);
  if (legal.empty() && !start.terminal()) {
    const Position at = find_text(t.rules_file, "function moves");
    out.push_back({t.rules_file.string(), at.line, at.column, Severity::Error,
                   "moves() gives player " + std::to_string(player) + " no legal move at the start of the game", "opening"});
  }
  for (int i = 0; i < legal.size() && i < kMaxFirstMoves; ++i) {
    State s = start;
    engine.apply_unchecked(s, player, legal[i]);
  }
}

}  // namespace

void check_opening(const LintTarget& t, const LintOptions& o, Findings& out) {
  try {
    Engine engine(t.game, o.limits);
    const State start = engine.new_game(o.seed);
    apply_first_moves(engine, start, t, out);
    engine.new_game(o.seed + 1);
  } catch (const RuleError& e) {
    out.push_back(rule_finding(e.what(), t, "opening"));
  }
}

}  // namespace rb
