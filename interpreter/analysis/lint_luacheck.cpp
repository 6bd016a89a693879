// Lint pass: Debian's luacheck over rules.lua and its modules with a standard that describes
// the sandbox (analysis/luacheck_settings.h). Undefined globals, writes to globals and
// unused variables come back with line and column, and with what to do about them.
#include <cstdio>
#include <regex>
#include <set>

#include "analysis/lint.h"
#include "analysis/luacheck_settings.h"
#include "core/suggest.h"

namespace rb {
namespace {

// --no-config: a .luacheckrc beside the game (`rulebook new` writes one) changes nothing here.
std::string command() {
  return "luacheck --no-config --formatter plain --codes --ranges --no-color " + luacheck_options(luacheck_settings()) + " ";
}

const std::set<std::string> kNoLibrary = {"io", "os", "debug", "package"};
const std::set<std::string> kNoFunction = {"load", "loadfile", "dofile", "collectgarbage", "rawset"};

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

std::vector<std::string> identifiers(const std::string& source) {
  static const std::regex word(R"(\b[A-Za-z_]\w*\b)");
  std::set<std::string> seen;
  for (auto it = std::sregex_iterator(source.begin(), source.end(), word); it != std::sregex_iterator(); ++it) seen.insert(it->str());
  return {seen.begin(), seen.end()};
}

// What to do about a global: a library the sandbox leaves out, a typo of a name the file
// uses, or a missing `local`.
std::string advice(const LintTarget& t, const std::string& code, const std::string& name) {
  if (kNoLibrary.count(name)) return "; rules have no " + name + " library (no files, clocks or system): chance comes from s:roll and s:random, state lives in the State";
  if (kNoFunction.count(name)) return "; '" + name + "' is left out of the rules' sandbox";
  if (code == "W111") return "; declare it `local` (globals are frozen once rules.lua has loaded)";
  if (code != "W113") return "";
  std::vector<std::string> names = identifiers(all_lua_source(t));
  names.erase(std::remove(names.begin(), names.end(), name), names.end());
  const std::string near = closest(name, names);
  return near.empty() ? "" : "; did you mean '" + near + "'?";
}

Finding parse_line(const LintTarget& t, const std::string& line) {
  static const std::regex line_re(R"(^(.*):(\d+):(\d+)(?:-\d+)?: \((\w\d+)\) (.*)$)");
  static const std::regex global_re(R"(global variable '(\w+)'|undefined variable '(\w+)')");
  std::smatch m, g;
  if (!std::regex_match(line, m, line_re)) return {};
  const std::string code = m[4], message = m[5];
  std::string extra;
  if (std::regex_search(message, g, global_re)) extra = advice(t, code, g[1].matched ? g[1].str() : g[2].str());
  return {m[1], std::stoi(m[2]), std::stoi(m[3]), severity_of(code), message + " (" + code + ")" + extra, "luacheck"};
}

}  // namespace

void check_luacheck(const LintTarget& t, Findings& out) {
  if (!luacheck_installed()) {
    out.push_back({t.rules_file.string(), 0, 0, Severity::Warning, "luacheck is not installed (Debian package lua-check); Lua checks skipped", "luacheck"});
    return;
  }
  std::string files = quoted(t.rules_file.string());
  for (const auto& m : t.modules) files += " " + quoted(m.file.string());
  FILE* pipe = popen((command() + files + " 2>/dev/null").c_str(), "r");
  if (!pipe) return;
  char buffer[4096];
  while (std::fgets(buffer, sizeof buffer, pipe)) {
    std::string line(buffer);
    if (!line.empty() && line.back() == '\n') line.pop_back();
    Finding f = parse_line(t, line);
    if (!f.check.empty()) out.push_back(f);
  }
  pclose(pipe);
}

}  // namespace rb
