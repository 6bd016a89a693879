// One board of a game drawn in SVG from an observation: its spaces (coloured by the
// appearance hints), the links between them, space properties, and what lies on each.
#pragma once

#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "core/game_def.h"
#include "core/board_geometry.h"
#include "present/svg_writer.h"

namespace rb {

// Draws board `b` (an index into game.spaces.boards) with its top-left corner at `origin`.
// Spaces named in `marked` are outlined as move targets.
void draw_board(SvgWriter& svg, const GameDef& game, int b, const BoardGeometry& geometry,
                const nlohmann::json& observation, Point origin, const std::set<std::string>& marked);

}  // namespace rb
