// A State as JSON, by name, and back exactly; and one player's observation of it.
#pragma once

#include <nlohmann/json.hpp>

#include "core/game_def.h"
#include "core/state.h"

namespace rb {

nlohmann::json state_to_json(const GameDef& game, const State& state);
// Raises std::runtime_error naming the bad field for JSON that does not fit the game.
State state_from_json(const GameDef& game, const nlohmann::json& json);
// What `player` may see: hidden components show only their kind, hidden variables and
// the generator are left out. Player 0 sees everything, kSpectator (engine/hidden_info.h)
// only what is public; a player who does not exist is an error.
nlohmann::json observe(const GameDef& game, const State& state, int player);
// The one view filter every output goes through (text, JSON, SVG, trace, replay, the served
// page): observe() for a player or a spectator, the whole State (its generator too) for 0,
// the designer.
nlohmann::json seen_by(const GameDef& game, const State& state, int viewer);

}  // namespace rb
