// Reads `components:` (with the `each` product and the deck presets) and `dice:`.
#pragma once

#include <vector>

#include <yaml-cpp/yaml.h>

#include "core/game_def.h"
#include "load/yaml_access.h"

namespace rb {

// Components whose owner is past `players` are left out (a suit nobody plays).
std::vector<ComponentDef> read_components(const YAML::Node& doc, int players, const YamlReader& in);
std::vector<DieDef> read_dice(const YAML::Node& doc, const YamlReader& in);

}  // namespace rb
