// YAML merge keys: `<<: *base` (or `<<: [*a, *b]`) in a map copies in the keys of the
// aliased maps that the map does not set itself. yaml-cpp reads `<<` as an ordinary key;
// game, variant and scenario files are expanded here before anything reads them.
#pragma once

#include <string>

#include <yaml-cpp/yaml.h>

namespace rb {

// Expands every merge key in the tree, in place: the map's own keys win, then the merged
// maps in the order listed. A `<<` whose value is not a map or a list of maps is a LoadError
// at that value. Run after check_duplicate_keys, which bounds the tree's size.
void expand_merge_keys(YAML::Node node, const std::string& file);

}  // namespace rb
