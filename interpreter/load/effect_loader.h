// Reads what the actions declare they do (`effects:`) and how a move may end the game
// (`ends:`) into GameActions::declared, checked against each action's arguments and patterns.
#pragma once

#include <yaml-cpp/yaml.h>

#include "core/game_def.h"
#include "load/yaml_access.h"

namespace rb {

// Needs the zones, the actions and their patterns already read.
void read_declared_effects(const YAML::Node& doc, GameDef& game, const YamlReader& in);

}  // namespace rb
