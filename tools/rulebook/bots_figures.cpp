#include "bots_figures.h"

#include <stdexcept>

#include "agent_options.h"
#include "bench_figures.h"
#include "analysis/playtest.h"
#include "analysis/run_warnings.h"
#include "load/game_loader.h"
#include "load/parameters.h"

namespace rb::cli {
namespace {

LoadRequest request_for(const std::string& path, const std::vector<std::string>& params, int players) {
  LoadRequest request{path, {}, {}};
  for (const auto& p : params)
    if (!parse_param_assignment(p, request.params)) throw std::runtime_error("--param expects key=value, got '" + p + "'");
  if (players > 0) request.params["players"] = std::to_string(players);
  return request;
}

int64_t plies_played(const Histogram& plies) {
  int64_t sum = 0;
  for (const auto& [length, games] : plies) sum += length * games;
  return sum;
}

// The seat with the most wins, and its share of the finished games.
void find_best_seat(const RunTally& t, BotsFigures& f) {
  int64_t best = 0;
  for (size_t i = 0; i < t.seats.size(); ++i)
    if (t.seats[i].wins > best) best = t.seats[i].wins, f.best_seat = int(i) + 1;
  f.best_seat_wins = proportion(best, t.finished);
}

}  // namespace

std::vector<int> bot_player_counts(const std::string& path, const std::vector<std::string>& params, const BotsOptions& o) {
  const auto game = load_game(request_for(path, params, 0));
  if (o.players.empty()) return {game->setup.players};
  std::vector<int> counts;
  for (int n : o.players)
    if (n >= game->setup.min_players && n <= game->setup.max_players) counts.push_back(n);
  return counts;
}

BotsFigures bench_bots(const std::string& path, const std::vector<std::string>& params, int players, uint64_t seed,
                       const BotsOptions& o) {
  const auto game = load_game(request_for(path, params, players));
  AgentOptions agents;
  agents.agents = o.agents;
  std::string error;
  PlaytestOptions run;
  run.games = o.games, run.seed = seed, run.threads = o.threads, run.max_plies = o.max_plies, run.opening = o.opening;
  run.seats = agents.resolve(*game, error);
  if (!error.empty()) throw std::runtime_error(error);
  const PlaytestStats st = run_playtest(game, run);
  const RunTally& t = st.tally;
  BotsFigures f;
  f.game = game_label(path), f.players = game->setup.players, f.games = t.games, f.cut_off = t.cut_off, f.errors = t.errors;
  f.ended = proportion(t.finished, t.games);
  f.median_plies = t.plies.empty() ? 0 : distribution(t.plies).median;
  const int64_t plies = plies_played(t.plies);
  f.ms_per_ply = plies > 0 ? 1000 * st.seconds * o.threads / double(plies) : 0;
  find_best_seat(t, f);
  const LineSample lines = line_sample(t);
  f.lines_sampled = lines.sampled, f.lines_distinct = lines.distinct, f.repeated = lines.repeated();
  if (!t.first_errors.empty()) f.first_error = t.first_errors.front().second;
  return f;
}

}  // namespace rb::cli
