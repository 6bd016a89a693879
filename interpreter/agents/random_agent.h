// Random agents. `random` chooses uniformly among the legal moves; `random-action` first
// chooses an action name uniformly, then one of that action's moves, so an action with
// many argument choices (placing any of twelve cards) does not drown one with few (roll).
#pragma once

#include "agents/agent.h"
#include "core/move_batches.h"
#include "core/rng.h"

namespace rb {

class RandomAgent : public Agent {
 public:
  enum class Mode { Uniform, ByAction };
  explicit RandomAgent(uint64_t seed, Mode mode = Mode::Uniform) : words_(seed_rng(seed)), mode_(mode) {}
  const Move& choose(const MoveList& legal);
  // Starts its generator again from `seed`, as a new agent would, keeping its buffers.
  void reseed(uint64_t seed) { words_ = seed_rng(seed); }
  const Move& choose(Engine&, const State&, int, const MoveList& legal) override { return choose(legal); }
  // The move choose() would take from `player`'s legal moves in `s`, with the same draw, into
  // `out`; false when there is none. Where every pattern of the game is listed by masks and
  // the rules list no moves of their own, the move is taken by its number from the masks
  // (core/move_batches.h) without listing them; otherwise they are listed into `scratch`.
  bool play(Engine& engine, const State& s, int player, MoveList& scratch, Move& out);

 private:
  const Move& choose_by_action(const MoveList& legal);
  RngWords words_;
  Mode mode_;
  std::vector<int32_t> actions_;
  std::vector<MaskBatch> batches_;
  Move chosen_;  // choose()'s uniform pick, taken by its number: the list's batches stay unwritten
};

}  // namespace rb
