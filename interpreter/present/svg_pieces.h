// Drawing components in SVG: one piece, card, die or token at a point, and a stack of
// them (spread when few, the top with a count when many).
#pragma once

#include <nlohmann/json.hpp>

#include "core/game_def.h"
#include "present/component_look.h"
#include "present/svg_writer.h"

namespace rb {

// One component of `size` pixels (its height) centred at `at`.
void draw_component(SvgWriter& svg, const ResolvedLook& look, Point at, double size);

// A zone's entries (top first) in the room of `radius` around `at`.
void draw_stack(SvgWriter& svg, const GameDef& game, const nlohmann::json& entries, Point at, double radius);

}  // namespace rb
