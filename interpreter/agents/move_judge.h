// Judging a move by the position it leads to, the way one-ply agents (greedy, heuristic)
// do, so that every seat judges alike. In a simultaneous decision run as players choosing
// in turn, the last to choose would see the reveal and the first would not; so a move there
// is judged after the others still to choose have chosen too (drawn by the game's prior()),
// `samples` times, with the same draws for every move judged, so two moves meet the same
// guesses and luck.
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
  // Draws this decision's luck: call once per decision, before judge().
  void start(const State& view, int player);
  // The mean of value(position) over the samples, the position being `view` after `move`
  // and, in a simultaneous decision, the others' choices in it.
  double judge(Engine& engine, const State& view, int player, const Move& move,
               const std::function<double(const State&)>& value);
  uint32_t* rng() { return words_.s; }

 private:
  void complete_decision(Engine& engine, State& s, int player, RngWords draws);

  RngWords words_;
  int samples_;
  uint32_t others_ = 0;                 // the others who choose in the same decision
  std::vector<std::array<RngWords, 2>> luck_;  // per sample: the game's chance, the others' draws
  MoveList legal_;
  std::vector<double> weights_;
};

}  // namespace rb
