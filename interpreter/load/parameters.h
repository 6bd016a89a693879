// Declared parameters: reading their declarations and resolving overrides (--param)
// against type and range. YamlReader reads "${name}" as a parameter's value.
#pragma once

#include <map>
#include <string>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "core/game_def.h"
#include "load/yaml_access.h"

namespace rb {

// Reads `players:` and `parameters:`; `players` becomes a parameter of type int.
std::vector<ParamDef> read_parameters(const YAML::Node& doc, const YamlReader& in);

// Applies overrides; an unknown name or a bad value raises LoadError listing what is allowed.
void resolve_parameters(std::vector<ParamDef>& params, const std::map<std::string, std::string>& overrides,
                        const std::string& origin);

// Parses "key=value" into the map; false when there is no '='.
bool parse_param_assignment(const std::string& text, std::map<std::string, std::string>& out);

}  // namespace rb
