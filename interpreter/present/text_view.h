// A State drawn as text for the terminal, from one player's observation: square boards as
// a grid, graphs and tracks as a list of locations with their contents, quartered grids as
// squares with their four triangles; labels and marks from the appearance hints; every other
// zone as a line of component names (the names moves are typed with).
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "core/game_def.h"

namespace rb {

std::string text_view(const GameDef& game, const nlohmann::json& observation);

}  // namespace rb
