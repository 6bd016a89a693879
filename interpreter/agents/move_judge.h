// Judging a move by the position it leads to, the way one-ply agents (greedy, heuristic)
// do, so that every seat judges alike. Where the player cannot see everything, the move is
// judged on `samples` States sampled from what it sees (engine/hidden_info.h), not on one
// guess. In a simultaneous decision run as players choosing in turn, the last to choose
// would see the reveal and the first would not; so a move there is judged after the others
// still to choose have chosen too (drawn by the game's prior()). Every move judged meets
// the same samples, draws and luck, so two moves are compared on equal terms.
#pragma once

#include <array>
#include <functional>
#include <vector>

#include "core/move.h"
#include "core/rng.h"
#include "core/state.h"

namespace rb {

class Engine;

class MoveJudge {
 public:
  MoveJudge(uint64_t seed, int samples) : words_(seed_rng(seed)), samples_(samples) {}
  // Samples what `player` may not see of `state` and draws this decision's luck: call once
  // per decision, before judge(). Returns the first sample.
  const State& start(Engine& engine, const State& state, int player);
  // The mean of value(position) over the samples, the position being a sample after `move`
  // and, in a simultaneous decision, the others' choices in it.
  double judge(Engine& engine, int player, const Move& move, const std::function<double(const State&)>& value);
  uint32_t* rng() { return words_.s; }

 private:
  void complete_decision(Engine& engine, State& s, int player, RngWords draws);

  RngWords words_;
  int samples_;
  uint32_t others_ = 0;                 // the others who choose in the same decision
  std::vector<State> views_;            // per sample: a State consistent with what it sees
  std::vector<std::array<RngWords, 2>> luck_;  // per sample: the game's chance, the others' draws
  MoveList legal_;
  std::vector<double> weights_;
};

}  // namespace rb
