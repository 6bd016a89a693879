// Reads the declarations that shape a State and its moves: `zones:`, `variables:`,
// `space_properties:` and `actions:`.
#pragma once

#include <yaml-cpp/yaml.h>

#include "core/game_def.h"
#include "load/yaml_access.h"

namespace rb {

// Adds the declared zones after the space zones already in game.kit.zones.
void read_zones(const YAML::Node& doc, GameDef& game, const YamlReader& in);
void read_variables(const YAML::Node& doc, GameDef& game, const YamlReader& in);
// Needs the boards: a property may start from a board attribute of the same name.
void read_space_properties(const YAML::Node& doc, GameDef& game, const YamlReader& in);
void read_actions(const YAML::Node& doc, GameDef& game, const YamlReader& in);

}  // namespace rb
