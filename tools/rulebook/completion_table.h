// The verbs and options the parser was given, read back from the CLI::App as one table, so
// the shell completions (completion_bash.cpp, completion_zsh.cpp) list exactly what
// `rulebook` accepts. A few options complete values: --param a game's parameters (asked
// of `rulebook completions params GAME` while completing), --agents and --seat the agents.
#pragma once

#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace rb::cli {

enum class ValueKind { None, Any, Parameter, Agent, File };

struct OptionEntry {
  std::vector<std::string> names;  // "--games", "-v"
  std::string description;
  ValueKind value = ValueKind::None;  // None: a flag
  bool repeatable = false;
};

struct VerbEntry {
  std::string name, description;
  std::vector<OptionEntry> options;
  bool takes_paths = false;  // positional arguments: game folders and files
};

std::vector<VerbEntry> completion_table(const CLI::App& app);
// The names of the agents, the values of --agents and --seat.
std::vector<std::string> agent_names();

std::string bash_completion(const CLI::App& app);
std::string zsh_completion(const CLI::App& app);

}  // namespace rb::cli
