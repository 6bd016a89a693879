// Lint pass: a table of numbers written at the top of a Lua file (`local COST = {divine = 1,
// influence = 3}`) holds numbers a designer may want to vary, which belong in game.yaml's
// `data:` or `parameters:`, where a variant can change them. A table fed by rb.data or
// rb.param holds more than number literals, and so is never reported.
#include <regex>

#include "analysis/lint.h"

namespace rb {
namespace {

// The text from the `{` at `col` of line `first` to its matching `}` (or the file's end).
std::string table_text(const std::vector<CodeLine>& lines, size_t first, size_t col) {
  std::string body;
  int depth = 0;
  for (size_t i = first; i < lines.size(); ++i, col = 0) {
    for (size_t c = col; c < lines[i].text.size(); ++c) {
      const char ch = lines[i].text[c];
      body += ch;
      depth += ch == '{' ? 1 : ch == '}' ? -1 : 0;
      if (depth == 0) return body;
    }
    body += '\n';
  }
  return body;
}

// Only number literals as values, at least two of them, and at least one key (`name =` or
// `[3] =`): a table of settings, not a list of indices.
bool numbers_by_key(const std::string& body) {
  static const std::regex token(R"(\s+|[A-Za-z_]\w*\s*=(?!=)|\[\s*-?\d+\s*\]\s*=(?!=)|-?(0[xX][0-9a-fA-F]+|\d+(\.\d+)?([eE][-+]?\d+)?)|[{},;])");
  int numbers = 0, keys = 0;
  for (auto it = body.begin(); it != body.end();) {
    std::smatch m;
    if (!std::regex_search(it, body.end(), m, token, std::regex_constants::match_continuous)) return false;
    if (m[1].matched) ++numbers;
    else if (m.str().back() == '=') ++keys;
    it = m[0].second;
  }
  return numbers >= 2 && keys >= 1;
}

}  // namespace

void check_lua_numbers(const LintTarget& t, Findings& out) {
  static const std::regex top_level(R"(^(local\s+)?([A-Za-z_][\w, ]*?)\s*=\s*\(?\{)");
  const auto lines = code_lines(t.rules_source);
  for (size_t i = 0; i < lines.size(); ++i) {
    std::smatch m;
    if (!std::regex_search(lines[i].text, m, top_level)) continue;
    if (!numbers_by_key(table_text(lines, i, size_t(m.length(0) - 1)))) continue;
    out.push_back({t.rules_file.string(), lines[i].number, int(m.position(2)) + 1, Severity::Warning,
                   "'" + m.str(2) + "' is a table of numbers written in the rules: numbers a designer may vary belong "
                   "in game.yaml's data: (rb.data) or parameters: (rb.param), where a variant can change them",
                   "data"});
  }
}

}  // namespace rb
