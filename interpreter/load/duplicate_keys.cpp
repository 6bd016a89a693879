#include "load/duplicate_keys.h"

#include <map>

#include "load/load_error.h"

namespace rb {

void check_duplicate_keys(const YAML::Node& node, const std::string& file) {
  if (node.IsSequence()) {
    for (const auto& item : node) check_duplicate_keys(item, file);
    return;
  }
  if (!node.IsMap()) return;
  std::map<std::string, int> first_line;
  for (const auto& kv : node) {
    const std::string key = kv.first.IsScalar() ? kv.first.Scalar() : "";
    const auto [it, fresh] = first_line.emplace(key, kv.first.Mark().line + 1);
    if (!fresh) throw LoadError(file, kv.first, "duplicate key '" + key + "' (first at line " + std::to_string(it->second) + ")");
    check_duplicate_keys(kv.second, file);
  }
}

}  // namespace rb
