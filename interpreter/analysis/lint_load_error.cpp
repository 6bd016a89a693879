// Loader errors as lint findings: moved onto the text that holds the offending name when
// the loader points at a whole board (or nowhere), with the key a generic message was
// reading ("boards[0].width: expected a whole number, got 'five'") and what to write.
#include <regex>

#include <yaml-cpp/yaml.h>

#include "analysis/lint.h"

namespace rb {
namespace {

std::string check_name(const std::string& message) {
  if (message.rfind("duplicate key", 0) == 0) return "duplicate-key";
  if (message.find("unknown key") != std::string::npos) return "unknown-key";
  if (message.rfind("rules file", 0) == 0) return "load";
  if (message.find("extends") != std::string::npos || message.find("outside the game folder") != std::string::npos) return "extends";
  if (message.find("parameter") != std::string::npos || message.find("${") != std::string::npos) return "parameter";
  return "load";
}

// The name after `lead` in the message ("unknown node 'x'" -> x).
std::string named_after(const std::string& message, const std::string& lead) {
  const auto at = message.find(lead + " '");
  if (at == std::string::npos) return "";
  const auto start = at + lead.size() + 2, end = message.find('\'', start);
  return end == std::string::npos ? "" : message.substr(start, end - start);
}

// The loader points at a whole board for a bad edge, or nowhere for some clashes: move
// the finding onto the text that holds the offending name.
void refine_position(Finding& f) {
  Position at;
  if (const auto node = named_after(f.message, "unknown node"); !node.empty()) {
    at = find_word(f.file, node, f.line);
  } else if (const auto dup = named_after(f.message, "duplicate node id"); !dup.empty()) {
    at = find_word(f.file, dup, find_word(f.file, dup, f.line).line + 1);
  } else if (const auto comp = named_after(f.message, "two components are named"); !comp.empty()) {
    at = find_word(f.file, comp, find_text(f.file, "components:").line);
  } else if (f.line <= 1 && !first_quoted(f.message).empty()) {
    at = find_word(f.file, first_quoted(f.message));
  }
  if (at.line > 0) f.line = at.line, f.column = at.column;
}

// "boards[0].width": the key path of the node at (line, column) of a YAML tree.
bool path_to(const YAML::Node& node, int line, int column, const std::string& path, std::string& out, std::string& scalar) {
  if (node.Mark().line + 1 == line && node.Mark().column + 1 == column) {
    if (node.IsScalar()) scalar = node.Scalar();
    return out = path, true;
  }
  if (node.IsMap())
    for (const auto& kv : node)
      if (path_to(kv.second, line, column, path + (path.empty() ? "" : ".") + kv.first.Scalar(), out, scalar)) return true;
  if (node.IsSequence())
    for (size_t i = 0; i < node.size(); ++i)
      if (path_to(node[i], line, column, path + "[" + std::to_string(i) + "]", out, scalar)) return true;
  return false;
}

std::string hint(const std::string& path, const std::string& message) {
  if (message == "missing 'players'" || path == "players") return "; write `players: {min: 2, max: 4, default: 2}`";
  if (message == "missing 'actions'") return "; add `actions:` with the moves players make, e.g. `pass: {}`";
  if (message == "missing 'name'") return "; add the game's id, e.g. `name: my_game`";
  if (message.find("components are named") != std::string::npos)
    return "; give each copy its own name with a template such as \"name_{player}\" or \"name_{copy}\"";
  return "";
}

}  // namespace

std::string first_quoted(const std::string& message) {
  static const std::regex quoted("'([^']+)'");
  std::smatch m;
  return std::regex_search(message, m, quoted) ? m[1].str() : "";
}

// A generic message ("expected a whole number", "a die needs at least one face") gets the
// key path it was reading; one that does not show the offending value gets it too.
Finding load_error_finding(const LoadError& e) {
  Finding f{e.file, e.line, e.column, Severity::Error, e.bare, check_name(e.bare)};
  std::string path, scalar;
  try {
    if (f.line > 0) path_to(YAML::LoadFile(f.file), f.line, f.column, "", path, scalar);
  } catch (const YAML::Exception&) {
  }
  refine_position(f);
  bool generic = false;
  for (const char* start : {"expected ", "missing '", "a ", "an "}) generic = generic || f.message.rfind(start, 0) == 0;
  const bool shown = scalar.empty() || scalar.find("${") != std::string::npos || f.message.find(scalar) != std::string::npos;
  if (!shown) f.message += ", got '" + scalar + "'";
  f.message = (path.empty() || !generic ? "" : path + ": ") + f.message + hint(path, f.message);
  return f;
}

}  // namespace rb
