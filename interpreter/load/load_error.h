// The error value for untrusted input: a message with a file position.
#pragma once

#include <stdexcept>
#include <string>

#include <yaml-cpp/yaml.h>

namespace rb {

// `file:line:col: message` (line and column from 1; omitted when unknown).
struct LoadError : std::runtime_error {
  LoadError(const std::string& file, int line, int column, const std::string& message);
  LoadError(const std::string& file, const YAML::Node& node, const std::string& message);
  std::string file;
  int line = 0, column = 0;
  std::string bare;  // the message without the position
};

// "a, b or c" for an error that lists the valid names.
std::string one_of(const std::vector<std::string>& names);

}  // namespace rb
