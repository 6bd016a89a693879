// Lint pass: a file against its JSON Schema (draft 7) in schemas/, through valijson's
// nlohmann adapter. The YAML is converted with a map from JSON pointer to file position,
// so each finding points at the offending node.
#include <algorithm>
#include <fstream>
#include <map>

#include <valijson/adapters/nlohmann_json_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validator.hpp>
#include <yaml-cpp/yaml.h>

#include "analysis/lint.h"
#include "load/yaml_json.h"

namespace rb {
namespace {

using Positions = std::map<std::string, std::pair<int, int>>;

// Records the position of every node under `pointer` (keys for map entries).
void map_positions(const YAML::Node& node, const std::string& pointer, Positions& out) {
  if (node.Mark().line >= 0) out.emplace(pointer, std::make_pair(node.Mark().line + 1, node.Mark().column + 1));
  if (node.IsMap()) {
    for (const auto& kv : node) {
      const std::string child = pointer + "/" + kv.first.Scalar();
      out[child] = {kv.first.Mark().line + 1, kv.first.Mark().column + 1};
      map_positions(kv.second, child, out);
      out[child] = {kv.first.Mark().line + 1, kv.first.Mark().column + 1};
    }
  } else if (node.IsSequence()) {
    for (size_t i = 0; i < node.size(); ++i) map_positions(node[i], pointer + "/" + std::to_string(i), out);
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
  return end == std::string::npos ? "" : "/" + description.substr(at + marker.size(), end - at - marker.size());
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

const valijson::Schema& cached_schema(const std::filesystem::path& path) {
  static std::map<std::string, std::unique_ptr<valijson::Schema>> cache;
  auto& slot = cache[path.string()];
  if (!slot) {
    slot = std::make_unique<valijson::Schema>();
    std::ifstream in(path);
    const nlohmann::json doc = nlohmann::json::parse(in);
    valijson::SchemaParser parser;
    valijson::adapters::NlohmannJsonAdapter adapter(doc);
    parser.populateSchema(adapter, *slot);
  }
  return *slot;
}

}  // namespace

void check_schema(const std::filesystem::path& file, const std::filesystem::path& schema_path, Findings& out) {
  YAML::Node node;
  try {
    node = YAML::LoadFile(file.string());
  } catch (const YAML::Exception& e) {
    out.push_back({file.string(), e.mark.line + 1, e.mark.column + 1, Severity::Error, e.msg, "yaml-syntax"});
    return;
  }
  Positions positions;
  map_positions(node, "", positions);
  const nlohmann::json doc = yaml_to_json(node);
  valijson::Validator validator;
  valijson::ValidationResults results;
  valijson::adapters::NlohmannJsonAdapter target(doc);
  validator.validate(cached_schema(schema_path), target, &results);
  std::vector<std::pair<std::string, std::string>> errors;  // pointer, description
  valijson::ValidationResults::Error error;
  while (results.popError(error)) errors.emplace_back(pointer_of(error.context) + offending_property(error.description), error.description);
  for (const auto& [pointer, description] : errors) {
    const bool has_deeper = std::any_of(errors.begin(), errors.end(), [&](const auto& e) {
      return e.first.size() > pointer.size() && e.first.compare(0, pointer.size() + 1, pointer + "/") == 0;
    });
    if (has_deeper) continue;  // the most specific error says it best
    const auto [line, col] = position_of(positions, pointer);
    std::string message = description;
    if (!offending_property(description).empty()) message = "property '" + pointer.substr(pointer.rfind('/') + 1) + "' is not allowed here";
    out.push_back({file.string(), line, col, Severity::Error, message + " (at " + (pointer.empty() ? "/" : pointer) + ")", "schema"});
  }
}

}  // namespace rb
