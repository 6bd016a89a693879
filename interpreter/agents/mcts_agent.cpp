#include "agents/mcts_agent.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <exception>
#include <thread>
#include <tuple>

#include "agents/child_match.h"
#include "agents/prior_policy.h"
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
  c.rollout_prior = spec.option("rollout") >= 1;
  c.rollout_sample = spec.option("rollout") == 2 ? kRolloutSample : 0;
  c.bias = spec.option("bias");
  c.threads = int(spec.option("threads"));
  c.reuse = spec.option("reuse") == 1;
  c.spread = spec.option("spread") == 1;
  c.stop = spec.option("stop") == 1;
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

struct MctsAgent::Worker {
  std::unique_ptr<Engine> engine;
  std::unique_ptr<MctsAgent> agent;
};

MctsAgent::MctsAgent(uint64_t seed, SearchConfig config) : seed_(seed), words_(seed_rng(seed)), config_(config) {}
MctsAgent::~MctsAgent() = default;

const Move& MctsAgent::choose(Engine& engine, const State& state, int player, const MoveList& legal) {
  standing_.clear();
  if (legal.size() == 1) return legal[0];
  if (config_.threads > 1) search_in_parallel(engine, state, player, legal);
  else search(engine, state, player, legal);
  int total = last_iterations_;
  for (const auto& w : workers_) {
    total += w->agent->last_iterations_;
    for (size_t p = 0; p < standing_.size(); ++p) standing_[p] += w->agent->standing_[p];
  }
  for (double& v : standing_) v /= std::max(total, 1);
  return legal[most_visited(legal)];
}

// The most visited legal move; among equals (a flat evaluate spreads visits evenly) the one
// the game's prior() likes best, then the one found better, then the first: never by
// accident the move that happens to be listed first, such as a pass.
int MctsAgent::most_visited(const MoveList& legal) const {
  const std::vector<int> visits = root_visits(legal);
  std::vector<double> prior(visits.size(), 0), mean(visits.size(), 0);
  for (int child : nodes_[0].children)
    for (int i = 0; i < legal.size(); ++i)
      if (nodes_[size_t(child)].move == legal[i]) {
        const Node& n = nodes_[size_t(child)];
        prior[size_t(i)] = n.prior, mean[size_t(i)] = n.visits ? n.reward / n.visits : 0;
      }
  int best = 0;
  for (size_t i = 1; i < visits.size(); ++i) {
    const size_t b = size_t(best);
    if (std::tie(visits[i], prior[i], mean[i]) > std::tie(visits[b], prior[b], mean[b])) best = int(i);
  }
  return best;
}

void MctsAgent::search(Engine& engine, const State& state, int player, const MoveList& legal) {
  const bool open = !hides_anything(engine.game(), state, player);  // reuse reads the whole State
  if (!(config_.reuse && open && reuse_tree(engine, state))) nodes_.assign(1, Node{});
  if (config_.reuse && open) last_root_ = state;
  else last_root_.reset();
  standing_.assign(size_t(state.players()), 0.0);
  const double started = seconds_now();
  State sample = determinize(engine.game(), state, player, words_.s);
  int done = 0;
  for (; budget_left(done, started); ++done) {
    if (config_.resample_each_iteration && done > 0) sample = determinize(engine.game(), state, player, words_.s);
    iterate(engine, sample, player, legal);
  }
  last_iterations_ = done;
}

// Tree reuse: the node of the last search whose moves, replayed from that search's root,
// give exactly `state` becomes the root, with all it learnt below it. Only where the
// player sees everything (a replay compares whole States) and only without chance between
// the two decisions (a die rolled differently gives another State): else a fresh tree.
bool MctsAgent::reuse_tree(Engine& engine, const State& state) {
  last_reused_ = 0;
  if (!last_root_ || nodes_.empty()) return false;
  const int plies = state.ply() - last_root_->ply();
  if (plies < 1 || plies > 8) return false;
  const int found = find_node(engine, 0, *last_root_, state, plies);
  if (found <= 0) return false;
  std::vector<Node> kept;
  keep_subtree(found, -1, kept);
  nodes_ = std::move(kept);
  last_reused_ = nodes_[0].visits;
  return true;
}

