#include "completion_table.h"

#include "agents/agent_spec.h"

namespace rb::cli {
namespace {

ValueKind value_kind(const CLI::Option& opt) {
  if (opt.get_expected_max() == 0) return ValueKind::None;  // a flag
  const std::string name = opt.get_lnames().empty() ? "" : opt.get_lnames().front();
  if (name == "param") return ValueKind::Parameter;
  if (name == "agents" || name == "seat") return ValueKind::Agent;
  if (name == "variant" || name == "state" || name == "report" || name == "record" || name == "dir" ||
      name == "output") return ValueKind::File;
  return ValueKind::Any;
}

OptionEntry option_entry(const CLI::Option& opt) {
  OptionEntry e;
  for (const auto& l : opt.get_lnames()) e.names.push_back("--" + l);
  for (const auto& s : opt.get_snames()) e.names.push_back("-" + s);
  e.description = opt.get_description();
  e.value = value_kind(opt);
  e.repeatable = e.value != ValueKind::None && opt.get_items_expected_max() > 1;
  return e;
}

VerbEntry verb_entry(const CLI::App& sub) {
  VerbEntry v{sub.get_name(), sub.get_description(), {}, false};
  for (const CLI::Option* opt : sub.get_options()) {
    if (opt->nonpositional()) v.options.push_back(option_entry(*opt));
    else v.takes_paths = true;
  }
  return v;
}

}  // namespace

std::vector<VerbEntry> completion_table(const CLI::App& app) {
  std::vector<VerbEntry> verbs;
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) verbs.push_back(verb_entry(*sub));
  return verbs;
}

std::vector<std::string> agent_names() {
  std::vector<std::string> names;
  for (const auto& a : agent_catalogue()) names.push_back(a.name);
  return names;
}

}  // namespace rb::cli
