// Lint pass: a file against its JSON Schema (draft 7) in schemas/, through valijson's
// nlohmann adapter. The YAML is converted with a map from JSON pointer to file position,
// so each finding points at the offending node; valijson's generic words are replaced by
// the schema's own allowed values and keys.
#include <algorithm>
#include <fstream>
#include <map>

#include <valijson/adapters/nlohmann_json_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validator.hpp>
#include <yaml-cpp/yaml.h>

#include "analysis/lint.h"
#include "core/suggest.h"
#include "load/duplicate_keys.h"
#include "load/load_error.h"
#include "load/merge_keys.h"
#include "load/yaml_json.h"

namespace rb {
namespace {

using nlohmann::json;
using Positions = std::map<std::string, std::pair<int, int>>;

std::pair<int, int> mark_of(const YAML::Node& n) { return {n.Mark().line + 1, n.Mark().column + 1}; }

// Records where every node under `pointer` starts: `keys` holds a map entry's key,
// `values` the value itself.
void map_positions(const YAML::Node& node, const std::string& pointer, Positions& keys, Positions& values) {
  if (node.Mark().line >= 0) values.emplace(pointer, mark_of(node)), keys.emplace(pointer, mark_of(node));
  if (node.IsMap()) {
    for (const auto& kv : node) {
      const std::string child = pointer + "/" + kv.first.Scalar();
      map_positions(kv.second, child, keys, values);
      keys[child] = mark_of(kv.first);
    }
  } else if (node.IsSequence()) {
    for (size_t i = 0; i < node.size(); ++i) map_positions(node[i], pointer + "/" + std::to_string(i), keys, values);
  }
}

// valijson's context ["<root>", "[boards]", "[0]"] as "/boards/0".
std::string pointer_of(const std::vector<std::string>& context) {
  std::string out;
  for (const auto& part : context) {
    if (part == "<root>") continue;
    std::string p = part;
    if (p.size() >= 2 && p.front() == '[' && p.back() == ']') p = p.substr(1, p.size() - 2);
    if (p.size() >= 2 && p.front() == '"' && p.back() == '"') p = p.substr(1, p.size() - 2);
    out += "/" + p;
  }
  return out;
}

// valijson names an unexpected property only in its message: "... constraints: 'widht'."
std::string offending_property(const std::string& description) {
  const std::string marker = "constraints: '";
  const auto at = description.find(marker);
  if (at == std::string::npos) return "";
  const auto end = description.find('\'', at + marker.size());
  return end == std::string::npos ? "" : description.substr(at + marker.size(), end - at - marker.size());
}

// The nearest recorded ancestor's position.
std::pair<int, int> position_of(const Positions& positions, std::string pointer) {
  while (true) {
    auto it = positions.find(pointer);
    if (it != positions.end()) return it->second;
    if (pointer.empty()) return {0, 0};
    pointer = pointer.substr(0, pointer.rfind('/'));
  }
}

// A schema that is "a list or a word" (anyOf): the branch holding what lies under it.
const json* container_branch(const json& node) {
  if (!node.contains("anyOf")) return &node;
  for (const auto& branch : node["anyOf"])
    if (branch.contains("properties") || branch.contains("items") || branch.contains("additionalProperties")) return &branch;
  return &node;
}

// The subschema that validates the value at `pointer` (properties, items, additionalProperties).
const json* schema_at(const json& schema, const std::string& pointer) {
  const json* node = &schema;
  size_t at = 1;
  while (node && at <= pointer.size()) {
    const size_t end = std::min(pointer.find('/', at), pointer.size());
    const std::string part = pointer.substr(at, end - at);
    at = end + 1;
    node = container_branch(*node);
    if (node->contains("properties") && (*node)["properties"].contains(part)) node = &(*node)["properties"][part];
    else if (node->contains("items") && (*node)["items"].is_object()) node = &(*node)["items"];
    else if (node->contains("additionalProperties") && (*node)["additionalProperties"].is_object()) node = &(*node)["additionalProperties"];
    else node = nullptr;
  }
  return node;
}

std::string listed(const json& values) {
  std::string out;
  for (const auto& v : values) out += (out.empty() ? "" : ", ") + (v.is_string() ? v.get<std::string>() : v.dump());
  return out;
}

std::string value_text(const json& doc, const std::string& pointer) {
  try {
    const json& v = doc.at(json::json_pointer(pointer));
    return v.is_string() ? "'" + v.get<std::string>() + "'" : v.is_structured() ? (v.is_array() ? "a list" : "a map") : v.dump();
  } catch (const std::exception&) {
    return "";
  }
}

// anyOf's branches in words: "integer or a parameter \"${name}\" or arithmetic ...".
std::string alternatives(const json& any_of) {
  std::string out;
  for (const auto& branch : any_of) {
    const bool parameter = branch.value("$ref", "").find("/parameter") != std::string::npos;
    const std::string word = parameter ? "a parameter \"${name}\" or arithmetic \"${name * 2}\"" : branch.value("type", "another form");
    out += (out.empty() ? "" : " or ") + word;
  }
  return out;
}

struct Error {
  std::string pointer, description, property;  // property: the unexpected key, if any
};

// valijson's words, made specific from the schema at the failing place.
std::string message_of(const Error& e, const json& schema, const json& doc) {
  const json* sub = schema_at(schema, e.pointer);
  if (!e.property.empty()) {
    const json* parent = schema_at(schema, e.pointer.substr(0, e.pointer.rfind('/')));
    std::vector<std::string> keys;
    if (parent && parent->contains("properties"))
      for (const auto& [k, v] : (*parent)["properties"].items()) keys.push_back(k);
    const std::string near = closest(e.property, keys);
    return "unknown key '" + e.property + "'" + (near.empty() ? "; expected one of: " + listed(keys) : "; did you mean '" + near + "'?");
  }
  if (sub && sub->contains("enum") && e.description.find("enum") != std::string::npos)
    return value_text(doc, e.pointer) + " is not allowed; expected one of: " + listed((*sub)["enum"]);
  if (sub && sub->contains("anyOf") && e.description.find("anyOf") != std::string::npos)
    return "expected " + alternatives((*sub)["anyOf"]) + ", got " + value_text(doc, e.pointer);
  if (sub && sub->contains("type") && e.description.find("'type'") != std::string::npos) {
    const json& type = (*sub)["type"];
    return "expected " + (type.is_array() ? listed(type) : type.get<std::string>()) + ", got " + value_text(doc, e.pointer);
  }
  return e.description;
}

const json& cached_document(const std::filesystem::path& path) {
  static std::map<std::string, json> cache;
  auto [it, fresh] = cache.emplace(path.string(), json());
  if (fresh) {
    std::ifstream in(path);
    it->second = json::parse(in);
  }
  return it->second;
}

const valijson::Schema& cached_schema(const std::filesystem::path& path) {
  static std::map<std::string, std::unique_ptr<valijson::Schema>> cache;
  auto& slot = cache[path.string()];
  if (!slot) {
    slot = std::make_unique<valijson::Schema>();
    valijson::SchemaParser parser;
    valijson::adapters::NlohmannJsonAdapter adapter(cached_document(path));
    parser.populateSchema(adapter, *slot);
  }
  return *slot;
}

std::vector<Error> validate(const json& doc, const std::filesystem::path& schema_path) {
  valijson::Validator validator;
  valijson::ValidationResults results;
  valijson::adapters::NlohmannJsonAdapter target(doc);
  validator.validate(cached_schema(schema_path), target, &results);
  std::vector<Error> errors;
  valijson::ValidationResults::Error error;
  while (results.popError(error)) {
    const std::string property = offending_property(error.description);
    errors.push_back({pointer_of(error.context) + (property.empty() ? "" : "/" + property), error.description, property});
  }
  return errors;
}

bool has_deeper(const std::vector<Error>& errors, const std::string& pointer) {
  return std::any_of(errors.begin(), errors.end(), [&](const Error& e) {
    return e.pointer.size() > pointer.size() && e.pointer.compare(0, pointer.size() + 1, pointer + "/") == 0;
  });
}

bool is_any_of(const Error& e) { return e.description.find("anyOf") != std::string::npos; }

// An anyOf's branches fail at the same place as it: its own error, worded, says it all.
bool under_any_of(const std::vector<Error>& errors, const Error& e) {
  return !is_any_of(e) && std::any_of(errors.begin(), errors.end(), [&](const Error& o) { return is_any_of(o) && o.pointer == e.pointer; });
}

}  // namespace

void check_schema(const std::filesystem::path& file, const std::filesystem::path& schema_path, Findings& out) {
  YAML::Node node;
  try {
    node = YAML::LoadFile(file.string());
    check_duplicate_keys(node, file.string());
    expand_merge_keys(node, file.string());
  } catch (const YAML::Exception&) {
    return;  // the YAML syntax pass reports it
  } catch (const LoadError&) {
    return;  // the load pass reports it
  }
  Positions keys, values;
  map_positions(node, "", keys, values);
  const json doc = yaml_to_json(node);
  const json& schema = cached_document(schema_path);
  const std::vector<Error> errors = validate(doc, schema_path);
  for (const auto& e : errors) {
    if (has_deeper(errors, e.pointer) || under_any_of(errors, e)) continue;  // the most specific error says it best
    const bool at_value = e.property.empty() && e.description.find("Missing required") == std::string::npos;
    const auto [line, col] = position_of(at_value ? values : keys, e.pointer);
    out.push_back({file.string(), line, col, Severity::Error,
                   message_of(e, schema, doc) + " (at " + (e.pointer.empty() ? "/" : e.pointer) + ")", "schema"});
  }
}

}  // namespace rb
