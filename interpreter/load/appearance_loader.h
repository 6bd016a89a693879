// Reads the game's `appearance:` section (drawing hints for render, replay, serve and the
// text view) and checks every name it uses against the loaded game.
#pragma once

#include <yaml-cpp/yaml.h>

#include "core/game_def.h"
#include "load/yaml_access.h"

namespace rb {

// Needs the boards, components, space properties and variables already read.
void read_appearance(const YAML::Node& doc, GameDef& game, const YamlReader& in);

}  // namespace rb
