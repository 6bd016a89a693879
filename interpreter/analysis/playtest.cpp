#include "analysis/playtest.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>

#include "agents/agent.h"
#include "engine/engine.h"
#include "engine/move_text.h"

namespace rb {

uint64_t game_seed(uint64_t run_seed, int index) {
  const RngWords w = seed_rng(run_seed * 0x9E3779B97F4A7C15ull + uint64_t(index));
  return (uint64_t(w.s[0]) << 32) | w.s[1];
}

GameRecord play_game(Engine& engine, uint64_t seed, int max_plies, const std::vector<std::string>& seats) {
  GameRecord rec;
  std::vector<std::unique_ptr<Agent>> agents;
  for (int p = 0; p < engine.game().players; ++p)
    agents.push_back(make_agent(seats.empty() ? "random" : seats[p % seats.size()], seed ^ (0x5DEECE66Dull * uint64_t(p + 1))));
  MoveList legal;
  std::vector<std::pair<int, Move>> played;  // to say how to reproduce an error
  try {
    State s = engine.new_game(seed);
    while (!s.terminal() && s.ply() < max_plies) {
      const int p = s.first_to_move();
      engine.legal_moves(s, p, legal);
      if (legal.empty()) throw RuleError("player " + std::to_string(p) + " has no legal move but the game is not over (ply " + std::to_string(s.ply()) + ")");
      rec.choices += legal.size();
      rec.decisions += 1;
      rec.multi_choice += legal.size() > 1;
      played.emplace_back(p, agents[p - 1]->choose(engine, s, p, legal));
      engine.apply_unchecked(s, p, played.back().second);
    }
    rec.cut_off = !s.terminal();
    rec.plies = s.ply();
    for (int p = 1; p <= s.players(); ++p) rec.results.push_back(int(s.result(p))), rec.scores.push_back(s.score(p));
  } catch (const std::exception& e) {
    rec.error = std::string(e.what()) + "\n  to reproduce: rulebook moves " + engine.game().files.back().string() + " --seed " + std::to_string(seed) + " --moves \"";
    for (size_t i = 0; i < played.size(); ++i)
      rec.error += (i ? "; " : "") + std::to_string(played[i].first) + ": " + move_to_text(engine.game(), played[i].second, played[i].first);
    rec.error += "\"";
    for (const auto& param : engine.game().params)
      if (param.value != param.default_value) rec.error += " --param " + param.name + "=" + param.value;
  }
  return rec;
}

namespace {

void add_record(PlaytestStats& st, const GameRecord& r, std::vector<int>& lengths, int64_t& choices, int64_t& decisions, int64_t& multi) {
  if (!r.error.empty()) {
    ++st.errors;
    const bool seen = std::find(st.first_errors.begin(), st.first_errors.end(), r.error) != st.first_errors.end();
    if (!seen && st.first_errors.size() < 3) st.first_errors.push_back(r.error);
    return;
  }
  lengths.push_back(r.plies);
  st.total_plies += r.plies;
  choices += r.choices, decisions += r.decisions, multi += r.multi_choice;
  if (r.cut_off) return void(++st.cut_off);
  bool every_draw = true;
  for (int p = 0; p < st.players; ++p) {
    st.wins[p] += r.results[p] == int(Result::Win);
    st.losses[p] += r.results[p] == int(Result::Loss);
    st.draws[p] += r.results[p] == int(Result::Draw);
    every_draw &= r.results[p] == int(Result::Draw);
    st.mean_score[p] += r.scores[p];
  }
  st.all_draw += every_draw;
}

void summarise(PlaytestStats& st, const std::vector<GameRecord>& records) {
  std::vector<int> lengths;
  int64_t choices = 0, decisions = 0, multi = 0;
  for (const auto& r : records) add_record(st, r, lengths, choices, decisions, multi);
  const int finished = st.games - st.errors - st.cut_off;
  for (auto& s : st.mean_score) s = finished ? s / finished : 0;
  if (!lengths.empty()) {
    std::sort(lengths.begin(), lengths.end());
    st.min_plies = lengths.front();
    st.max_plies = lengths.back();
    st.median_plies = lengths[lengths.size() / 2];
    st.mean_plies = double(st.total_plies) / double(lengths.size());
  }
  st.mean_branching = decisions ? double(choices) / double(decisions) : 0;
  st.multi_choice_share = decisions ? double(multi) / double(decisions) : 0;
}

}  // namespace

PlaytestStats run_playtest(const std::shared_ptr<const GameDef>& game, const PlaytestOptions& o,
                           const std::function<void(int)>& progress) {
  PlaytestStats st;
  st.game = game->name;
  st.players = game->players;
  st.games = o.games;
  st.seed = o.seed;
  for (int p = 0; p < st.players; ++p) st.agents.push_back(o.seats.empty() ? "random" : o.seats[p % o.seats.size()]);
  st.wins.assign(st.players, 0), st.losses.assign(st.players, 0), st.draws.assign(st.players, 0);
  st.mean_score.assign(st.players, 0);
  std::vector<GameRecord> records(o.games);
  std::atomic<int> next{0}, done{0};
  const int cap = o.max_plies > 0 ? o.max_plies : (game->max_plies > 0 ? game->max_plies : 1 << 30);
  const auto start = std::chrono::steady_clock::now();
  // A game whose rules do not load fails every game it plays, never the process.
  auto worker = [&] {
    std::unique_ptr<Engine> engine;
    std::string load_error;
    try {
      engine = std::make_unique<Engine>(game);
    } catch (const std::exception& e) {
      load_error = e.what();
    }
    for (int i; (i = next++) < o.games;) {
      if (engine) records[i] = play_game(*engine, game_seed(o.seed, i), cap, o.seats);
      else records[i].error = load_error;
      if (progress) progress(++done);
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < std::max(1, o.threads); ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  st.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  summarise(st, records);
  return st;
}

nlohmann::json stats_to_json(const PlaytestStats& st) {
  nlohmann::json seats = nlohmann::json::array();
  for (int p = 0; p < st.players; ++p)
    seats.push_back({{"seat", p + 1}, {"agent", st.agents[p]}, {"wins", st.wins[p]}, {"losses", st.losses[p]}, {"draws", st.draws[p]},
                     {"win_rate", st.games ? double(st.wins[p]) / st.games : 0.0}, {"mean_score", st.mean_score[p]}});
  return {{"game", st.game}, {"players", st.players}, {"games", st.games}, {"seed", st.seed}, {"seats", seats},
          {"all_draw", st.all_draw}, {"cut_off", st.cut_off}, {"errors", st.errors}, {"first_errors", st.first_errors},
          {"plies", {{"mean", st.mean_plies}, {"median", st.median_plies}, {"min", st.min_plies}, {"max", st.max_plies}}},
          {"branching", {{"mean", st.mean_branching}, {"multi_choice_share", st.multi_choice_share}}}};
}

std::string stats_to_text(const PlaytestStats& st) {
  char line[256];
  std::string out;
  std::snprintf(line, sizeof line, "%s: %d games, %d players, seed %llu\n", st.game.c_str(), st.games, st.players,
                (unsigned long long)st.seed);
  out += line;
  out += "seat  agent          wins  win rate  draws  mean score\n";
  for (int p = 0; p < st.players; ++p) {
    std::snprintf(line, sizeof line, "%4d  %-13s  %4d  %7.1f%%  %5d  %10.2f\n", p + 1, st.agents[p].c_str(), st.wins[p],
                  st.games ? 100.0 * st.wins[p] / st.games : 0.0, st.draws[p], st.mean_score[p]);
    out += line;
  }
  std::snprintf(line, sizeof line,
                "all drawn: %d  cut off by the ply cap: %d  rule errors: %d\n"
                "length in plies: mean %.1f, median %.0f, min %d, max %d\n"
                "branching: mean %.2f moves per decision, %.1f%% of decisions had a real choice\n",
                st.all_draw, st.cut_off, st.errors, st.mean_plies, st.median_plies, st.min_plies, st.max_plies,
                st.mean_branching, 100.0 * st.multi_choice_share);
  out += line;
  for (const auto& e : st.first_errors) out += "error: " + e + "\n";
  return out;
}

}  // namespace rb
