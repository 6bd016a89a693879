// How one component is drawn, resolved from the game's appearance hints with defaults
// (shape by kind, colour by owner, label from the value or rank), and how a component
// the viewer may not see is drawn (its back).
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "core/game_def.h"

namespace rb {

struct ResolvedLook {
  std::string shape;   // circle, square, disc, token, card, die
  std::string colour;  // a fill colour
  std::string label;
  bool hidden = false;     // drawn face down: the viewer does not know what it is
  bool face_down = false;  // lies face down, but the viewer knows it
};

// The colour of player p (from 1) from the hints, or a default palette.
std::string player_colour(const GameDef& game, int player);

// `entry` is a zone entry of an observation: a name, {name, face_down, known_by}, or {hidden: kind}.
ResolvedLook component_look(const GameDef& game, const nlohmann::json& entry);

// A component's name from a zone entry ("" for a hidden one).
std::string entry_component(const nlohmann::json& entry);

// Replaces each "{attr}" of `pattern` by the component's attribute (or name, kind, owner),
// through the kind's `text:` table where it has one.
std::string expand_label(const GameDef& game, const ComponentDef& c, const std::string& pattern);

}  // namespace rb
