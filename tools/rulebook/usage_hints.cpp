#include "usage_hints.h"

#include <algorithm>
#include <cctype>

#include "core/suggest.h"
#include "load/load_error.h"

namespace rb::cli {
namespace {

std::string unknown(const std::string& what, const std::string& word, const std::vector<std::string>& known) {
  const std::string near = closest(word, known);
  return "unknown " + what + " '" + word + "'" + (near.empty() ? "; expected one of: " + one_of(known) : "; did you mean '" + near + "'?");
}

// "--games=5" -> "--games"; a negative number ("-1") is a value, not an option.
bool option_word(const std::string& word, std::string& name) {
  if (word.size() < 2 || word[0] != '-' || std::isdigit(static_cast<unsigned char>(word[1]))) return false;
  name = word.substr(0, word.find('='));
  return true;
}

const CLI::App* verb_named(const CLI::App& app, const std::string& name) {
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; }))
    if (sub->get_name() == name) return sub;
  return nullptr;
}

}  // namespace

std::vector<std::string> option_names(const CLI::App& app) {
  std::vector<std::string> names;
  for (const CLI::Option* opt : app.get_options()) {
    for (const auto& l : opt->get_lnames()) names.push_back("--" + l);
    for (const auto& s : opt->get_snames()) names.push_back("-" + s);
  }
  return names;
}

std::string unknown_word_error(const CLI::App& app, const std::vector<std::string>& args) {
  if (args.empty()) return "";
  std::string name;
  if (option_word(args[0], name)) {
    const auto known = option_names(app);
    return std::find(known.begin(), known.end(), name) == known.end() ? "rulebook: " + unknown("option", name, known) : "";
  }
  const CLI::App* verb = verb_named(app, args[0]);
  if (!verb) {
    std::vector<std::string> verbs;
    for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) verbs.push_back(sub->get_name());
    return "rulebook: " + unknown("verb", args[0], verbs);
  }
  const auto known = option_names(*verb);
  for (size_t i = 1; i < args.size() && args[i] != "--"; ++i) {
    if (!option_word(args[i], name) || std::find(known.begin(), known.end(), name) != known.end()) continue;
    // the word after it, which the option would have taken, is named too
    std::string next_name;
    const bool value = i + 1 < args.size() && !option_word(args[i + 1], next_name);
    return "rulebook " + args[0] + ": " + unknown("option", name, known) + (value ? " (it came before '" + args[i + 1] + "')" : "");
  }
  return "";
}

}  // namespace rb::cli
