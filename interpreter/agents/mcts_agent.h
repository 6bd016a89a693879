// Monte Carlo tree search (UCT) over sampled States, for any number of players.
// Each iteration copies a State consistent with what the agent's player sees
// (engine/hidden_info.h), walks the tree by UCB1, adds one node, scores it (by the game's
// evaluate() after `depth` playout plies, else by playing on to the end or a ply cap) and
// credits every node with the reward, in [0, 1], of the player who chose its move. Where the
// game defines prior(), playout moves are drawn in proportion to it, a node's untried moves
// are tried best first, and UCB1 gains a progressive bias, `bias` x prior / best prior /
// (visits + 1), which fades as visits come. With spread, UCB1 reads a child's mean reward
// against the lowest and highest of its siblings' (as 0 and 1), so an evaluate() whose
// verdicts differ by a hundredth still steers the tree. With threads > 1, independent searches with
// their own seeds run side by side (root parallelism) and their root visits are summed,
// so the choice is still reproducible for a seed. With reuse, a search starts from the
// subtree the last one grew below the position now reached. Chance is sampled: the copy's
// generator is reseeded, so a node stands for a move, whatever the dice did ("open
// loop"), and a child is only a candidate in iterations where its move is legal. With stop,
// an iteration budget on one thread ends as soon as the most visited move leads every other
// by more than the iterations left: the whole budget would choose the same move.
//   mcts:   hidden information is sampled once per decision, chance every iteration;
//   ismcts: hidden information is sampled again every iteration (information-set MCTS).
#pragma once

#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "agents/agent.h"
#include "core/rng.h"

namespace rb {

// rollout=sampled: the moves a playout ply draws uniformly before prior() picks among them.
inline constexpr int kRolloutSample = 8;

struct SearchConfig {
  int iterations = 1000;
  double seconds = 0;      // > 0: a time budget instead of iterations (not reproducible)
  double c = 1.0;          // UCT exploration constant
  int playout = 400;       // plies of a random playout before it is scored as it stands
  int depth = 0;           // with evaluate(): playout plies before it is used (0: none)
  bool rollout_prior = true;  // playout moves drawn by the game's prior(), where it has one
  int rollout_sample = 0;     // > 0: by prior() among this many moves drawn uniformly
  double bias = 1.0;       // progressive bias from prior() (0: none)
  int threads = 1;         // root parallelism
  bool reuse = true;       // keep the subtree of the position reached since the last decision
  bool spread = true;      // UCB1 on means rescaled to the siblings' range (lowest 0, highest 1)
  bool stop = true;        // an iteration budget ends once the most visited move cannot be overtaken
  bool resample_each_iteration = false;  // ismcts
  static SearchConfig from(const AgentSpec& spec);
};

// The reward of each player (index p - 1) for a State, in [0, 1]: a result if the game
// gave one (win 1, draw 0.5, loss 0; a team shares its result), else the rank of the
// player's score among all (the best 1, the worst 0, ties shared).
std::vector<double> rewards_of(const State& state);

class MctsAgent : public Agent {
 public:
  MctsAgent(uint64_t seed, SearchConfig config);
  ~MctsAgent() override;
  const Move& choose(Engine& engine, const State& state, int player, const MoveList& legal) override;
  int last_iterations() const { return last_iterations_; }
  // Visits the last search started with, kept from the one before (tree reuse).
  int last_reused() const { return last_reused_; }
  std::vector<double> standing() const override { return standing_; }
  // The last search's visits of each legal move at the root, every worker's summed.
  std::vector<int> root_visits(const MoveList& legal) const;

 private:
  struct Node {
    Move move;
    int mover = 0;                 // the player who made `move` (0 at the root)
    int parent = -1;
    std::vector<int> children;
    double reward = 0;             // summed over visits, for `mover`
    int visits = 0, available = 0;  // available: iterations in which its move was legal
    double prior = 0;              // its move's prior() over the best of its siblings', when first met
    std::vector<Move> prior_moves;  // the legal moves after its move when their priors were asked
    std::vector<double> priors;     // and those priors
    int slot = -1;                  // where its move stood in the legal list last matched (agents/child_match.h)
  };
  struct Worker;  // another search of the same decision, on a thread of its own

  // One search of the decision: the tree at nodes_, standing_ summed (not yet averaged).
  void search(Engine& engine, const State& state, int player, const MoveList& legal);
  int most_visited(const MoveList& legal) const;
  void search_in_parallel(Engine& engine, const State& state, int player, const MoveList& legal);
  void iterate(Engine& engine, const State& sample, int player, const MoveList& root_legal);
  int descend(Engine& engine, State& s, int player, const MoveList& root_legal);
  int select_or_expand(Engine& engine, State& s, int node, const MoveList& legal, int mover);
  int pick_untried(Engine& engine, const State& s, int node, const MoveList& legal, int mover, double& share);
  void priors_at(Engine& engine, const State& s, int node, const MoveList& legal, int mover);
  std::pair<double, double> mean_range(const MoveList& legal) const;
  int pick_by_ucb(const MoveList& legal, bool with_bias);
  bool reuse_tree(Engine& engine, const State& state);
  int find_node(Engine& engine, int node, const State& at, const State& target, int plies);
  void keep_subtree(int node, int parent, std::vector<Node>& out);
  std::vector<double> play_out(Engine& engine, State& s);
  void back_up(int node, const std::vector<double>& reward);
  bool budget_left(int done, double started) const;
  bool decided(int left) const;

  uint64_t seed_;
  RngWords words_;
  SearchConfig config_;
  std::vector<Node> nodes_;
  MoveList legal_, scratch_;
  std::vector<int> candidates_;
  std::vector<double> weights_;
  std::vector<std::unique_ptr<Worker>> workers_;
  std::vector<double> standing_;  // every player's reward summed over iterations, then their mean
  int last_iterations_ = 0, last_reused_ = 0;
  std::optional<State> last_root_;  // the last search's root, for tree reuse
};

}  // namespace rb
