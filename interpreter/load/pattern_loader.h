// Reads the movement patterns of the actions (`patterns:` under an action) and compiles
// them against the boards and components into GameActions::patterns.
#pragma once

#include <yaml-cpp/yaml.h>

#include "core/game_def.h"
#include "load/yaml_access.h"

namespace rb {

// Relations named in a list (`[n, ne]`), as indices into each board's relations: [board].
std::vector<std::vector<int>> read_relations(const YAML::Node& list, const GameDef& game, const YamlReader& in);

// Relations named for every player (`[n, s]`) or per player (`{1: [n], 2: [s]}`), as
// indices into each board's relations: [player - 1][board].
std::vector<std::vector<std::vector<int>>> read_player_relations(const YAML::Node& n, const GameDef& game, const YamlReader& in);

// Needs the boards, the components and the actions already read.
void read_patterns(const YAML::Node& doc, GameDef& game, const YamlReader& in);

}  // namespace rb
