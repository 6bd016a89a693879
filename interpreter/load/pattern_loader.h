// Reads the movement patterns of the actions (`patterns:` under an action) and compiles
// them against the boards and components into GameDef::patterns.
#pragma once

#include <yaml-cpp/yaml.h>

#include "core/game_def.h"
#include "load/yaml_access.h"

namespace rb {

// Needs the boards, the components and the actions already read.
void read_patterns(const YAML::Node& doc, GameDef& game, const YamlReader& in);

}  // namespace rb
