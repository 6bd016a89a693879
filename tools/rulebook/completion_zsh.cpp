// `rulebook completions zsh`: the zsh completion script (#compdef), from completion_table().
#include <sstream>

#include "completion_table.h"

namespace rb::cli {
namespace {

// --param's values: the game named on the line (the first argument that is no option or an
// option's value) asked for its parameters; nothing when it names no game.
constexpr const char* kZshHelpers = R"sh(_rulebook_params() {
  local takes=" ${_rulebook_takes[$1]} " skip=0 w game=
  for w in "${(@)words[2,CURRENT-1]}"; do
    if (( skip )); then skip=0; continue; fi
    if [[ $w == -* ]]; then [[ $w != *=* && $takes == *" $w "* ]] && skip=1; continue; fi
    game=$w
    break
  done
  [[ -n $game ]] || return 1
  local -a all
  all=(${(f)"$(${~_rulebook_bin} completions params ${~game} 2>/dev/null)"})
  compadd -S '' -- ${(M)all:#*=}
  compadd -- ${all:#*=}
}

)sh";

// Text safe inside '...', and inside [...] (an option's description) or, with `colons`,
// after "name:" (a verb's).
std::string quoted_text(const std::string& text, bool colons = false) {
  std::string out;
  for (char c : text) {
    if (c == '\'') out += "'\\''";
    else if (c == '[') out += '(';
    else if (c == ']') out += ')';
    else if (c == ':' && colons) out += "\\:";
    else out += c;
  }
  return out;
}

std::string value_action(ValueKind kind, const std::string& verb, const std::string& agents) {
  switch (kind) {
    case ValueKind::Parameter: return ":parameter:{_rulebook_params " + verb + "}";
    case ValueKind::Agent: return ":agent:(" + agents + ")";
    case ValueKind::File: return ":file:_files";
    case ValueKind::Any: return ":value: ";
    case ValueKind::None: break;
  }
  return "";
}

std::string verb_case(const VerbEntry& verb, const std::string& agents) {
  std::string out = "    " + verb.name + ")\n      _arguments -S";
  for (const auto& o : verb.options)
    for (const auto& name : o.names)
      out += " \\\n        '" + std::string(o.repeatable ? "*" : "") + name + "[" + quoted_text(o.description) + "]" +
             value_action(o.value, verb.name, agents) + "'";
  if (verb.takes_paths) out += " \\\n        '*:file:_files'";
  return out + " ;;\n";
}

}  // namespace

std::string zsh_completion(const CLI::App& app) {
  const auto verbs = completion_table(app);
  std::string agents;
  for (const auto& a : agent_names()) agents += (agents.empty() ? "" : " ") + a;
  std::ostringstream out;
  out << "#compdef rulebook\n"
         "# zsh completion for rulebook, written by `rulebook completions zsh` from the verbs and\n"
         "# options the command parses: verbs, options, --param a game's parameters and values\n"
         "# (asked of `rulebook completions params GAME`), --agents and --seat the agents.\n"
      << kZshHelpers << "typeset -gA _rulebook_takes\n_rulebook_takes=(\n";
  for (const auto& v : verbs) {
    std::string takes;
    for (const auto& o : v.options)
      for (const auto& n : o.names)
        if (o.value != ValueKind::None) takes += (takes.empty() ? "" : " ") + n;
    out << "  " << v.name << " '" << takes << "'\n";
  }
  out << ")\n\n_rulebook() {\n  local _rulebook_bin=$words[1]\n  local -a verbs\n  verbs=(\n";
  for (const auto& v : verbs) out << "    '" << v.name << ":" << quoted_text(v.description, true) << "'\n";
  out << "  )\n  if (( CURRENT == 2 )); then\n    _describe verb verbs\n    return\n  fi\n"
         "  local verb=$words[2]\n  shift words\n  (( CURRENT-- ))\n  case $verb in\n";
  for (const auto& v : verbs) out << verb_case(v, agents);
  out << "  esac\n}\n\n_rulebook \"$@\"\n";
  return out.str();
}

}  // namespace rb::cli
