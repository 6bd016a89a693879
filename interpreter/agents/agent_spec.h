// Agent specs: the text that chooses a bot and tunes it, as typed on a command line
// (`mcts`, `mcts:iterations=2000,c=1.2`), parsed against a catalogue of agents and their
// options so that a misspelled name or option gets a "did you mean" and the valid list.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rb {

struct AgentPreset;  // core/game_def.h: what a preset stands for in one game

struct AgentOptionInfo {
  std::string name;
  double default_value = 0, min = 0, max = 0;
  bool integer = true;
  std::string description;
  std::vector<std::string> choices;  // a named choice: the value is its index (`rollout=prior`)
};

struct AgentInfo {
  std::string name;
  std::string description;
  std::vector<AgentOptionInfo> options;
  std::string preset;  // a preset names another agent with options (`strong`), "" otherwise
  std::string when;    // when a designer would pick it, for `rulebook agents`
};

// What the presets stand for (tuned on the seed games; games/README.md, "Bots").
inline constexpr const char* kStrongPreset = "ismcts:iterations=300";
inline constexpr const char* kFastPreset = "heuristic";

// Every agent make_agent knows, in the order --help lists them.
const std::vector<AgentInfo>& agent_catalogue();
const AgentInfo* find_agent_info(const std::string& name);

struct AgentSpec {
  std::string name;
  std::vector<std::pair<std::string, double>> given;  // the options the text set, in its order
  // The value of an option: the one given, else the catalogue's default.
  double option(const std::string& key) const;
  bool has(const std::string& key) const;
  // The canonical text: name, then the given options (`mcts:iterations=2000,c=1.2`).
  std::string text() const;
};

// Parses "name" or "name:key=value,key=value" (':' also separates options). A preset
// becomes the spec it stands for, with any options given after it changing its own
// (`strong:iterations=500`). On a bad spec returns nothing and sets `error` to a sentence
// naming what is wrong and the choices.
std::optional<AgentSpec> parse_agent_spec(const std::string& text, std::string& error);
// The same for one game: a preset the game tunes (game.yaml `agents:`) stands for the
// game's text, itself parsed as above (so `strong: strong:depth=20` builds on the preset).
std::optional<AgentSpec> parse_agent_spec(const std::string& text, const std::vector<AgentPreset>& game,
                                          std::string& error);
// The specs of a list of agents (one per seat), each parsed as above; std::invalid_argument
// carries the error of the first that does not parse.
std::vector<AgentSpec> parse_seats(const std::vector<std::string>& seats);
// The first of a game's presets that does not parse, as
// "file:line:col: agents: strong: why"; "" when every one is an agent.
std::string game_presets_error(const std::vector<AgentPreset>& game);
// Splits an --agents list on commas, keeping "key=value" parts with the agent before them:
// "mcts:iterations=9,c=2,random" -> {"mcts:iterations=9,c=2", "random"}.
std::vector<std::string> split_agent_list(const std::string& text);
// The catalogue as help text: one line per agent, then its options with defaults.
std::string agent_help_text();
// The whole catalogue for `rulebook agents`: each agent, when to use it, its options with
// defaults and ranges, and what each preset stands for.
std::string agent_guide_text();

}  // namespace rb
