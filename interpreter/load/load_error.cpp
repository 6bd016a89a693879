#include "load/load_error.h"

namespace rb {
namespace {

std::string position(const std::string& file, int line, int column) {
  std::string out = file;
  if (line > 0) out += ":" + std::to_string(line);
  if (line > 0 && column > 0) out += ":" + std::to_string(column);
  return out;
}

}  // namespace

LoadError::LoadError(const std::string& file, int line, int column, const std::string& message)
    : std::runtime_error(position(file, line, column) + ": " + message),
      file(file), line(line), column(column), bare(message) {}

// yaml-cpp marks are 0-based; a node built in memory has line -1.
LoadError::LoadError(const std::string& file, const YAML::Node& node, const std::string& message)
    : LoadError(file, node.IsDefined() ? node.Mark().line + 1 : 0,
                node.IsDefined() ? node.Mark().column + 1 : 0, message) {}

std::string one_of(const std::vector<std::string>& names) {
  std::string out;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += (i + 1 == names.size()) ? " or " : ", ";
    out += names[i];
  }
  return out.empty() ? "(none)" : out;
}

}  // namespace rb
