// Where a finding points: text found in a file, and a rule error's line of rules.lua (or
// the entry point it names) when the error carries none.
#include <fstream>
#include <regex>

#include "analysis/lint.h"

namespace rb {
namespace {

namespace fs = std::filesystem;

bool name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.'; }

// The column (from 0) of `needle` in `line` standing as a whole word, or npos.
size_t word_at(const std::string& line, const std::string& needle) {
  for (size_t at = line.find(needle); at != std::string::npos; at = line.find(needle, at + 1)) {
    const bool starts = at == 0 || !name_char(line[at - 1]);
    const bool ends = at + needle.size() == line.size() || !name_char(line[at + needle.size()]);
    if (starts && ends) return at;
  }
  return std::string::npos;
}

// Whether Lua's chunk name `named` means the file `full`: Lua names a file by its full
// path, shortened to "...tail" when long.
bool names_file(const std::string& named, const std::string& full) {
  const bool tail = named.rfind("...", 0) == 0 && full.size() >= named.size() - 3 &&
                    full.compare(full.size() - (named.size() - 3), named.size() - 3, named, 3) == 0;
  return named == full || tail;
}

// The Lua file (rules.lua or a module) a chunk name means, as the user named it.
std::string rules_path(const std::string& named, const LintTarget& t) {
  if (!t.game) return named;
  if (names_file(named, (t.game->source.dir / t.game->source.rules_file).string())) return t.rules_file.string();
  for (const auto& m : t.modules)
    if (names_file(named, (t.game->source.dir / m.file.lexically_relative(t.game_dir)).string())) return m.file.string();
  return named;
}

// The entry point an error names: "(in apply)", "apply()" or "while loading the rules".
std::string entry_point(const std::string& message) {
  static const std::regex in_entry(R"(\(in (\w+)\)|\b(setup|moves|apply)\(\))");
  std::smatch m;
  if (!std::regex_search(message, m, in_entry)) return "";
  return m[1].matched ? m[1].str() : m[2].str();
}

}  // namespace

Position find_text(const fs::path& file, const std::string& needle, const std::string& after) {
  std::ifstream in(file);
  std::string line;
  bool armed = after.empty();
  for (int n = 1; std::getline(in, line); ++n) {
    if (!armed) armed = line.find(after) != std::string::npos;
    const auto at = line.find(needle);
    if (armed && at != std::string::npos) return {n, int(at) + 1};
  }
  return {0, 0};
}

Position find_word(const fs::path& file, const std::string& needle, int from_line) {
  std::ifstream in(file);
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    const size_t at = n >= from_line ? word_at(line, needle) : std::string::npos;
    if (at != std::string::npos) return {n, int(at) + 1};
  }
  return {0, 0};
}

Located find_in_game(const LintTarget& t, const std::string& needle, const std::string& after) {
  const auto& files = t.game->source.files;
  for (auto f = files.rbegin(); f != files.rend(); ++f) {
    const Position at = find_text(*f, needle, after);
    if (at.line == 0) continue;
    std::error_code ec;
    const fs::path shown = fs::equivalent(*f, t.file, ec) ? t.file : t.game_dir / fs::relative(*f, t.game->source.dir, ec);
    return {shown.string(), at};
  }
  return {t.file.string(), {}};
}

Finding rule_finding(const std::string& error, const LintTarget& t, const std::string& check) {
  static const std::regex with_line(R"(^([^:\n]+):(\d+): ([^\n]*))");
  std::smatch m;
  if (std::regex_search(error, m, with_line)) return {rules_path(m[1], t), std::stoi(m[2]), 1, Severity::Error, m[3], check};
  std::string message = error.substr(0, error.find('\n'));
  const std::string prefix = t.game ? t.game->source.rules_file + ": " : "";
  if (!prefix.empty() && message.rfind(prefix, 0) == 0) message.erase(0, prefix.size());
  const std::string entry = entry_point(message);
  const Position at = entry.empty() ? Position{} : find_text(t.rules_file, "function " + entry);
  return {t.rules_file.string(), at.line, at.column, Severity::Error, message, check};
}

}  // namespace rb
