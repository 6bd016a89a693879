// YAML to JSON: integers and true/false become JSON numbers and booleans, other scalars strings.
#pragma once

#include <nlohmann/json.hpp>
#include <yaml-cpp/yaml.h>

namespace rb {

nlohmann::json yaml_to_json(const YAML::Node& node);

}  // namespace rb
