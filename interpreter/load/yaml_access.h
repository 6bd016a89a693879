// Typed reads from YAML nodes that fail with LoadError at the node's position.
#pragma once

#include <string>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "core/game_def.h"
#include "core/whole_number.h"
#include "load/load_error.h"

namespace rb {

// Reads a game document: positions for errors name the file each node came from, and
// scalars "${name}" read as the parameter's value.
struct YamlReader {
  std::string file;                                         // game.yaml, or the only file
  std::vector<std::pair<std::string, YAML::Node>> sources;  // variant files' own trees, top first
  const std::vector<ParamDef>* params = nullptr;

  std::string file_of(const YAML::Node& node) const;

  [[noreturn]] void fail(const YAML::Node& node, const std::string& message) const;
  const YAML::Node require(const YAML::Node& map, const std::string& key) const;
  std::string text(const YAML::Node& node) const;
  int64_t integer(const YAML::Node& node) const;
  bool boolean(const YAML::Node& node) const;
  std::vector<std::string> texts(const YAML::Node& node) const;  // a scalar or a list
  int64_t integer_or(const YAML::Node& map, const std::string& key, int64_t fallback) const;
  // A number the State keeps (32 bits): a larger one fails with its position, `what` naming it.
  int32_t word(const YAML::Node& node, const std::string& what) const;
  int32_t word_or(const YAML::Node& map, const std::string& key, int32_t fallback) const;
  std::string text_or(const YAML::Node& map, const std::string& key, const std::string& fallback) const;
  bool boolean_or(const YAML::Node& map, const std::string& key, bool fallback) const;
  // Fails on a key outside `allowed`, listing them (catches misspelt keys).
  void only_keys(const YAML::Node& map, const std::vector<std::string>& allowed) const;
  // Fails on a name outside `known`: "unknown WHAT 'name'; did you mean ...? Expected one of: ...".
  [[noreturn]] void unknown(const YAML::Node& node, const std::string& what, const std::string& name,
                            const std::vector<std::string>& known) const;
  // The index of the node's text among `known`; else fails as unknown() does.
  int pick(const YAML::Node& node, const std::string& what, const std::vector<std::string>& known) const;
};

// Names joined by ", ", for messages.
std::string listed(const std::vector<std::string>& names);

}  // namespace rb