// The descendant of `node` `plies` moves down that leads from `at` to `target`, or -1.
int MctsAgent::find_node(Engine& engine, int node, const State& at, const State& target, int plies) {
  if (plies == 0) return at == target ? node : -1;
  for (int child : nodes_[size_t(node)].children) {
    State next = at;
    const Node& c = nodes_[size_t(child)];
    if (!next.may_move(c.mover)) continue;
    engine.apply_unchecked(next, c.mover, c.move);
    if (const int found = find_node(engine, child, next, target, plies - 1); found >= 0) return found;
  }
  return -1;
}

// Copies the subtree under `node` into `out`, renumbered, `parent` its new parent.
void MctsAgent::keep_subtree(int node, int parent, std::vector<Node>& out) {
  const int at = int(out.size());
  out.push_back(nodes_[size_t(node)]);
  out.back().parent = parent;
  out.back().children.clear();
  if (parent < 0) out.back().mover = 0, out.back().move = Move{};
  for (int child : nodes_[size_t(node)].children) {
    out[size_t(at)].children.push_back(int(out.size()));
    keep_subtree(child, at, out);
  }
}

// The other searches run on threads of their own, each with its own engine (a Lua state is
// not shared) and seed; this one runs on the caller's thread.
void MctsAgent::search_in_parallel(Engine& engine, const State& state, int player, const MoveList& legal) {
  legal.write_out();  // every thread reads the root's moves: none may write them out under another
  SearchConfig single = config_;
  single.threads = 1;
  single.stop = false;  // one worker's lead says nothing of the summed visits
  while (int(workers_.size()) < config_.threads - 1) {
    auto w = std::make_unique<Worker>();
    w->engine = std::make_unique<Engine>(engine.game_ptr());
    w->agent = std::make_unique<MctsAgent>(seed_ ^ (0x9e3779b97f4a7c15ull * (workers_.size() + 1)), single);
    workers_.push_back(std::move(w));
  }
  for (auto& w : workers_) w->agent->set_deadline(deadline_);
  std::vector<std::exception_ptr> failed(workers_.size());
  std::vector<std::thread> threads;
  for (size_t i = 0; i < workers_.size(); ++i)
    threads.emplace_back([&, i] {
      try {
        workers_[i]->agent->search(*workers_[i]->engine, state, player, legal);
      } catch (...) {
        failed[i] = std::current_exception();
      }
    });
  std::exception_ptr mine;
  try {
    search(engine, state, player, legal);
  } catch (...) {
    mine = std::current_exception();
  }
  for (auto& t : threads) t.join();
  if (mine) std::rethrow_exception(mine);
  for (const auto& f : failed)
    if (f) std::rethrow_exception(f);
}

std::vector<int> MctsAgent::root_visits(const MoveList& legal) const {
  std::vector<int> visits(size_t(legal.size()), 0);
  auto add = [&](const MctsAgent& a) {
    for (int child : a.nodes_[0].children)
      for (int i = 0; i < legal.size(); ++i)
        if (a.nodes_[child].move == legal[i]) visits[size_t(i)] += a.nodes_[child].visits;
  };
  add(*this);
  for (const auto& w : workers_) add(*w->agent);
  return visits;
}

bool MctsAgent::budget_left(int done, double started) const {
  if (done > 0 && past_deadline()) return false;
  if (config_.seconds > 0) return done == 0 || seconds_now() - started < config_.seconds;
  if (config_.stop && config_.threads <= 1 && done > 0 && decided(config_.iterations - done)) return false;
  return done < config_.iterations;
}

