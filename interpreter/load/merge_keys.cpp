#include "load/merge_keys.h"

#include <vector>

#include "load/load_error.h"

namespace rb {
namespace {

const char* kMergeKey = "<<";

std::vector<YAML::Node> merged_maps(const YAML::Node& value, const std::string& file) {
  const char* what = "'<<' merges a map (<<: *base) or a list of maps (<<: [*a, *b])";
  if (value.IsMap()) return {value};
  if (!value.IsSequence()) throw LoadError(file, value, what);
  std::vector<YAML::Node> maps;
  for (const auto& item : value) {
    if (!item.IsMap()) throw LoadError(file, item, what);
    maps.push_back(item);
  }
  return maps;
}

bool has_key(const YAML::Node& map, const std::string& key) {
  for (const auto& kv : map)
    if (kv.first.IsScalar() && kv.first.Scalar() == key) return true;
  return false;
}

void expand_map(YAML::Node map, const std::string& file) {
  const std::vector<YAML::Node> sources = merged_maps(map[kMergeKey], file);
  map.remove(kMergeKey);
  for (const auto& source : sources) {
    expand_merge_keys(source, file);  // a merged map may itself merge
    for (const auto& kv : source)
      if (!has_key(map, kv.first.Scalar())) map[kv.first.Scalar()] = kv.second;
  }
}

}  // namespace

void expand_merge_keys(YAML::Node node, const std::string& file) {
  if (node.IsSequence())
    for (auto item : node) expand_merge_keys(item, file);
  if (!node.IsMap()) return;
  if (has_key(node, kMergeKey)) expand_map(node, file);
  for (auto kv : node) expand_merge_keys(kv.second, file);
}

}  // namespace rb
