// The broken-games corpus: each folder under tests/broken/ holds one mistake a designer
// really makes, and expect.txt the finding lines `rulebook lint` must print for it.
//
// expect.txt: lines starting with '#' are comments, and "# lint --playouts N" asks for N
// random playouts. Every other line must equal one finding's text, and every finding must
// equal one of those lines, with {dir} standing
// for the folder and "..." for any run of text. The rule: write out the position,
// severity, message and check in full, and use "..." only where the text depends on the
// machine or the seed (an absolute path, a seed number, the line a runaway loop stops on)
// or grows with the format (the keys a map allows). Lines of the [luacheck] check are
// skipped when luacheck is not installed.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "analysis/lint.h"

namespace rb {
namespace {

namespace fs = std::filesystem;

fs::path corpus_dir() { return fs::path(RULEBOOK_TEST_DATA "/../broken").lexically_normal(); }

std::vector<std::string> corpus_names() {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(corpus_dir()))
    if (e.is_directory()) names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

struct Expectation {
  int playouts = 0;
  std::vector<std::string> lines;
};

Expectation read_expectation(const fs::path& dir) {
  static const std::regex playouts(R"(^# lint --playouts (\d+))");
  Expectation e;
  std::ifstream in(dir / "expect.txt");
  std::smatch m;
  for (std::string line; std::getline(in, line);) {
    if (std::regex_search(line, m, playouts)) e.playouts = std::stoi(m[1]);
    if (!line.empty() && line[0] != '#') e.lines.push_back(line);
  }
  return e;
}

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) text.replace(at, from.size(), to);
  return text;
}

// `pattern` matches `text` whole, each "..." standing for any run of characters.
bool matches(const std::string& pattern, const std::string& text) {
  std::vector<std::string> parts;
  for (size_t start = 0;;) {
    const size_t dots = pattern.find("...", start);
    parts.push_back(pattern.substr(start, dots - start));
    if (dots == std::string::npos) break;
    start = dots + 3;
  }
  if (text.compare(0, parts.front().size(), parts.front()) != 0) return false;
  size_t at = parts.front().size();
  for (size_t i = 1; i + 1 < parts.size(); ++i) {
    at = text.find(parts[i], at);
    if (at == std::string::npos) return false;
    at += parts[i].size();
  }
  const std::string& last = parts.back();
  return parts.size() == 1 ? text.size() == at : text.size() >= at + last.size() && text.compare(text.size() - last.size(), last.size(), last) == 0;
}

bool luacheck_installed() { return std::system("command -v luacheck >/dev/null 2>&1") == 0; }

class BrokenGame : public testing::TestWithParam<std::string> {};

TEST_P(BrokenGame, LintPrintsTheExpectedFinding) {
  const fs::path dir = corpus_dir() / GetParam();
  const Expectation e = read_expectation(dir);
  ASSERT_FALSE(e.lines.empty()) << dir / "expect.txt" << " names no finding";
  LintOptions options;
  options.playouts = e.playouts;
  std::vector<std::string> texts;
  for (const auto& f : lint_paths({dir}, options)) texts.push_back(finding_text(f));
  std::string printed;
  for (const auto& t : texts) printed += "\n  " + t;
  for (const auto& line : e.lines) {
    if (line.find("[luacheck]") != std::string::npos && !luacheck_installed()) continue;
    const std::string expected = replace_all(line, "{dir}", dir.string());
    EXPECT_TRUE(std::any_of(texts.begin(), texts.end(), [&](const std::string& t) { return matches(expected, t); }))
        << "expected: " << expected << "\nlint printed:" << (printed.empty() ? " nothing" : printed);
  }
  // And nothing else: a finding no line of expect.txt names is a new (or a doubled) report.
  for (const auto& t : texts) {
    if (t.ends_with("[luacheck]") && !luacheck_installed()) continue;
    const bool named = std::any_of(e.lines.begin(), e.lines.end(), [&](const std::string& line) {
      return matches(replace_all(line, "{dir}", dir.string()), t);
    });
    EXPECT_TRUE(named) << "lint also printed, and expect.txt does not name: " << t;
  }
}

INSTANTIATE_TEST_SUITE_P(Corpus, BrokenGame, testing::ValuesIn(corpus_names()),
                         [](const testing::TestParamInfo<std::string>& info) { return info.param; });

TEST(BrokenCorpus, HoldsAtLeastFortyMistakes) { EXPECT_GE(corpus_names().size(), 40u); }

TEST(BrokenCorpus, WildcardsStandForAnyText) {
  EXPECT_TRUE(matches("a: error: x ... [load]", "a: error: x (seed 12) [load]"));
  EXPECT_TRUE(matches("a: error: x [load]", "a: error: x [load]"));
  EXPECT_FALSE(matches("a: error: x [load]", "a: error: x [load] more"));
  EXPECT_FALSE(matches("a: error: ... [load]", "a: error: x [rules]"));
}

}  // namespace
}  // namespace rb
