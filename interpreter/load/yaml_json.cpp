#include "load/yaml_json.h"

#include "load/yaml_access.h"

namespace rb {

nlohmann::json yaml_to_json(const YAML::Node& node) {
  if (node.IsMap()) {
    nlohmann::json out = nlohmann::json::object();
    for (const auto& kv : node) out[kv.first.Scalar()] = yaml_to_json(kv.second);
    return out;
  }
  if (node.IsSequence()) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& item : node) out.push_back(yaml_to_json(item));
    return out;
  }
  if (!node.IsScalar()) return nullptr;
  const std::string& s = node.Scalar();
  int64_t v = 0;
  if (node.Tag() != "!" && parse_integer(s, v)) return v;
  if (node.Tag() != "!" && (s == "true" || s == "false")) return s == "true";
  return s;
}

}  // namespace rb
