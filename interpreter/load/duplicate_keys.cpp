#include "load/duplicate_keys.h"

#include <map>

#include "load/load_error.h"

namespace rb {
namespace {

// More values than this come only from aliases nested in aliases ("a billion laughs"),
// which every later walk over the tree would expand again.
constexpr size_t kMaxValues = 1'000'000;

void check(const YAML::Node& node, const std::string& file, size_t& seen) {
  if (++seen > kMaxValues)
    throw LoadError(file, node, "the document expands to more than " + std::to_string(kMaxValues) + " values (aliases inside aliases?)");
  if (node.IsSequence()) {
    for (const auto& item : node) check(item, file, seen);
    return;
  }
  if (!node.IsMap()) return;
  std::map<std::string, int> first_line;
  for (const auto& kv : node) {
    const std::string key = kv.first.IsScalar() ? kv.first.Scalar() : "";
    const auto [it, fresh] = first_line.emplace(key, kv.first.Mark().line + 1);
    if (!fresh) throw LoadError(file, kv.first, "duplicate key '" + key + "' (first at line " + std::to_string(it->second) + ")");
    check(kv.second, file, seen);
  }
}

}  // namespace

void check_duplicate_keys(const YAML::Node& node, const std::string& file) {
  size_t seen = 0;
  check(node, file, seen);
}

}  // namespace rb
