// Hidden information, one player's side of it: what a player may see of a component, and
// determinization, a State consistent with everything that player sees, the rest sampled.
// Search agents simulate only such States, so they never read what their player may not.
#pragma once

#include <cstdint>

#include "core/game_def.h"
#include "core/state.h"

namespace rb {

// The viewer who holds no seat (a spectator of a served game): sees only what is public,
// what no player's private zones, variables or knowledge reveal. Never a player's number.
inline constexpr int kSpectator = 1 << 16;

// Whether `player` (0: everyone, the designer; kSpectator: no one in particular) may see
// which component `c` is.
bool sees_component(const GameDef& game, const State& state, int32_t c, int player);

// A State that `player` cannot tell from `state`, with what they cannot see sampled from
// `rng` (four words, advanced):
//  - components whose identity is hidden from them are dealt again at random among the
//    places such components of the same kind occupy (each place keeps its face and who
//    knows it), so a hand, a deck's order or a face-down coin is a fresh guess;
//  - other players' owner-only variables and hidden global variables go back to their
//    declared initial value, which rules read as "not chosen yet" (a secret choice is
//    made again in the simulation);
//  - the State's generator is reseeded, so future chance is a guess too.
// The result depends only on observe(game, state, player) and the rng words.
State determinize(const GameDef& game, const State& state, int player, uint32_t* rng);
// Whether anything of `state` is hidden from `player` (a component or a variable).
bool hides_anything(const GameDef& game, const State& state, int player);

}  // namespace rb
