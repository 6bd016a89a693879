// Monte Carlo tree search (UCT) over sampled States, for any number of players.
// Each iteration copies a State consistent with what the agent's player sees
// (engine/hidden_info.h), walks the tree by UCB1, adds one node, scores it (by the game's
// evaluate() after `depth` random plies, else by random moves to the end or a ply cap) and
// credits every node with the reward, in [0, 1], of the player who chose its move. Chance is sampled: the copy's
// generator is reseeded, so a node stands for a move, whatever the dice did ("open
// loop"), and a child is only a candidate in iterations where its move is legal.
//   mcts:   hidden information is sampled once per decision, chance every iteration;
//   ismcts: hidden information is sampled again every iteration (information-set MCTS).
#pragma once

#include <vector>

#include "agents/agent.h"
#include "core/rng.h"

namespace rb {

struct SearchConfig {
  int iterations = 1000;
  double seconds = 0;      // > 0: a time budget instead of iterations (not reproducible)
  double c = 1.0;          // UCT exploration constant
  int playout = 400;       // plies of a random playout before it is scored as it stands
  int depth = 0;           // with evaluate(): random plies before it is used (0: none)
  bool resample_each_iteration = false;  // ismcts
  static SearchConfig from(const AgentSpec& spec);
};

// The reward of each player (index p - 1) for a State, in [0, 1]: a result if the game
// gave one (win 1, draw 0.5, loss 0; a team shares its result), else the rank of the
// player's score among all (the best 1, the worst 0, ties shared).
std::vector<double> rewards_of(const State& state);

class MctsAgent : public Agent {
 public:
  MctsAgent(uint64_t seed, SearchConfig config) : words_(seed_rng(seed)), config_(config) {}
  const Move& choose(Engine& engine, const State& state, int player, const MoveList& legal) override;
  int last_iterations() const { return last_iterations_; }
  std::vector<double> standing() const override { return standing_; }

 private:
  struct Node {
    Move move;
    int mover = 0;                 // the player who made `move` (0 at the root)
    int parent = -1;
    std::vector<int> children;
    double reward = 0;             // summed over visits, for `mover`
    int visits = 0, available = 0;  // available: iterations in which its move was legal
  };

  void iterate(Engine& engine, const State& sample, int player, const MoveList& root_legal);
  int descend(Engine& engine, State& s, int player, const MoveList& root_legal);
  int select_or_expand(Engine& engine, State& s, int node, const MoveList& legal, int mover);
  std::vector<double> play_out(Engine& engine, State& s);
  void back_up(int node, const std::vector<double>& reward);
  bool budget_left(int done, double started) const;

  RngWords words_;
  SearchConfig config_;
  std::vector<Node> nodes_;
  MoveList legal_, scratch_;
  std::vector<int> candidates_;
  std::vector<double> standing_;  // every player's reward summed over iterations, then their mean
  int last_iterations_ = 0;
};

}  // namespace rb
