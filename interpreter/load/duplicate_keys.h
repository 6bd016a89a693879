// yaml-cpp keeps a repeated map key silently and reads the first; we refuse it.
#pragma once

#include <string>

#include <yaml-cpp/yaml.h>

namespace rb {

// Raises LoadError at the second occurrence of any repeated key, anywhere in the tree.
void check_duplicate_keys(const YAML::Node& node, const std::string& file);

}  // namespace rb
