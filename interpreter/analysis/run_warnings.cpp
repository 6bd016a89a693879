#include "analysis/run_warnings.h"

#include <algorithm>
#include <cstdio>

#include "analysis/statistics.h"
#include "analysis/text_format.h"

namespace rb {
namespace {

using Warnings = std::vector<RunWarning>;

int64_t count_in(const Counts& c, const std::string& key) {
  const auto it = c.find(key);
  return it == c.end() ? 0 : it->second;
}

bool same_agent_everywhere(const PlaytestStats& run) {
  return std::all_of(run.agents.begin(), run.agents.end(), [&](const std::string& a) { return a == run.agents.front(); });
}

// Whether every seat already holds a search agent (then "try strong" is no advice).
bool all_searching(const PlaytestStats& run) {
  return !run.agents.empty() && std::all_of(run.agents.begin(), run.agents.end(), [](const std::string& a) {
    return a.rfind("mcts", 0) == 0 || a.rfind("ismcts", 0) == 0;
  });
}

// Which cap stopped them: the engine's, the rules' own (s:cut_off), or both.
std::string which_cap(const PlaytestStats& run) {
  const int64_t at_engine_cap = count_in(run.tally.end_reasons, kPlyCapReason);
  const std::string engine = "at the ply cap of " + std::to_string(run.max_plies) + " plies";
  if (at_engine_cap == run.tally.cut_off) return engine;
  if (at_engine_cap == 0) return "by the rules' own cap (s:cut_off)";
  return engine + " or by the rules' own cap (s:cut_off)";
}

void cut_off(const PlaytestStats& run, Warnings& out) {
  const RunTally& t = run.tally;
  const int64_t played = t.finished + t.cut_off;
  if (played == 0 || double(t.cut_off) < kWarnCutOffShare * double(played)) return;
  const double share = double(t.cut_off) / double(played);
  out.push_back({"cut_off", share,
                 percent_text(share) + " of games were cut off " + which_cap(run) + ", not ended by a rule of the game: the agents do not "
                 "finish this game, so win rates and lengths describe the cap; " +
                     (all_searching(run) ? std::string("give the search more iterations, an evaluate() that rewards progress toward the "
                                                       "end and a prior() that favours such moves (games/README.md, \"Bots\")")
                                         : std::string("try --agents strong, or a game-specific evaluate (games/README.md) for the search agents"))});
}

// The run's agents, each once, in seat order, comma-separated (as --agents takes them).
std::string distinct_agents(const PlaytestStats& run) {
  std::string out;
  for (const auto& a : agents_each_once(run.agents)) out += (out.empty() ? "" : ",") + a;
  return out;
}

// A seat that wins nearly every finished game; the cause differs with the agents seated.
void seat_wins(const PlaytestStats& run, Warnings& out) {
  const RunTally& t = run.tally;
  if (run.cooperative || run.players < 2 || t.finished < kWarnFewestFinished) return;
  for (size_t p = 0; p < t.seats.size(); ++p) {
    if (double(t.seats[p].wins) < kWarnSeatWinShare * double(t.finished)) continue;
    const double share = double(t.seats[p].wins) / double(t.finished);
    const std::string agent = run.rotate ? "agents rotated" : p < run.agents.size() ? run.agents[p] : "";
    const std::string why = run.rotate && !same_agent_everywhere(run)
        ? ": every agent held this seat as often as any other (--rotate), so the seat, not the agent, decided these games: "
          "the game likely favours this seat"
        : same_agent_everywhere(run) && all_searching(run)
        ? ": the same search agent holds every seat, so the game likely favours this seat (or the agent misses the other "
          "side's plan: try more iterations, or a better evaluate() for that side)"
        : same_agent_everywhere(run)
        ? ": either the game favours this seat or the agents cannot play the other side (random agents find no long plan); "
          "try --agents strong on every seat before reading it as the game's balance"
        : ": the seats have different agents, so this measures the agents more than the game; seat the same agent "
          "everywhere to measure the seats; to compare the agents, rotate them through the seats (--rotate) or rate them "
          "with `rulebook ladder` on this game and --agents " + distinct_agents(run) + " (seats rotated on common seeds)";
    out.push_back({"seat_wins", share, "seat " + std::to_string(p + 1) + " (" + agent + ") won " + percent_text(share) + " of " +
                   std::to_string(t.finished) + " finished games" + why});
  }
}

void one_action(const PlaytestStats& run, Warnings& out) {
  const Counts& actions = run.tally.actions;
  if (actions.size() < 2) return;  // a game of one action chooses nothing else
  int64_t all = 0;
  for (const auto& [name, n] : actions) all += n;
  const auto top = std::max_element(actions.begin(), actions.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
  if (double(top->second) < kWarnActionShare * double(all)) return;
  const double share = double(top->second) / double(all);
  out.push_back({"one_action", share,
                 "'" + top->first + "' was " + percent_text(share) + " of all moves chosen: the other actions are hardly played, so the "
                 "statistics say little about them; random agents choose among moves, not actions, so an action with many "
                 "moves crowds out the rest: try --agents random-action or --agents strong"});
}

void short_games(const PlaytestStats& run, Warnings& out) {
  const Distribution plies = distribution(run.tally.plies);
  if (plies.n == 0 || plies.median >= kWarnShortMedianPlies) return;
  char median[32];
  std::snprintf(median, sizeof median, "%g", plies.median);
  out.push_back({"short_games", plies.median,
                 "games last a median of " + std::string(median) + " plies: the game ends almost at once; check the end "
                 "condition (a rule that ends the game on the first moves) and the setup"});
}

// Games that repeat others move for move: a game without chance played by agents that
// settle on one line. They are not independent draws, so the intervals claim too much.
void repeated_games(const PlaytestStats& run, Warnings& out) {
  const LineSample lines = line_sample(run.tally);
  if (!lines.repeated()) return;
  const int64_t sampled = lines.sampled, distinct = lines.distinct;
  out.push_back({"repeated_games", double(distinct) / double(sampled),
                 "only " + std::to_string(distinct) + " of " + (sampled < run.tally.games ? "the first " : "") + std::to_string(sampled) +
                     " games differ move for move: the agents play the same game again (the game has little chance and the search "
                     "settles on the same lines), so the games are not independent and the intervals are narrower than the truth; "
                     "start each game from a different opening (--opening N: the first N plies at random) or seat agents that vary"});
}

}  // namespace

LineSample line_sample(const RunTally& tally) {
  LineSample s;
  for (const auto& [line, games] : tally.lines) s.sampled += games;
  s.distinct = int64_t(tally.lines.size());
  return s;
}

std::vector<RunWarning> run_warnings(const PlaytestStats& run) {
  Warnings out;
  cut_off(run, out);
  repeated_games(run, out);
  seat_wins(run, out);
  one_action(run, out);
  short_games(run, out);
  return out;
}

nlohmann::json warnings_json(const std::vector<RunWarning>& warnings) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& w : warnings) out.push_back({{"kind", w.kind}, {"value", w.value}, {"message", w.message}});
  return out;
}

std::string warnings_text(const std::vector<RunWarning>& warnings, const std::string& prefix) {
  std::string out;
  for (const auto& w : warnings) out += "warning: " + prefix + w.message + "\n";
  return out;
}

}  // namespace rb
