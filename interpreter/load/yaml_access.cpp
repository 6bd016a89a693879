#include "load/yaml_access.h"

#include "core/suggest.h"
#include "load/param_expression.h"

#include <algorithm>
#include <charconv>

namespace rb {

namespace {

bool contains(const YAML::Node& tree, const YAML::Node& node) {
  if (tree.is(node)) return true;
  if (tree.IsMap()) {
    for (const auto& kv : tree)
      if (contains(kv.first, node) || contains(kv.second, node)) return true;
  } else if (tree.IsSequence()) {
    for (const auto& item : tree)
      if (contains(item, node)) return true;
  }
  return false;
}

}  // namespace

std::string YamlReader::file_of(const YAML::Node& node) const {
  for (const auto& [name, root] : sources)
    if (contains(root, node)) return name;
  return file;
}

void YamlReader::fail(const YAML::Node& node, const std::string& message) const {
  throw LoadError(file_of(node), node, message);
}

const YAML::Node YamlReader::require(const YAML::Node& map, const std::string& key) const {
  if (!map.IsMap()) fail(map, "expected a map with '" + key + "'");
  const YAML::Node v = map[key];
  if (!v) fail(map, "missing '" + key + "'");
  return v;
}

std::string YamlReader::text(const YAML::Node& node) const {
  if (!node.IsScalar()) fail(node, "expected a single value");
  const std::string& s = node.Scalar();
  if (!params || s.size() < 4 || s.compare(0, 2, "${") != 0 || s.back() != '}') return s;
  try {
    return evaluate_param_expression(s.substr(2, s.size() - 3), *params);
  } catch (const ParamExpressionError& e) {
    fail(node, e.what());
  }
}

int64_t YamlReader::integer(const YAML::Node& node) const {
  int64_t v = 0;
  if (!node.IsScalar()) fail(node, "expected a whole number, got a list or map");
  const std::string t = text(node);
  if (!parse_integer(t, v)) fail(node, "expected a whole number, got '" + t + "'");
  // A quoted "4" is text the schema calls a string: taken as a number, a typo would pass too
  // ("${param}" is quoted for YAML's sake and stands for the parameter's number).
  if (node.Tag() == "!" && node.Scalar() == t) fail(node, "expected a whole number, got the text \"" + t + "\" (write a number without quotes)");
  return v;
}

// true and false only, as YAML 1.2 and the schemas (an editor's checks) read a boolean: the
// older yes, no, on and off would be text in `data:` and a boolean here.
bool YamlReader::boolean(const YAML::Node& node) const {
  const std::string t = text(node);
  if (t == "true") return true;
  if (t == "false") return false;
  const bool older = t == "yes" || t == "no" || t == "on" || t == "off";
  fail(node, "expected true or false, got '" + t + "'" + (older ? " (YAML 1.2 reads it as text: write true or false)" : ""));
}

std::vector<std::string> YamlReader::texts(const YAML::Node& node) const {
  if (node.IsScalar()) return {node.Scalar()};
  if (!node.IsSequence()) fail(node, "expected a list");
  std::vector<std::string> out;
  for (const auto& item : node) out.push_back(text(item));
  return out;
}

int64_t YamlReader::integer_or(const YAML::Node& map, const std::string& key, int64_t fallback) const {
  const YAML::Node v = map[key];
  return v ? integer(v) : fallback;
}

int32_t YamlReader::word(const YAML::Node& node, const std::string& what) const {
  const int64_t n = integer(node);
  if (n < INT32_MIN || n > INT32_MAX)
    fail(node, what + ": " + std::to_string(n) + " does not fit in the State, which keeps whole numbers from " +
                   std::to_string(INT32_MIN) + " to " + std::to_string(INT32_MAX));
  return int32_t(n);
}

int32_t YamlReader::word_or(const YAML::Node& map, const std::string& key, int32_t fallback) const {
  const YAML::Node v = map[key];
  return v ? word(v, key) : fallback;
}

std::string YamlReader::text_or(const YAML::Node& map, const std::string& key, const std::string& fallback) const {
  const YAML::Node v = map[key];
  return v ? text(v) : fallback;
}

bool YamlReader::boolean_or(const YAML::Node& map, const std::string& key, bool fallback) const {
  const YAML::Node v = map[key];
  return v ? boolean(v) : fallback;
}

void YamlReader::only_keys(const YAML::Node& map, const std::vector<std::string>& allowed) const {
  if (!map.IsMap()) fail(map, "expected a map");
  for (const auto& kv : map) {
    const std::string key = kv.first.Scalar();
    if (std::find(allowed.begin(), allowed.end(), key) != allowed.end()) continue;
    const std::string near = closest(key, allowed);
    fail(kv.first, "unknown key '" + key + "'" + (near.empty() ? "" : "; did you mean '" + near + "'?") +
                       " Expected one of: " + one_of(allowed));
  }
}

std::string listed(const std::vector<std::string>& names) {
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

void YamlReader::unknown(const YAML::Node& node, const std::string& what, const std::string& name,
                         const std::vector<std::string>& known) const {
  const std::string near = closest(name, known);
  fail(node, "unknown " + what + " '" + name + "'" + (near.empty() ? "" : "; did you mean '" + near + "'?") +
                 " Expected one of: " + listed(known));
}

int YamlReader::pick(const YAML::Node& node, const std::string& what, const std::vector<std::string>& known) const {
  const std::string name = text(node);
  const auto at = std::find(known.begin(), known.end(), name);
  if (at == known.end()) unknown(node, what, name, known);
  return int(at - known.begin());
}

}  // namespace rb
