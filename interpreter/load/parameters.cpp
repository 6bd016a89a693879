#include "load/parameters.h"

#include "core/suggest.h"

namespace rb {
namespace {

ParamDef read_one(const std::string& name, const YAML::Node& node, const YamlReader& in) {
  in.only_keys(node, {"type", "default", "min", "max", "choices", "description"});
  ParamDef p;
  p.name = name;
  p.type = in.text(in.require(node, "type"));
  p.description = in.text_or(node, "description", "");
  if (p.type == "int") {
    p.min = in.integer_or(node, "min", INT32_MIN);
    p.max = in.integer_or(node, "max", INT32_MAX);
    p.default_value = std::to_string(in.integer(in.require(node, "default")));
  } else if (p.type == "bool") {
    p.default_value = in.boolean(in.require(node, "default")) ? "true" : "false";
  } else if (p.type == "choice") {
    p.choices = in.texts(in.require(node, "choices"));
    p.default_value = in.text(in.require(node, "default"));
  } else {
    in.fail(node["type"], "unknown parameter type '" + p.type + "'; expected one of: int, bool, choice");
  }
  p.value = p.default_value;
  return p;
}

// Why `value` is not allowed for p, or "" when it is.
std::string check_value(const ParamDef& p, const std::string& value) {
  if (p.type == "int") {
    int64_t v = 0;
    if (!parse_integer(value, v) || v < p.min || v > p.max)
      return "expected a whole number from " + std::to_string(p.min) + " to " + std::to_string(p.max);
  } else if (p.type == "bool") {
    if (value != "true" && value != "false") return "expected true or false";
  } else {
    for (const auto& c : p.choices)
      if (c == value) return "";
    return "expected one of: " + one_of(p.choices);
  }
  return "";
}

ParamDef players_param(const YAML::Node& doc, const YamlReader& in) {
  const YAML::Node node = in.require(doc, "players");
  in.only_keys(node, {"min", "max", "default"});
  ParamDef p;
  p.name = "players";
  p.type = "int";
  p.description = "number of players";
  p.min = in.integer(in.require(node, "min"));
  p.max = in.integer(in.require(node, "max"));
  p.default_value = std::to_string(in.integer_or(node, "default", p.min));
  p.value = p.default_value;
  if (p.min < 1 || p.max > 8 || p.min > p.max) in.fail(node, "players must satisfy 1 <= min <= max <= 8");
  return p;
}

}  // namespace

std::vector<ParamDef> read_parameters(const YAML::Node& doc, const YamlReader& in) {
  std::vector<ParamDef> params{players_param(doc, in)};
  const YAML::Node decl = doc["parameters"];
  if (!decl) return params;
  if (!decl.IsMap()) in.fail(decl, "parameters: expected a map of name: {type, default, ...}");
  for (const auto& kv : decl) {
    ParamDef p = read_one(kv.first.Scalar(), kv.second, in);
    const std::string why = check_value(p, p.default_value);
    if (!why.empty()) in.fail(kv.second["default"], "default of '" + p.name + "' is not allowed: " + why);
    params.push_back(std::move(p));
  }
  return params;
}

void resolve_parameters(std::vector<ParamDef>& params, const std::map<std::string, std::string>& overrides,
                        const std::string& origin) {
  for (const auto& [name, value] : overrides) {
    ParamDef* found = nullptr;
    std::vector<std::string> names;
    for (auto& p : params) {
      names.push_back(p.name);
      if (p.name == name) found = &p;
    }
    const std::string near = closest(name, names);
    if (!found)
      throw LoadError(origin, 0, 0, "unknown parameter '" + name + "'" + (near.empty() ? "" : "; did you mean '" + near + "'?") +
                                        " Expected one of: " + one_of(names));
    const std::string why = check_value(*found, value);
    if (!why.empty()) throw LoadError(origin, 0, 0, "parameter " + name + "=" + value + ": " + why);
    found->value = value;
  }
}

bool parse_param_assignment(const std::string& text, std::map<std::string, std::string>& out) {
  const auto eq = text.find('=');
  if (eq == std::string::npos || eq == 0) return false;
  out[text.substr(0, eq)] = text.substr(eq + 1);
  return true;
}

}  // namespace rb
