#include "agents/agent_spec.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "core/suggest.h"

namespace rb {
namespace {

std::vector<AgentOptionInfo> search_options() {
  return {
      {"iterations", 1000, 1, 1e8, true, "search iterations per decision (deterministic for a seed)"},
      {"seconds", 0, 0, 3600, false, "a time budget per decision instead of iterations (play only; not reproducible)"},
      {"c", 1.0, 0, 100, false, "UCT exploration constant (rewards are in [0,1])"},
      {"playout", 400, 1, 1e6, true, "plies a random playout may run before it is scored as it stands"},
      {"depth", 0, 0, 1e6, true, "with the game's evaluate(s, player): random plies before it scores the new position (0: none)"},
  };
}

std::string format_number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

std::vector<std::string> names_of(const std::vector<AgentOptionInfo>& options) {
  std::vector<std::string> out;
  for (const auto& o : options) out.push_back(o.name);
  return out;
}

std::string join(const std::vector<std::string>& names) {
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

std::string unknown(const std::string& what, const std::string& name, const std::vector<std::string>& valid) {
  const std::string near = closest(name, valid);
  return "unknown " + what + " '" + name + "'" + (near.empty() ? "" : " (did you mean '" + near + "'?)") +
         (valid.empty() ? " (it takes no options)" : "; expected one of: " + join(valid));
}

// One "key=value" of `agent`; "" when it is fine, else why not.
std::string read_option(const AgentInfo& agent, const std::string& part, AgentSpec& spec) {
  const auto eq = part.find('=');
  const std::string key = part.substr(0, eq);
  const AgentOptionInfo* info = nullptr;
  for (const auto& o : agent.options)
    if (o.name == key) info = &o;
  if (!info) return unknown("option", key, names_of(agent.options)) + " (agent " + agent.name + ")";
  if (eq == std::string::npos) return agent.name + " option " + key + " needs a value: " + key + "=NUMBER";
  const std::string value = part.substr(eq + 1);
  char* end = nullptr;
  const double v = std::strtod(value.c_str(), &end);
  const bool whole = !info->integer || v == std::floor(v);
  if (value.empty() || *end != '\0' || !std::isfinite(v) || !whole || v < info->min || v > info->max)
    return "bad value '" + value + "' for " + agent.name + " option " + key + ": expected " +
           (info->integer ? "a whole number" : "a number") + " from " + format_number(info->min) + " to " + format_number(info->max);
  if (spec.has(key)) return agent.name + " option " + key + " is given twice";
  spec.given.emplace_back(key, v);
  return "";
}

}  // namespace

const std::vector<AgentInfo>& agent_catalogue() {
  static const std::vector<AgentInfo> catalogue = {
      {"random", "uniform over the legal moves", {}},
      {"random-action", "an action name uniformly, then one of its moves", {}},
      {"greedy", "the move that leaves its own score highest, judged on what it may see", {}},
      {"mcts", "Monte Carlo tree search (UCT) with random playouts; hidden information is sampled once per decision",
       search_options()},
      {"ismcts", "information-set MCTS: samples a State consistent with what it sees at every iteration",
       search_options()},
      {"script", "the game's own bot: the optional bot(s, player, moves) in its rules.lua", {}},
  };
  return catalogue;
}

const AgentInfo* find_agent_info(const std::string& name) {
  for (const auto& a : agent_catalogue())
    if (a.name == name) return &a;
  return nullptr;
}

double AgentSpec::option(const std::string& key) const {
  for (const auto& [k, v] : given)
    if (k == key) return v;
  if (const AgentInfo* info = find_agent_info(name))
    for (const auto& o : info->options)
      if (o.name == key) return o.default_value;
  return 0;
}

bool AgentSpec::has(const std::string& key) const {
  for (const auto& g : given)
    if (g.first == key) return true;
  return false;
}

std::string AgentSpec::text() const {
  std::string out = name;
  for (size_t i = 0; i < given.size(); ++i) out += (i ? "," : ":") + given[i].first + "=" + format_number(given[i].second);
  return out;
}

std::optional<AgentSpec> parse_agent_spec(const std::string& text, std::string& error) {
  AgentSpec spec;
  const auto colon = text.find(':');
  spec.name = text.substr(0, colon);
  const AgentInfo* agent = find_agent_info(spec.name);
  std::vector<std::string> names;
  for (const auto& a : agent_catalogue()) names.push_back(a.name);
  if (!agent) return error = unknown("agent", spec.name, names), std::nullopt;
  if (colon == std::string::npos) return spec;
  size_t start = colon + 1;
  while (start <= text.size()) {
    size_t end = text.find_first_of(",:", start);
    if (end == std::string::npos) end = text.size();
    const std::string part = text.substr(start, end - start);
    if (!part.empty() && !(error = read_option(*agent, part, spec)).empty()) return std::nullopt;
    start = end + 1;
  }
  return spec;
}

std::vector<std::string> split_agent_list(const std::string& text) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find(',', start);
    if (end == std::string::npos) end = text.size();
    std::string part = text.substr(start, end - start);
    part.erase(0, part.find_first_not_of(" \t"));
    part.erase(part.find_last_not_of(" \t") + 1);
    const auto eq = part.find('=');
    const bool option = eq != std::string::npos && part.substr(0, eq).find(':') == std::string::npos;
    if (option && !out.empty()) out.back() += "," + part;
    else if (!part.empty()) out.push_back(part);
    start = end + 1;
  }
  return out;
}

std::string agent_help_text() {
  std::string out = "Agents (--agents A,B,... or --seat N=AGENT[:option=value,...]):\n";
  for (const auto& a : agent_catalogue()) {
    char line[256];
    std::snprintf(line, sizeof line, "  %-14s %s\n", a.name.c_str(), a.description.c_str());
    out += line;
    for (const auto& o : a.options) {
      std::snprintf(line, sizeof line, "      %-12s %s (default %s)\n", (o.name + "=").c_str(), o.description.c_str(),
                    format_number(o.default_value).c_str());
      out += line;
    }
  }
  return out;
}

}  // namespace rb
