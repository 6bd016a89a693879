#include "analysis/perft.h"

#include <stdexcept>
#include <string>

#include "engine/engine.h"

namespace rb {
namespace {

struct Walk {
  Engine& engine;
  PerftCount count;
  std::vector<uint64_t>& counts;
};

void each_turn(const Walk& w, const State& state, int p, const MoveList& legal, int depth, int left, int plies);

// The player after p in turn order.
int next_in_order(const State& s, int p) { return p % s.players() + 1; }

// Adds the number of sequences of each length up to `left` below `state` into counts[depth..].
// `expected` is the player whose turn it would be in order (0: no expectation); with
// count_passes, each player the rules skipped before the one who decides is a pass, one
// sequence a depth, leading to the same State.
void walk(const Walk& w, const State& state, int depth, int left, int expected) {
  if (left == 0 || state.terminal()) return;
  const int p = state.first_to_move();
  const bool one_decides = (state.to_move() & (state.to_move() - 1)) == 0;
  if (w.count == PerftCount::Passes && expected != 0 && expected != p && one_decides) {
    w.counts[size_t(depth)] += 1;
    return walk(w, state, depth + 1, left - 1, next_in_order(state, expected));
  }
  MoveList legal;
  w.engine.legal_moves(state, p, legal);
  if (w.count == PerftCount::Turns && one_decides) return each_turn(w, state, p, legal, depth, left, 1);
  w.counts[size_t(depth)] += uint64_t(legal.size());
  if (left == 1) return;
  for (const Move& m : legal) {
    State next = state;
    w.engine.apply_unchecked(next, p, m);
    walk(w, next, depth + 1, left - 1, one_decides ? next_in_order(state, p) : 0);
  }
}

// Each way through p's turn from `state` (whose legal moves `legal` holds): every sequence
// of plies of p alone until another decides, p has no move, or the game is over, a move.
// A turn longer than kLongestTurn plies is an error, not a walk without end.
constexpr int kLongestTurn = 64;
void each_turn(const Walk& w, const State& state, int p, const MoveList& legal, int depth, int left, int plies) {
  if (plies > kLongestTurn)
    throw std::runtime_error("perft: player " + std::to_string(p) + "'s turn goes on past " + std::to_string(kLongestTurn) +
                             " plies; a turn that need not end has no count of turns");
  for (const Move& m : legal) {
    State next = state;
    w.engine.apply_unchecked(next, p, m);
    MoveList more;
    if (!next.terminal() && next.to_move() == 1u << (p - 1)) w.engine.legal_moves(next, p, more);
    if (!more.empty()) {
      each_turn(w, next, p, more, depth, left, plies + 1);  // still p's turn
      continue;
    }
    w.counts[size_t(depth)] += 1;
    if (left > 1) walk(w, next, depth + 1, left - 1, 0);
  }
}

}  // namespace

std::vector<uint64_t> perft(Engine& engine, const State& state, int max_depth, PerftCount count) {
  std::vector<uint64_t> counts(size_t(max_depth), 0);
  walk(Walk{engine, count, counts}, state, 0, max_depth, 0);
  return counts;
}

}  // namespace rb
