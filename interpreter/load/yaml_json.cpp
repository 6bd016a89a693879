#include "load/yaml_json.h"

#include "core/whole_number.h"
#include "load/yaml_access.h"

namespace rb {

// A plain decimal such as 0.6, -2.5 or 1e-3 that is not an integer (nor a name like 1_10).
static bool parse_decimal(const std::string& s, double& out) {
  return s.find_first_of(".eE") != std::string::npos && parse_plain_decimal(s, out);
}

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
  if (double d = 0; node.Tag() != "!" && parse_decimal(s, d)) return d;
  return s;
}

}  // namespace rb
