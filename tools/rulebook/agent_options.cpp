#include "agent_options.h"

#include "agents/agent_spec.h"
#include "core/game_def.h"
#include "number_options.h"

namespace rb::cli {

void AgentOptions::add_to(CLI::App& app, const std::string& default_agents) {
  agents = default_agents;
  const std::string who = humans ? "human or an agent" : "an agent";
  app.add_option("--agents", agents, "who plays each seat, comma-separated and cycled: " + who + " (below)")
      ->capture_default_str();
  app.add_option("--seat", seats, "one seat's player: N=AGENT[:option=value,...] (repeatable; overrides --agents)");
  app.footer(agent_help_text() + (humans ? "  human          a person at the terminal\n" : ""));
}

namespace {

// The canonical spec of one seat's text, or "" with `error` set.
std::string check_spec(const AgentOptions& o, const GameDef& game, const std::string& text, std::string& error) {
  if (o.humans && text == "human") return text;
  const auto spec = parse_agent_spec(text, game.agent_presets, error);
  if (!spec) return "";
  if (!o.time_budget && spec->option("seconds") > 0)
    return error = "a time budget (seconds=) makes results depend on the machine; use iterations= here", "";
  return spec->text();
}

}  // namespace

std::vector<std::string> AgentOptions::resolve(const GameDef& game, std::string& error) const {
  const int players = game.setup.players;
  const auto names = split_agent_list(agents);
  if (names.empty()) return error = "--agents is empty", std::vector<std::string>{};
  std::vector<std::string> out;
  for (int p = 0; p < players; ++p) {
    out.push_back(check_spec(*this, game, names[p % names.size()], error));
    if (!error.empty()) return error = "--agents: " + error, std::vector<std::string>{};
  }
  for (const auto& seat : seats) {
    const auto eq = seat.find('=');
    const std::string number = seat.substr(0, eq);
    const int n = whole_number_error(number, 1, players).empty() ? std::stoi(number) : 0;
    if (eq == std::string::npos || n < 1)
      return error = "--seat " + seat + ": expected N=AGENT with N from 1 to " + std::to_string(players), std::vector<std::string>{};
    out[n - 1] = check_spec(*this, game, seat.substr(eq + 1), error);
    if (!error.empty()) return error = "--seat " + seat + ": " + error, std::vector<std::string>{};
  }
  return out;
}

}  // namespace rb::cli
