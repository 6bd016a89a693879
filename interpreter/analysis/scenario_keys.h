// The keys a scenario file may use: a misspelt key, an expectation above all, is an error
// with its position and the nearest known key, never a check silently skipped.
#pragma once

#include <string>
#include <vector>

#include <yaml-cpp/yaml.h>

namespace rb {

// The expectations `expect:` understands, in the order the guide lists them.
const std::vector<std::string>& expectation_keys();

// Throws LoadError at the first unknown key of the file, a case, a case's `state:` or
// `expect:`, a player's entry in either, or an entry of `totals:`. Parts that are not maps are left to the schema and the runner.
void check_scenario_keys(const YAML::Node& top, const std::string& file);

}  // namespace rb
