// rules.lua as text for the Lua passes: lines without comments, and a scan for names
// (an API field, a declared variable) that must be among those the game knows.
#include <algorithm>
#include <regex>
#include <sstream>

#include "analysis/lint.h"
#include "core/suggest.h"

namespace rb {
namespace {

std::string listed(const std::vector<std::string>& names) {
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

void report(const LintTarget& t, const CodeLine& l, size_t col, const std::string& what, const std::string& name,
            const std::vector<std::string>& known, const std::string& check, Findings& out) {
  const std::string near = closest(name, known);
  const std::string msg = "unknown " + what + " '" + name + "'" + (near.empty() ? "; expected one of: " + listed(known) : "; did you mean '" + near + "'?");
  out.push_back({t.rules_file.string(), l.number, int(col) + 1, Severity::Error, msg, check});
}

}  // namespace

std::vector<CodeLine> code_lines(const std::string& source) {
  std::vector<CodeLine> out;
  std::istringstream in(source);
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    const auto comment = line.find("--");
    out.push_back({n, comment == std::string::npos ? line : line.substr(0, comment)});
  }
  return out;
}

void scan_names(const LintTarget& t, const std::vector<CodeLine>& lines, const std::string& pattern,
                const std::vector<std::string>& names, const std::string& what, const std::string& check, Findings& out) {
  const std::regex re(pattern);
  for (const auto& l : lines)
    for (auto it = std::sregex_iterator(l.text.begin(), l.text.end(), re); it != std::sregex_iterator(); ++it)
      if (std::find(names.begin(), names.end(), (*it)[1].str()) == names.end())
        report(t, l, size_t(it->position(1)), what, (*it)[1], names, check, out);
}

}  // namespace rb
