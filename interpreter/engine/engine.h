// The engine: the one place that runs a game. It checks before it applies (the game is
// not over, the player may act, the move is legal) and lets the rules supply the step.
// One Engine per thread; the Game behind it is shared.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "core/chance.h"
#include "core/game_def.h"
#include "core/move.h"
#include "core/state.h"
#include "lua/rules_runtime.h"

namespace rb {

class Engine {
 public:
  explicit Engine(std::shared_ptr<const GameDef> game, SandboxLimits limits = {});

  const GameDef& game() const { return *game_; }
  const std::shared_ptr<const GameDef>& game_ptr() const { return game_; }

  // A fresh game: the State seeded, then the rules' setup(). A setup() that called no
  // chance method (roll, random, shuffle, draw) took nothing from the seed, forced
  // outcomes or the transcript, and the rules keep nothing of their own between games
  // (RulesRuntime::check_between_games); so it runs for the Engine's first game only, and
  // each later game starts from a copy of the position it made, with its own seed's generator.
  State new_game(uint64_t seed, Chance* chance = nullptr);
  // The same into `s`, reusing its storage: a loop of games allocates nothing per game.
  void restart(State& s, uint64_t seed, Chance* chance = nullptr);
  // The moves `player` may make now; empty when the game is over or it is not their decision.
  void legal_moves(const State& state, int player, MoveList& out);
  // For callers that picked the move from legal_moves (bots): no second check. The
  // action's declared effects and endings come first, then the rules' apply() if the game
  // goes on; without an apply() the turn passes to the next player.
  void apply_unchecked(State& state, int player, const Move& move, Chance* chance = nullptr);
  // Checks first; returns why the move cannot be made ("" when it was applied).
  std::string apply_checked(State& state, int player, const Move& move, Chance* chance = nullptr);
  // Why `move` is not legal for `player` now, in a sentence, with the nearest legal moves;
  // "" when it is legal.
  std::string why_illegal(const State& state, int player, const Move& move);
  // What the rules' invariant(s) says is broken in `state` ("" when it holds or is absent).
  // (Why a game ended is in its State: State::end_reason.)
  std::string broken_invariant(const State& state) { return rules_.check_invariant(state); }
  // The rules' runtime, for its profiler.
  RulesRuntime& rules() { return rules_; }
  // Rule state the games so far kept in Lua instead of the State, put back (RulesRuntime).
  std::string changed_by_games() { return rules_.changed_by_games(); }
  // The rules' optional agent entry points (RulesRuntime): a position's value for a
  // player in [0, 1], and the game's own bot choosing among move texts.
  bool has_evaluate() const { return rules_.has_evaluate(); }
  bool has_evaluate_all() const { return rules_.has_evaluate_all(); }
  double evaluate(const State& state, int player) { return rules_.evaluate(state, player); }
  void evaluate_all(const State& state, std::vector<double>& out) { rules_.evaluate_all(state, out); }
  std::string evaluate_disagreement(const State& state) { return rules_.evaluate_disagreement(state); }
  bool has_prior() const { return rules_.has_prior(); }
  double prior(const State& state, int player, const Move& move) { return rules_.prior(state, player, move); }
  bool has_prior_all() const { return rules_.has_prior_all(); }
  std::string prior_disagreement(const State& state, int player, const MoveList& moves, const std::vector<double>& all) {
    return rules_.prior_disagreement(state, player, moves, all);
  }
  // Every move's prior in order, from prior_all where the rules define it (one call).
  void prior_all(const State& state, int player, const MoveList& moves, std::vector<double>& out) {
    rules_.prior_all(state, player, moves, out);
  }
  bool has_bot() const { return rules_.has_bot(); }
  // Every move comes from the declared patterns (the rules add none of their own): a random
  // pick may then take its move from their masks (core/move_batches.h).
  bool moves_are_patterns() const { return !has_moves_ && !game_->actions.patterns.empty(); }
  int bot(const State& state, int player, const std::vector<std::string>& moves) { return rules_.bot(state, player, moves); }

 private:
  std::shared_ptr<const GameDef> game_;
  RulesRuntime rules_;
  MoveList scratch_;
  std::optional<State> start_;  // the position setup() made when it called no chance method
  Chance no_chance_;  // nothing forced: the State's generator decides (kept, as a deque allocates)
  bool has_moves_, has_apply_;     // the rules define moves(), apply(): asked once, read every ply
};

}  // namespace rb
