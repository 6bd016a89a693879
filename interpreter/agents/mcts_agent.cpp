#include "agents/mcts_agent.h"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "engine/engine.h"
#include "engine/hidden_info.h"

namespace rb {
namespace {

double seconds_now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

double result_reward(Result r) {
  if (r == Result::Win) return 1;
  if (r == Result::Loss) return 0;
  return 0.5;  // a draw, or no result yet
}

}  // namespace

SearchConfig SearchConfig::from(const AgentSpec& spec) {
  SearchConfig c;
  c.iterations = int(spec.option("iterations"));
  c.seconds = spec.option("seconds");
  c.c = spec.option("c");
  c.playout = int(spec.option("playout"));
  c.depth = int(spec.option("depth"));
  c.resample_each_iteration = spec.name == "ismcts";
  return c;
}

std::vector<double> rewards_of(const State& s) {
  const int n = s.players();
  std::vector<double> reward(n, 0.5);
  bool any_result = false;
  for (int p = 1; p <= n; ++p) any_result |= s.result(p) != Result::None;
  if (any_result) {
    for (int p = 1; p <= n; ++p) reward[p - 1] = result_reward(s.result(p));
    return reward;
  }
  if (n < 2) return reward;
  for (int p = 1; p <= n; ++p) {
    double beaten = 0;
    for (int q = 1; q <= n; ++q)
      if (q != p) beaten += s.score(q) < s.score(p) ? 1.0 : s.score(q) == s.score(p) ? 0.5 : 0.0;
    reward[p - 1] = beaten / (n - 1);
  }
  return reward;
}

const Move& MctsAgent::choose(Engine& engine, const State& state, int player, const MoveList& legal) {
  standing_.clear();
  if (legal.size() == 1) return legal[0];
  nodes_.assign(1, Node{});
  standing_.assign(size_t(state.players()), 0.0);
  const double started = seconds_now();
  State sample = determinize(engine.game(), state, player, words_.s);
  int done = 0;
  for (; budget_left(done, started); ++done) {
    if (config_.resample_each_iteration && done > 0) sample = determinize(engine.game(), state, player, words_.s);
    iterate(engine, sample, player, legal);
  }
  last_iterations_ = done;
  for (double& v : standing_) v /= std::max(done, 1);
  int best = -1;
  for (int child : nodes_[0].children)
    if (best < 0 || nodes_[child].visits > nodes_[best].visits) best = child;
  for (const Move& m : legal)
    if (best >= 0 && m == nodes_[best].move) return m;
  return legal[0];
}

bool MctsAgent::budget_left(int done, double started) const {
  if (config_.seconds > 0) return done == 0 || seconds_now() - started < config_.seconds;
  return done < config_.iterations;
}

void MctsAgent::iterate(Engine& engine, const State& sample, int player, const MoveList& root_legal) {
  State s = sample;
  for (int i = 0; i < 4; ++i) s.rng()[i] = rng_next(words_.s);  // this iteration's chance
  const int leaf = descend(engine, s, player, root_legal);
  back_up(leaf, play_out(engine, s));
}

// Walks down from the root, applying each chosen move to `s`, until it adds a node
// (or reaches the end of the game); returns the last node.
int MctsAgent::descend(Engine& engine, State& s, int player, const MoveList& root_legal) {
  int node = select_or_expand(engine, s, 0, root_legal, player);
  while (nodes_[node].visits > 0 && !s.terminal()) {
    const int p = s.first_to_move();
    engine.legal_moves(s, p, legal_);
    if (legal_.empty()) break;
    node = select_or_expand(engine, s, node, legal_, p);
  }
  return node;
}

// An untried legal move if there is one (a new child), else the legal child with the best
// UCB1 over the iterations in which it was available; applies its move to `s`.
int MctsAgent::select_or_expand(Engine& engine, State& s, int node, const MoveList& legal, int mover) {
  candidates_.assign(legal.size(), -1);
  for (int child : nodes_[node].children)
    for (int i = 0; i < legal.size(); ++i)
      if (nodes_[child].mover == mover && nodes_[child].move == legal[i]) candidates_[i] = child;
  int untried = 0, best = -1;
  double best_value = -1;
  for (int i = 0; i < legal.size(); ++i) {
    const int child = candidates_[i];
    if (child < 0 && rng_below(words_.s, uint32_t(++untried)) == 0) best = i;  // uniform among untried
    if (child < 0 || untried > 0) continue;
    Node& n = nodes_[child];
    n.available += 1;
    const double value = n.reward / n.visits + config_.c * std::sqrt(std::log(double(n.available)) / n.visits);
    if (value > best_value) best_value = value, best = i;
  }
  const Move move = legal[best];
  int chosen = candidates_[best];
  if (chosen < 0) {
    chosen = int(nodes_.size());
    nodes_.push_back(Node{move, mover, node, {}, 0, 0, 1});
    nodes_[node].children.push_back(chosen);
  }
  engine.apply_unchecked(s, mover, move);
  return chosen;
}

std::vector<double> MctsAgent::play_out(Engine& engine, State& s) {
  const int cap = engine.has_evaluate() ? std::min(config_.depth, config_.playout) : config_.playout;
  for (int ply = 0; ply < cap && !s.terminal(); ++ply) {
    const int p = s.first_to_move();
    engine.legal_moves(s, p, scratch_);
    if (scratch_.empty()) break;
    engine.apply_unchecked(s, p, scratch_[int(rng_below(words_.s, uint32_t(scratch_.size())))]);
  }
  if (s.terminal() || !engine.has_evaluate()) return rewards_of(s);
  std::vector<double> reward(s.players());
  for (int p = 1; p <= s.players(); ++p) reward[p - 1] = engine.evaluate(s, p);
  return reward;
}

void MctsAgent::back_up(int node, const std::vector<double>& reward) {
  for (size_t p = 0; p < standing_.size() && p < reward.size(); ++p) standing_[p] += reward[p];
  for (; node > 0; node = nodes_[node].parent) {
    nodes_[node].visits += 1;
    nodes_[node].reward += reward[nodes_[node].mover - 1];
  }
}

}  // namespace rb
