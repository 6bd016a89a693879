// A State drawn as text for the terminal, from one player's observation: square boards
// as a grid of short labels, every other zone as a line.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "core/game_def.h"

namespace rb {

std::string text_view(const GameDef& game, const nlohmann::json& observation);

}  // namespace rb
