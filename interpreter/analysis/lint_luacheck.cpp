// Lint pass: Debian's luacheck over rules.lua with a standard that describes the sandbox:
// Lua 5.4 without the libraries the sandbox leaves out, and the entry points as globals
// the rules may define. Undefined globals, writes to globals and unused variables come
// back with line and column.
#include <cstdio>
#include <regex>

#include "analysis/lint.h"

namespace rb {
namespace {

const char* kCommand =
    "luacheck --formatter plain --codes --ranges --no-color --std lua54 "
    "--globals setup moves apply explain evaluate "
    "--not-globals io os debug package load loadfile dofile collectgarbage rawset "
    "--no-max-line-length ";

std::string quoted(const std::string& path) {
  std::string out = "'";
  for (char c : path) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

bool luacheck_installed() { return std::system("command -v luacheck >/dev/null 2>&1") == 0; }

// W111 (setting a global) and W113 (reading an undefined one) break rules for certain.
Severity severity_of(const std::string& code) {
  return (code[0] == 'E' || code == "W111" || code == "W112" || code == "W113") ? Severity::Error : Severity::Warning;
}

}  // namespace

void check_luacheck(const LintTarget& t, Findings& out) {
  if (!luacheck_installed()) {
    out.push_back({t.rules_file.string(), 0, 0, Severity::Warning, "luacheck is not installed (Debian package lua-check); Lua checks skipped", "luacheck"});
    return;
  }
  FILE* pipe = popen((kCommand + quoted(t.rules_file.string()) + " 2>/dev/null").c_str(), "r");
  if (!pipe) return;
  static const std::regex line_re(R"(^(.*):(\d+):(\d+)(?:-\d+)?: \((\w\d+)\) (.*)$)");
  char buffer[4096];
  while (std::fgets(buffer, sizeof buffer, pipe)) {
    std::string line(buffer);
    if (!line.empty() && line.back() == '\n') line.pop_back();
    std::smatch m;
    if (!std::regex_match(line, m, line_re)) continue;
    const std::string code = m[4];
    out.push_back({m[1], std::stoi(m[2]), std::stoi(m[3]), severity_of(code), m[5].str() + " (" + code + ")", "luacheck"});
  }
  pclose(pipe);
}

}  // namespace rb
