// A sequence of typed moves applied in order, as `moves`, `why`, `perft` and scenario
// tests take them: "move e5" for whoever decides, "2: move e5" for player 2.
#pragma once

#include <string>
#include <vector>

#include "engine/engine.h"

namespace rb {

// Applies the moves; returns the error of the first that fails ("" when all applied) and
// how many were applied. With `trace`, each move and what it changed is appended there, as
// `viewer` sees them (observe_move and observe(), the one view filter), or all of it for 0.
std::string apply_move_texts(Engine& engine, State& state, Chance& chance, const std::vector<std::string>& moves,
                             size_t& applied, std::vector<std::string>* trace = nullptr, int viewer = 0);

// "; did you mean 'move e4'?" with the legal move of `player` whose text is nearest to
// `text`, when one is near enough; "" otherwise (and when the text is a legal move).
std::string nearest_legal_move_hint(Engine& engine, const State& state, int player, const std::string& text);

}  // namespace rb
