// The game's prior() as a policy: how agents that do not search every move (playouts, the
// heuristic agent's fallible moves, the others' choices in a simultaneous decision) pick
// one, so that a game's own idea of a likely move steers them instead of a coin.
#pragma once

#include <vector>

#include "core/move.h"
#include "core/state.h"

namespace rb {

class Engine;

// The prior of each legal move of `player` in `weights`, from one prior_all() call where the
// rules define it, else prior() of each (all 1 when the game has neither or `use_prior` is
// false); returns their sum.
double priors_of(Engine& engine, const State& s, int player, const MoveList& legal, bool use_prior,
                 std::vector<double>& weights);

// An index into `legal` drawn in proportion to the weights priors_of gives (uniformly
// when they are all 0). With `sample` > 0 and more moves than that, only `sample` moves
// drawn uniformly (with replacement) are weighed, so prior() runs `sample` times, not once a move.
int draw_move(Engine& engine, const State& s, int player, const MoveList& legal, bool use_prior, uint32_t* rng,
              std::vector<double>& weights, int sample = 0);

// A uniform number in [0, 1) from the agent's own generator.
double rng_unit(uint32_t* rng);

}  // namespace rb
