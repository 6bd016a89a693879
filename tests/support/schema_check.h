// Checks a JSON document against one of the project's schemas (schemas/NAME), with valijson:
// the errors, one a line, or "" when it follows the schema.
#pragma once

#include <fstream>
#include <string>

#include <nlohmann/json.hpp>
#include <valijson/adapters/nlohmann_json_adapter.hpp>
#include <valijson/schema.hpp>
#include <valijson/schema_parser.hpp>
#include <valijson/validator.hpp>

namespace rb::test {

inline std::string schema_errors(const std::string& schema_file, const nlohmann::json& doc) {
  std::ifstream in(std::string(RULEBOOK_SOURCE_DIR) + "/schemas/" + schema_file);
  const nlohmann::json schema_doc = nlohmann::json::parse(in);
  valijson::Schema schema;
  valijson::SchemaParser parser;
  valijson::adapters::NlohmannJsonAdapter schema_adapter(schema_doc);
  parser.populateSchema(schema_adapter, schema);
  valijson::Validator validator;
  valijson::ValidationResults results;
  valijson::adapters::NlohmannJsonAdapter target(doc);
  validator.validate(schema, target, &results);
  std::string out;
  valijson::ValidationResults::Error e;
  while (results.popError(e)) out += e.description + "\n";
  return out;
}

}  // namespace rb::test
