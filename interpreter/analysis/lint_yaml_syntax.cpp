// Lint pass: the file parses as YAML. yaml-cpp's own words ("illegal block entry") are
// turned into what the designer did: a tab indenting a line, a bracket or quote left
// open on an earlier line, a second ": " in an unquoted value.
#include <fstream>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "analysis/lint.h"
#include "core/file_io.h"

namespace rb {
namespace {

struct Opener {
  char bracket;
  int line, column;  // from 1
};

std::vector<std::string> read_lines(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The first line up to `last` (from 1) indented with a tab; 0 when none.
int tab_indented(const std::vector<std::string>& lines, int last) {
  for (int n = 1; n <= last && n <= int(lines.size()); ++n) {
    const std::string& l = lines[n - 1];
    const size_t text = l.find_first_not_of(" \t");
    if (text != std::string::npos && l.substr(0, text).find('\t') != std::string::npos) return n;
  }
  return 0;
}

// Flow brackets and quotes still open after the lines before `last`.
std::vector<Opener> open_before(const std::vector<std::string>& lines, int last) {
  std::vector<Opener> open;
  for (int n = 1; n < last && n <= int(lines.size()); ++n) {
    const std::string& l = lines[n - 1];
    char quote = 0;
    for (size_t i = 0; i < l.size(); ++i) {
      const char c = l[i];
      if (quote) { if (c == quote) quote = 0; continue; }
      if (c == '#' && (i == 0 || l[i - 1] == ' ')) break;
      if (c == '"' || c == '\'') quote = c;
      else if (c == '{' || c == '[') open.push_back({c, n, int(i) + 1});
      else if ((c == '}' || c == ']') && !open.empty()) open.pop_back();
    }
    if (quote == '"') open.push_back({quote, n, int(l.find('"')) + 1});
  }
  return open;
}

Finding explain(const std::filesystem::path& file, const YAML::ParserException& e) {
  const auto lines = read_lines(file);
  const int line = e.mark.line + 1;
  if (const int tab = tab_indented(lines, line + 1))
    return {file.string(), tab, 1, Severity::Error, "a tab indents this line; YAML indents with spaces only", "yaml-syntax"};
  const auto open = open_before(lines, line);
  if (!open.empty()) {
    const Opener& o = open.front();
    const std::string closer = o.bracket == '{' ? "}" : o.bracket == '[' ? "]" : "\"";
    return {file.string(), o.line, o.column, Severity::Error,
            std::string("'") + o.bracket + "' is never closed: add '" + closer + "' (YAML: " + e.msg + " at line " + std::to_string(line) + ")", "yaml-syntax"};
  }
  std::string message = "YAML syntax: " + e.msg;
  if (e.msg == "illegal map value") message += "; a value holding ': ' must be quoted";
  if (e.msg.rfind("end of", 0) == 0) message += "; check the indentation of this line against the lines above";
  return {file.string(), line, e.mark.column + 1, Severity::Error, message, "yaml-syntax"};
}

}  // namespace

bool check_yaml_syntax(const std::filesystem::path& file, Findings& out) {
  try {
    YAML::Load(read_file_capped(file));
    return true;
  } catch (const FileError& e) {
    out.push_back({file.string(), 0, 0, Severity::Error, e.reason, "yaml-syntax"});
  } catch (const YAML::ParserException& e) {
    out.push_back(explain(file, e));
  }
  return false;
}

}  // namespace rb
