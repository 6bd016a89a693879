#include "agents/agent_spec.h"

#include "core/game_def.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

#include "core/suggest.h"
#include "core/whole_number.h"

namespace rb {
namespace {

std::vector<AgentOptionInfo> search_options() {
  return {
      {"iterations", 1000, 1, 1e8, true, "search iterations per decision (deterministic for a seed)", {}},
      {"seconds", 0, 0.001, 3600, false, "a time budget per decision instead of iterations (not reproducible)", {}},
      {"c", 1.0, 0, 100, false, "UCT exploration constant (rewards are in [0,1])", {}},
      {"playout", 400, 1, 1e6, true, "plies a playout may run before it is scored as it stands", {}},
      {"depth", 0, 0, 1e6, true, "with the game's evaluate(s, player): playout plies before it scores the new position (0: none)", {}},
      {"rollout", 1, 0, 2, true,
       "playout moves: drawn in proportion to the game's prior(), uniformly (random), or by prior() among 8 moves drawn uniformly (sampled: cheaper where moves are many)",
       {"random", "prior", "sampled"}},
      {"bias", 1.0, 0, 100, false, "progressive bias: how long the game's prior() steers the tree toward its favourites (0: off)", {}},
      {"threads", 1, 1, 64, true, "root parallelism: independent searches on this many threads, their visits summed", {}},
      {"reuse", 1, 0, 1, true, "keep what the last search learnt below the position now reached (where nothing is hidden)", {"no", "yes"}},
      {"spread", 1, 0, 1, true, "UCB1 reads each move's mean reward against the spread of its siblings' (lowest 0, highest 1), so small differences in evaluate() still steer the search", {"no", "yes"}},
      {"stop", 1, 0, 1, true, "end an iteration budget early once no move can overtake the most visited in the iterations left: the move the whole budget would choose, sooner where the choice is clear (one thread)", {"no", "yes"}},
  };
}

std::vector<AgentOptionInfo> judging_options() {
  return {
      {"samples", 4, 1, 1000, true, "where it cannot see everything: States sampled from what it sees (and the others' choices in a simultaneous decision), each move judged on all", {}},
  };
}

std::vector<AgentOptionInfo> heuristic_options() {
  auto options = judging_options();
  options.insert(options.begin(), {"epsilon", 0, 0, 1, false, "the share of decisions made by a move drawn in proportion to prior() (epsilon-greedy)", {}});
  return options;
}

// Exact, so that a spec's canonical text reads back the same (1234567, not 1.23457e+06).
std::string format_number(double v) {
  char buf[40];
  if (v == std::floor(v) && std::fabs(v) < 1e15) std::snprintf(buf, sizeof buf, "%.0f", v);
  else
    for (int digits = 6; digits <= 17; ++digits)  // the shortest that reads back the same
      if (std::snprintf(buf, sizeof buf, "%.*g", digits, v); std::strtod(buf, nullptr) == v) break;
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

std::string read_choice(const AgentInfo& agent, const AgentOptionInfo& info, const std::string& value, AgentSpec& spec);

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
  if (!info->choices.empty()) return read_choice(agent, *info, value, spec);
  double v = 0;
  const bool decimal = parse_plain_decimal(value, v);
  const bool whole = !info->integer || v == std::floor(v);
  if (!decimal || !whole || v < info->min || v > info->max)
    return "bad value '" + value + "' for " + agent.name + " option " + key + ": expected " +
           (info->integer ? "a whole number" : "a number") + " from " + format_number(info->min) + " to " + format_number(info->max);
  if (spec.has(key)) return agent.name + " option " + key + " is given twice";
  spec.given.emplace_back(key, v);
  return "";
}

// The value of a named choice (`rollout=prior`) kept as its index.
std::string read_choice(const AgentInfo& agent, const AgentOptionInfo& info, const std::string& value, AgentSpec& spec) {
  for (size_t i = 0; i < info.choices.size(); ++i)
    if (info.choices[i] == value) {
      if (spec.has(info.name)) return agent.name + " option " + info.name + " is given twice";
      spec.given.emplace_back(info.name, double(i));
      return "";
    }
  return unknown("value", value, info.choices) + " for " + agent.name + " option " + info.name;
}

// A preset's own options, then those given after its name, which replace them.
AgentSpec expand_preset(const AgentSpec& preset_spec, const AgentSpec& given) {
  AgentSpec out = preset_spec;
  for (const auto& [key, value] : given.given) {
    bool replaced = false;
    for (auto& [k, v] : out.given)
      if (k == key) v = value, replaced = true;
    if (!replaced) out.given.emplace_back(key, value);
  }
  return out;
}

}  // namespace

const std::vector<AgentInfo>& agent_catalogue() {
  static const std::vector<AgentInfo> catalogue = {
      {"random", "uniform over the legal moves", {}, "",
       "a baseline: what the game does with no skill at all"},
      {"random-action", "an action name uniformly, then one of its moves", {}, "",
       "a baseline where one action has many more moves than another (place any card vs pass)"},
      {"greedy", "the move that leaves its own score highest, judged on what it may see", judging_options(), "",
       "a cheap opponent for games that keep a running score"},
      {"heuristic", "one ply: the move after which the game's evaluate() rates its position best (score rank without one)",
       heuristic_options(), "", "a quick sensible player: needs the game's evaluate(); with epsilon= a fallible one"},
      {"mcts", "Monte Carlo tree search (UCT); playouts guided by the game's prior() and scored by its evaluate() where defined; hidden information sampled once per decision",
       search_options(), "", "a strong player for perfect-information games; budget with iterations="},
      {"ismcts", "information-set MCTS: samples a State consistent with what it sees at every iteration",
       search_options(), "", "a strong player where cards, dice or choices are hidden"},
      {"script", "the game's own bot: the optional bot(s, player, moves) in its rules.lua", {}, "",
       "the designer's own scripted opponent"},
      {"strong", "the best generic setting at a few tens of milliseconds a move on a small machine", {}, kStrongPreset,
       "the default for balance questions: does the game end, is it fair, do choices matter"},
      {"fast", "a cheap sensible player: one ply of the game's evaluate()", {}, kFastPreset,
       "thousands of games quickly, when a plausible human is enough"},
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
  const AgentInfo* info = find_agent_info(name);
  std::string out = name;
  for (size_t i = 0; i < given.size(); ++i) {
    std::string value = format_number(given[i].second);
    if (info)
      for (const auto& o : info->options)
        if (o.name == given[i].first && !o.choices.empty()) value = o.choices[size_t(given[i].second)];
    out += (i ? "," : ":") + given[i].first + "=" + value;
  }
  return out;
}

// A preset standing for `stands_for`, with the options given after it (checked against the
// agent it stands for).
static std::optional<AgentSpec> parse_preset(const std::string& name, const std::string& stands_for,
                                             const std::string& options, std::string& error) {
  const auto base = parse_agent_spec(stands_for, error);
  if (!base) return std::nullopt;
  if (options.empty()) return base;
  const auto given = parse_agent_spec(base->name + ":" + options, error);
  if (!given) return error += " (preset " + name + " is " + stands_for + ")", std::nullopt;
  return expand_preset(*base, *given);
}

static const AgentPreset* game_preset(const std::vector<AgentPreset>& game, const std::string& name) {
  for (const auto& p : game)
    if (p.name == name) return &p;
  return nullptr;
}

std::optional<AgentSpec> parse_agent_spec(const std::string& text, const std::vector<AgentPreset>& game,
                                          std::string& error) {
  const auto colon = text.find(':');
  const AgentPreset* tuned = game_preset(game, text.substr(0, colon));
  if (!tuned) return parse_agent_spec(text, error);
  if (!parse_agent_spec(tuned->agent, error)) {
    const std::string at = tuned->file + ":" + std::to_string(tuned->line) + ":" + std::to_string(tuned->column);
    return error = at + ": agents: " + tuned->name + ": " + error, std::nullopt;
  }
  return parse_preset(tuned->name, tuned->agent, colon == std::string::npos ? "" : text.substr(colon + 1), error);
}

std::string game_presets_error(const std::vector<AgentPreset>& game) {
  std::string error;
  for (const auto& p : game)
    if (!parse_agent_spec(p.name, game, error)) return error;
  return "";
}

std::optional<AgentSpec> parse_agent_spec(const std::string& text, std::string& error) {
  AgentSpec spec;
  const auto colon = text.find(':');
  spec.name = text.substr(0, colon);
  const AgentInfo* agent = find_agent_info(spec.name);
  std::vector<std::string> names;
  for (const auto& a : agent_catalogue()) names.push_back(a.name);
  if (!agent) return error = unknown("agent", spec.name, names), std::nullopt;
  if (!agent->preset.empty())
    return parse_preset(agent->name, agent->preset, colon == std::string::npos ? "" : text.substr(colon + 1), error);
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

std::vector<AgentSpec> parse_seats(const std::vector<std::string>& seats) {
  std::vector<AgentSpec> out;
  for (const std::string& text : seats) {
    std::string error;
    std::optional<AgentSpec> spec = parse_agent_spec(text, error);
    if (!spec) throw std::invalid_argument(error);
    out.push_back(std::move(*spec));
  }
  return out;
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

static std::string option_default(const AgentOptionInfo& o) {
  return o.choices.empty() ? format_number(o.default_value) : o.choices[size_t(o.default_value)];
}

std::string agent_help_text() {
  std::string out = "Agents (--agents A,B,... or --seat N=AGENT[:option=value,...]; `rulebook agents` says when to use which):\n";
  for (const auto& a : agent_catalogue()) {
    char line[512];
    std::snprintf(line, sizeof line, "  %-14s %s\n", a.name.c_str(), a.description.c_str());
    out += line;
    if (!a.preset.empty()) out += "      = " + a.preset + "\n";
    for (const auto& o : a.options) {
      std::snprintf(line, sizeof line, "      %-12s %s (default %s)\n", (o.name + "=").c_str(), o.description.c_str(),
                    option_default(o).c_str());
      out += line;
    }
  }
  return out;
}

std::string agent_guide_text() {
  std::string out;
  for (const auto& a : agent_catalogue()) {
    out += a.name + (a.preset.empty() ? "" : "  (preset: " + a.preset + ")") + "\n";
    out += "    " + a.description + "\n";
    out += "    use it for: " + a.when + "\n";
    for (const auto& o : a.options) {
      const std::string range = o.choices.empty() ? format_number(o.min) + ".." + format_number(o.max) : join(o.choices);
      out += "    " + o.name + "=" + option_default(o) + "  (" + range + ") " + o.description + "\n";
    }
    out += "\n";
  }
  out += "Options go after a colon: --seat 2=mcts:iterations=2000,c=1.2; a preset takes the options of the agent\n"
         "it stands for (strong:iterations=1000). Iteration budgets are reproducible for a seed; seconds= is not.\n";
  return out;
}

}  // namespace rb
