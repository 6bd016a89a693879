// A picture of a position: every board (per-player boards as separate sheets), the
// off-board zones (hands, decks, supplies), the variables and whose move it is, drawn in
// SVG from an observation (the whole State, or what one player sees).
#pragma once

#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "core/game_def.h"

namespace rb {

struct RenderOptions {
  std::set<std::string> marked;  // spaces outlined as move targets
  std::string caption;           // a line under the title (the last move ...)
};

// `observation` is state_to_json or observe(); the SVG is self-contained.
std::string render_svg(const GameDef& game, const nlohmann::json& observation, const RenderOptions& options = {});

}  // namespace rb
