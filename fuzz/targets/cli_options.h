// Target: the `rulebook` command line, parsed by the same CLI::App main() builds (every
// verb, every option), up to where a verb would start. The input is the arguments, one a
// line. An argument list is refused with a usage error or accepted; once accepted, every
// number it gave an option is plain decimal (no 010 read as 8, no 0x10, no wrap, no nan),
// and every agent spec reads back the same from its canonical text.
#pragma once

#include <charconv>
#include <cmath>
#include <vector>

#include "../fuzz_support.h"
#include "agents/agent_spec.h"
#include "cli_app.h"
#include "number_options.h"
#include "usage_hints.h"

namespace rb::fuzz {

// The lines of the input: an argument list.
inline std::vector<std::string> arguments_of(std::string_view text) {
  std::vector<std::string> out;
  for (size_t start = 0; start <= text.size() && out.size() < 64;) {
    const size_t end = std::min(text.find('\n', start), text.size());
    out.emplace_back(text.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

// A number CLI11 accepted for an option of type `type` ("INT", "UINT", "FLOAT"), as text.
inline void check_number(const std::string& type, const std::string& option, const std::string& text) {
  const bool integral = type == "INT" || type == "UINT";
  uint64_t unsigned_value = 0;
  const auto [at, error] = std::from_chars(text.data(), text.data() + text.size(), unsigned_value);
  const bool whole = type == "UINT" ? !text.empty() && error == std::errc() && at == text.data() + text.size()
                                    : cli::whole_number_error(text, INT64_MIN, INT64_MAX).empty();
  if (integral && !whole) finding(option + " took '" + text + "' as a whole number");
  const size_t digits = text[0] == '-' ? 1 : 0;
  if (integral && text.size() > digits + 1 && text[digits] == '0') finding(option + " took '" + text + "', which CLI11 reads as octal");
  if (type == "UINT" && text[0] == '-') finding(option + " took the negative '" + text + "'");
  if (type == "FLOAT" && !std::isfinite(std::strtod(text.c_str(), nullptr))) finding(option + " took '" + text + "' as a number");
}

// An agent spec the command line took must read back the same from its canonical text.
inline void check_agent(const std::string& text) {
  std::string error;
  const auto spec = parse_agent_spec(text, error);
  if (!spec) return;  // the verb refuses it when it starts (AgentOptions::resolve)
  const auto again = parse_agent_spec(spec->text(), error);
  if (!again || again->name != spec->name || again->given != spec->given) finding("agent spec '" + text + "' reads back as '" + spec->text() + "'");
}

inline void check_parsed(const CLI::App& verb) {
  for (const CLI::Option* opt : verb.get_options()) {
    const std::string type = opt->get_type_name().substr(0, opt->get_type_name().find(':'));
    for (const std::string& text : opt->results()) {
      if (type == "INT" || type == "UINT" || type == "FLOAT") check_number(type, opt->get_name(), text);
      if (opt->get_name() == "--agents" || opt->get_name() == "--bots")
        for (const auto& one : split_agent_list(text)) check_agent(one);
      if (opt->get_name() == "--seat" && text.find('=') != std::string::npos) check_agent(text.substr(text.find('=') + 1));
    }
  }
}

// Returns "" when the arguments parse, else the usage error main() would print.
inline std::string feed_cli_options(std::string_view input) {
  std::vector<std::string> words = arguments_of(input);
  words.insert(words.begin(), "rulebook");
  CLI::App app{"rulebook"};
  app.require_subcommand(1);
  const auto runners = cli::add_verbs(app);
  if (std::string error = cli::unknown_word_error(app, {words.begin() + 1, words.end()}); !error.empty()) return error;
  std::vector<char*> argv;
  for (auto& w : words) argv.push_back(w.data());
  try {
    app.parse(int(argv.size()), argv.data());
  } catch (const CLI::ParseError& e) {
    return e.what()[0] ? e.what() : e.get_name();
  }
  for (const auto& [verb, run] : runners)
    if (verb->parsed()) check_parsed(*verb);
  return "";
}

}  // namespace rb::fuzz