// Whether the most visited root move leads every other by more than `left` visits, so that
// no other can catch it up, nor tie it (most_visited breaks ties by other means).
bool MctsAgent::decided(int left) const {
  int first = 0, second = 0;
  for (int child : nodes_[0].children) {
    const int v = nodes_[size_t(child)].visits;
    if (v > first) second = first, first = v;
    else if (v > second) second = v;
  }
  return first - second > left;
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
// UCB1 (plus the prior's fading bias) over the iterations in which it was available;
// applies its move to `s`.
int MctsAgent::select_or_expand(Engine& engine, State& s, int node, const MoveList& legal, int mover) {
  match_children(nodes_[size_t(node)].children, [this](int i) -> Node& { return nodes_[size_t(i)]; }, legal, mover, candidates_);
  const bool untried = std::find(candidates_.begin(), candidates_.end(), -1) != candidates_.end();
  double share = 0;
  const int best = untried ? pick_untried(engine, s, node, legal, mover, share) : pick_by_ucb(legal, engine.has_prior());
  int chosen = candidates_[size_t(best)];
  if (chosen < 0) {
    chosen = int(nodes_.size());
    Node child;
    child.move = legal[best], child.mover = mover, child.parent = node, child.available = 1, child.prior = share, child.slot = best;
    nodes_.push_back(std::move(child));
    nodes_[node].children.push_back(chosen);
  }
  engine.apply_unchecked(s, mover, legal[best]);
  return chosen;
}

// Uniform among the untried moves; with a prior (and bias), the untried move it likes
// best, ties uniform. `share` gets that move's prior over the best prior of all legal moves.
int MctsAgent::pick_untried(Engine& engine, const State& s, int node, const MoveList& legal, int mover, double& share) {
  const bool by_prior = config_.bias > 0 && engine.has_prior();
  if (by_prior) priors_at(engine, s, node, legal, mover);
  int best = -1, ties = 0;
  for (int i = 0; i < legal.size(); ++i) {
    if (candidates_[size_t(i)] >= 0) continue;
    const bool better = by_prior && best >= 0 && weights_[size_t(i)] > weights_[size_t(best)];
    const bool tie = best < 0 || !by_prior || weights_[size_t(i)] == weights_[size_t(best)];
    if (better) best = i, ties = 1;
    else if (tie && rng_below(words_.s, uint32_t(++ties)) == 0) best = i;
  }
  if (by_prior) {
    const double top = *std::max_element(weights_.begin(), weights_.end());
    share = top > 0 ? weights_[size_t(best)] / top : 0;
  }
  return best;
}

// The priors of `legal` at `node` into weights_: asked of the rules once, when the node
// first expands, and again only where its legal moves differ (a sample, other luck).
void MctsAgent::priors_at(Engine& engine, const State& s, int node, const MoveList& legal, int mover) {
  Node& n = nodes_[size_t(node)];
  bool same = int(n.prior_moves.size()) == legal.size();
  for (int i = 0; same && i < legal.size(); ++i) same = n.prior_moves[size_t(i)] == legal[i];
  if (!same) {
    priors_of(engine, s, mover, legal, true, n.priors);
    n.prior_moves.assign(legal.begin(), legal.end());
  }
  weights_ = n.priors;
}

// With `spread`, the lowest and highest mean reward among the candidates (else 0 and 1).
std::pair<double, double> MctsAgent::mean_range(const MoveList& legal) const {
  if (!config_.spread) return {0.0, 1.0};
  double lo = 1, hi = 0;
  for (int i = 0; i < legal.size(); ++i) {
    const Node& n = nodes_[size_t(candidates_[size_t(i)])];
    lo = std::min(lo, n.reward / n.visits), hi = std::max(hi, n.reward / n.visits);
  }
  return hi - lo > 1e-9 ? std::pair{lo, hi - lo} : std::pair{0.0, 1.0};
}

int MctsAgent::pick_by_ucb(const MoveList& legal, bool with_bias) {
  const auto [low, range] = mean_range(legal);
  int best = 0;
  double best_value = -1e300;
  for (int i = 0; i < legal.size(); ++i) {
    Node& n = nodes_[size_t(candidates_[size_t(i)])];
    n.available += 1;
    const double mean = (n.reward / n.visits - low) / range;
    double value = mean + config_.c * std::sqrt(std::log(double(n.available)) / n.visits);
    if (with_bias) value += config_.bias * n.prior / (n.visits + 1);
    if (value > best_value) best_value = value, best = i;
  }
  return best;
}

std::vector<double> MctsAgent::play_out(Engine& engine, State& s) {
  const int cap = engine.has_evaluate() ? std::min(config_.depth, config_.playout) : config_.playout;
  for (int ply = 0; ply < cap && !s.terminal(); ++ply) {
    const int p = s.first_to_move();
    engine.legal_moves(s, p, scratch_);
    if (scratch_.empty()) break;
    engine.apply_unchecked(s, p, scratch_[draw_move(engine, s, p, scratch_, config_.rollout_prior, words_.s, weights_, config_.rollout_sample)]);
  }
  if (s.terminal() || !engine.has_evaluate()) return rewards_of(s);
  std::vector<double> reward;
  engine.evaluate_all(s, reward);
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
