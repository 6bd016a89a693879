// yaml-cpp keeps a repeated map key silently and reads the first; we refuse it.
#pragma once

#include <string>

#include <yaml-cpp/yaml.h>

namespace rb {

// Raises LoadError at the second occurrence of any repeated key, anywhere in the tree, and
// for a tree that aliases expand to more than a million values.
void check_duplicate_keys(const YAML::Node& node, const std::string& file);

}  // namespace rb
