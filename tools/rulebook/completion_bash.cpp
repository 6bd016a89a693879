// `rulebook completions bash`: the bash completion script, from completion_table().
#include <sstream>

#include "completion_table.h"
#include "usage_hints.h"

namespace rb::cli {
namespace {

// The functions every verb's case uses: the reply cut where bash splits a word at '=' or
// ':', and the game named on the line (the first argument that is no option or value).
constexpr const char* kBashHelpers = R"sh(_rulebook_reply() {
  local breaks=${COMP_WORDBREAKS//[^=:]/} head=
  mapfile -t COMPREPLY < <(compgen -W "$1" -- "$2")
  [[ -n $breaks && $2 == *[$breaks]* ]] && head=${2%"${2##*[$breaks]}"}
  [[ -n $head ]] && COMPREPLY=("${COMPREPLY[@]#"$head"}")
  return 0
}

_rulebook_game() {
  local takes=" $1 " skip=0 w
  shift
  for w in "$@"; do
    if ((skip)); then skip=0; continue; fi
    if [[ $w == -* ]]; then [[ $w != *=* && $takes == *" $w "* ]] && skip=1; continue; fi
    printf '%s' "$w"
    return
  done
}

)sh";

// The line as typed up to the cursor, in whitespace-separated words (bash's own words are
// also split at '=', which would hide "--param key=value").
constexpr const char* kStart = R"sh(_rulebook() {
  local line=${COMP_LINE:0:COMP_POINT} words
  read -ra words <<<"$line"
  [[ -z $line || $line == *[[:space:]] ]] && words+=("")
  local n=${#words[@]} opts= takes= any= params= agents=
  local cur=${words[n-1]} prev=${words[n-2]}
  COMPREPLY=()
)sh";

constexpr const char* kEnd = R"sh(  if [[ " $params " == *" $prev "* ]]; then
    local game
    game=$(_rulebook_game "$takes" "${words[@]:2:n-3}")
    [[ -n $game ]] && _rulebook_reply "$("${words[0]}" completions params "$game" 2>/dev/null)" "$cur"
    [[ " ${COMPREPLY[*]} " == *"= "* ]] && compopt -o nospace 2>/dev/null
  elif [[ " $agents " == *" $prev "* ]]; then
    _rulebook_reply ")AGENTS(" "$cur"
  elif [[ " $any " == *" $prev "* ]]; then
    return 0
  elif [[ $cur == -* ]]; then
    _rulebook_reply "$opts" "$cur"
  else
    mapfile -t COMPREPLY < <(compgen -f -- "$cur")
  fi
  return 0
}

complete -o filenames -F _rulebook rulebook
)sh";

std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
  return out;
}

// One verb's `case` branch: its options, and which of them take what kind of value.
std::string verb_case(const VerbEntry& verb) {
  std::vector<std::string> all, takes, any, params, agents;
  for (const auto& o : verb.options) {
    for (const auto& name : o.names) {
      all.push_back(name);
      if (o.value == ValueKind::None) continue;
      takes.push_back(name);
      if (o.value == ValueKind::Parameter) params.push_back(name);
      else if (o.value == ValueKind::Agent) agents.push_back(name);
      else if (o.value == ValueKind::Any) any.push_back(name);
    }
  }
  return "    " + verb.name + ") opts=\"" + joined(all) + "\" takes=\"" + joined(takes) + "\" any=\"" + joined(any) + "\" params=\"" + joined(params) + "\" agents=\"" + joined(agents) + "\" ;;\n";
}

std::string replaced(std::string text, const std::string& what, const std::string& with) {
  const auto at = text.find(what);
  return at == std::string::npos ? text : text.replace(at, what.size(), with);
}

}  // namespace

std::string bash_completion(const CLI::App& app) {
  const auto verbs = completion_table(app);
  std::vector<std::string> names;
  for (const auto& v : verbs) names.push_back(v.name);
  for (const auto& n : option_names(app)) names.push_back(n);
  std::ostringstream out;
  out << "# bash completion for rulebook, written by `rulebook completions bash` from the verbs and\n"
         "# options the command parses: verbs, options, --param a game's parameters and values\n"
         "# (asked of `rulebook completions params GAME`), --agents and --seat the agents.\n"
      << kBashHelpers << kStart << "  if ((n == 2)); then\n    _rulebook_reply \"" << joined(names) << "\" \"$cur\"\n    return 0\n  fi\n"
      << "  case ${words[1]} in\n";
  for (const auto& v : verbs) out << verb_case(v);
  out << "    *) return 0 ;;\n  esac\n" << replaced(kEnd, ")AGENTS(", joined(agent_names()));
  return out.str();
}

}  // namespace rb::cli
