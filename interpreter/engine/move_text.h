// The one canonical text of a move ("move e5", "place suns_3", "seat T3.2 Y") and its
// exact inverse. A player's own per-player board spaces are written without their prefix.
#pragma once

#include <optional>
#include <string>

#include "core/game_def.h"
#include "core/move.h"

namespace rb {

std::string move_to_text(const GameDef& game, const Move& move, int player);

// Parses text as `player` would type it; on failure returns nullopt and says why.
std::optional<Move> parse_move(const GameDef& game, const std::string& text, int player, std::string& error);

}  // namespace rb
