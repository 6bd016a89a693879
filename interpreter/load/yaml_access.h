// Typed reads from YAML nodes that fail with LoadError at the node's position.
#pragma once

#include <string>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "load/load_error.h"

namespace rb {

// The file a section is read from, for error positions.
struct YamlReader {
  std::string file;

  [[noreturn]] void fail(const YAML::Node& node, const std::string& message) const;
  const YAML::Node require(const YAML::Node& map, const std::string& key) const;
  std::string text(const YAML::Node& node) const;
  int64_t integer(const YAML::Node& node) const;
  bool boolean(const YAML::Node& node) const;
  std::vector<std::string> texts(const YAML::Node& node) const;  // a scalar or a list
  int64_t integer_or(const YAML::Node& map, const std::string& key, int64_t fallback) const;
  std::string text_or(const YAML::Node& map, const std::string& key, const std::string& fallback) const;
  bool boolean_or(const YAML::Node& map, const std::string& key, bool fallback) const;
  // Fails on a key outside `allowed`, listing them (catches misspelt keys).
  void only_keys(const YAML::Node& map, const std::vector<std::string>& allowed) const;
};

// Parses a whole decimal integer; false on anything else.
bool parse_integer(const std::string& text, int64_t& out);

}  // namespace rb
