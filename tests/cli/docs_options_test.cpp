// The docs name only options the command has: every `--option` in README.md, the designer's
// guide, stdlib/README.md and the man page exists (on the verb a command line shows it with),
// and every option of every verb is documented somewhere. The options are read from the
// binary's own `--help`, as the shell completions read them.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "child_process.h"

namespace rb {
namespace {

const std::string kSource = RULEBOOK_SOURCE_DIR;
const std::vector<std::string> kDocs = {"README.md", "games/README.md", "stdlib/README.md", "tools/package/rulebook.1"};

std::string help(const std::vector<std::string>& args) { return test::run_to_end(RULEBOOK_CLI, args).out; }

// `--name` words of a text; the man page writes each dash as `\-`.
std::set<std::string> options_in(std::string text) {
  static const std::regex man_dash(R"(\\-)"), option(R"((?:^|[^\w-])(--[a-z][a-z0-9-]*))");
  text = std::regex_replace(text, man_dash, "-");
  std::set<std::string> out;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), option); it != std::sregex_iterator(); ++it) out.insert((*it)[1]);
  return out;
}

// The options a help text lists: those that open a line (`  -h,--help`, `  --seed UINT`),
// not those its descriptions mention.
std::set<std::string> listed_options(const std::string& help_text) {
  std::set<std::string> out;
  std::istringstream in(help_text);
  static const std::regex option(R"(^ +(?:-[a-zA-Z],)?(--[a-z][a-z0-9-]*))");
  std::smatch m;
  for (std::string line; std::getline(in, line);)
    if (std::regex_search(line, m, option)) out.insert(m[1]);
  return out;
}

// Each verb's options, from `rulebook VERB --help`; the verbs from `rulebook --help`.
const std::map<std::string, std::set<std::string>>& verb_options() {
  static const auto options = [] {
    std::map<std::string, std::set<std::string>> out;
    std::istringstream top(help({"--help"}));
    bool listing = false;
    const std::regex verb_line("^  [a-z]+");
    for (std::string line; std::getline(top, line);) {
      if (line.rfind("Subcommands:", 0) == 0) listing = true;
      else if (listing && std::regex_search(line, verb_line)) {
        const std::string verb = line.substr(2, line.find_first_of(" \t", 2) - 2);
        out[verb] = listed_options(help({verb, "--help"}));
      }
    }
    return out;
  }();
  return options;
}

std::set<std::string> every_option() {
  std::set<std::string> all = {"--help", "--version"};
  for (const auto& [verb, options] : verb_options()) all.insert(options.begin(), options.end());
  return all;
}

std::vector<std::string> lines_of(const std::string& doc) {
  std::ifstream in(kSource + "/" + doc);
  std::vector<std::string> out;
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// Lines about building, testing, installing and profiling name the options of cmake, ctest,
// cpack and valgrind. (The patterns of this file are built once: a std::regex costs
// more to build than to run.)
bool other_tool(const std::string& line) {
  static const std::regex tool(R"(\b(cmake|ctest|cpack|valgrind)\b)");
  return std::regex_search(line, tool);
}

TEST(DocsOptions, TheVerbsAreReadFromTheHelp) {
  ASSERT_GE(verb_options().size(), 17u);
  EXPECT_TRUE(verb_options().at("sim").count("--threads"));
  EXPECT_FALSE(verb_options().at("perft").count("--threads"));
}

TEST(DocsOptions, EveryOptionTheDocsNameExists) {
  const auto all = every_option();
  for (const auto& doc : kDocs) {
    const auto lines = lines_of(doc);
    ASSERT_FALSE(lines.empty()) << doc;
    for (size_t n = 0; n < lines.size(); ++n)
      if (!other_tool(lines[n]))
        for (const auto& o : options_in(lines[n])) {
          EXPECT_TRUE(all.count(o)) << doc << ":" << n + 1 << ": " << o << " is no option of any verb";
        }
  }
}

// `rulebook VERB ... --option` (to the end of the line or of the `code`): the verb's own.
TEST(DocsOptions, AnOptionShownOnACommandLineBelongsToItsVerb) {
  static const std::regex command(R"(rulebook ([a-z]+)([^`#\n]*))");
  int checked = 0;
  for (const auto& doc : kDocs)
    for (const auto& line : lines_of(doc))
      for (auto it = std::sregex_iterator(line.begin(), line.end(), command); it != std::sregex_iterator(); ++it) {
        const auto verb = verb_options().find((*it)[1]);
        if (verb == verb_options().end()) continue;  // "rulebook is ...", a verb's name in prose
        for (const auto& o : options_in((*it)[2])) {
          EXPECT_TRUE(verb->second.count(o) || o == "--help") << doc << ": `rulebook " << (*it)[1] << "` has no " << o << " (in: " << line << ")";
          ++checked;
        }
      }
  EXPECT_GT(checked, 20);
}

TEST(DocsOptions, EveryOptionOfEveryVerbIsDocumented) {
  std::set<std::string> documented;
  for (const auto& doc : kDocs)
    for (const auto& line : lines_of(doc))
      if (!other_tool(line))
        for (const auto& o : options_in(line)) documented.insert(o);
  for (const auto& [verb, options] : verb_options())
    for (const auto& o : options) EXPECT_TRUE(documented.count(o)) << "rulebook " << verb << " " << o << " is in no doc";
}

}  // namespace
}  // namespace rb
