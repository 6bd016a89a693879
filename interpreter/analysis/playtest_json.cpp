// A run's statistics as JSON (schemas/sim.schema.json), and its description and tally
// back, for `rulebook merge`.
#include <algorithm>
#include <stdexcept>

#include "analysis/playtest_summary.h"
#include "analysis/run_warnings.h"

namespace rb {
namespace {

using nlohmann::json;

json shares_json(const std::vector<Share>& v) {
  json out = json::array();
  for (const auto& s : v) out.push_back({{"reason", s.name}, {"games", s.share.count}, {"share", proportion_json(s.share)}});
  return out;
}

json seats_json(const Summary& s, const RunTally& t) {
  json out = json::array();
  for (const auto& seat : s.seats) {
    const SeatTally& st = t.seats[size_t(seat.seat - 1)];
    out.push_back({{"seat", seat.seat}, {"agent", seat.agent}, {"wins", st.wins}, {"losses", st.losses}, {"draws", st.draws},
                   {"win_rate", proportion_json(seat.win)}, {"mean_score", seat.score.mean},
                   {"score", distribution_json(seat.score)}, {"behind_when_winning", distribution_json(seat.winner_behind)}});
  }
  return out;
}

json length_json(const Distribution& d, const Histogram& h) {
  json out = distribution_json(d);
  out["histogram"] = json::array();
  for (const auto& [v, n] : h) out["histogram"].push_back({v, n});
  return out;
}

json branching_json(const Summary& s) {
  json stages = json::array();
  for (const auto& b : s.branching_by_stage)
    stages.push_back({{"first_ply", b.first_ply}, {"last_ply", b.last_ply}, {"decisions", b.decisions}, {"mean", b.mean}});
  return {{"mean", s.branching.mean}, {"multi_choice_share", s.multi_choice.value}, {"by_stage", stages},
          {"per_decision", distribution_json(s.branching)}};
}

json actions_json(const Summary& s) {
  json out = json::array();
  for (const auto& a : s.actions)
    out.push_back({{"action", a.action}, {"count", a.share.count}, {"share", proportion_json(a.share)},
                   {"by_winners", proportion_json(a.by_winners)}, {"by_losers", proportion_json(a.by_losers)}, {"dominant", a.dominant}});
  return out;
}

json agents_json(const Summary& s) {
  json out = json::array();
  for (const auto& a : s.agents) out.push_back({{"agent", a.agent}, {"win_rate", proportion_json(a.win)}});
  return out;
}

// A whole number of a shard's run description in [lo, hi], else an error naming the field.
int64_t whole_in(const json& j, const char* name, int64_t lo, int64_t hi) {
  const json& v = j.at(name);
  const bool whole = v.is_number_integer() && (!v.is_number_unsigned() || v.get<uint64_t>() <= uint64_t(hi));
  if (!whole || v.get<int64_t>() < lo || v.get<int64_t>() > hi)
    throw std::runtime_error(std::string("not the --json output of rulebook sim: '") + name + "' is " + v.dump() +
                             ", not a whole number from " + std::to_string(lo) + " to " + std::to_string(hi));
  return v.get<int64_t>();
}

uint64_t seed_of(const json& j) {
  const json& v = j.at("seed");
  if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<int64_t>() >= 0))
    throw std::runtime_error("not the --json output of rulebook sim: 'seed' is " + v.dump() + ", not a whole number from 0 to 2^64 - 1");
  return v.get<uint64_t>();
}

json run_json(const PlaytestStats& st) {
  return {{"game", st.game}, {"label", st.label}, {"players", st.players}, {"cooperative", st.cooperative},
          {"games", st.games}, {"seed", st.seed}, {"max_plies", st.max_plies}, {"opening", st.opening},
          {"shard", {{"index", st.shard}, {"count", st.shards}}}, {"interrupted", st.interrupted},
          {"agents", st.agents}, {"rotate", st.rotate}, {"spaces", st.space_names}};
}

}  // namespace

json proportion_json(const Proportion& p) {
  return {{"count", p.count}, {"total", p.total}, {"value", p.value}, {"low", p.ci.low}, {"high", p.ci.high}};
}

json distribution_json(const Distribution& d) {
  return {{"n", d.n}, {"mean", d.mean}, {"mean_low", d.mean_ci.low}, {"mean_high", d.mean_ci.high}, {"sd", d.sd},
          {"median", d.median}, {"q1", d.q1}, {"q3", d.q3}, {"min", d.min}, {"max", d.max}};
}

json stats_to_json(const PlaytestStats& st) {
  const Summary s = summarize(st);
  const RunTally& t = st.tally;
  json errors = json::array();
  for (const auto& e : t.first_errors) errors.push_back(e.second);
  json out = run_json(st);
  out.update(json{{"warnings", warnings_json(run_warnings(st))}, {"played", s.played}, {"seats", seats_json(s, t)}, {"by_agent", agents_json(s)},
                  {"all_draw", t.all_draw}, {"cut_off", t.cut_off}, {"errors", t.errors}, {"first_errors", errors},
                  {"completion", proportion_json(s.completion)}, {"draw_rate", proportion_json(s.all_draw)},
                  {"cut_off_rate", proportion_json(s.cut_off)},
                  {"plies", length_json(s.plies, t.plies)}, {"turns", length_json(s.turns, t.turns)},
                  {"rounds", length_json(s.rounds, t.rounds)}, {"branching", branching_json(s)},
                  {"end_reasons", shares_json(s.end_reasons)}, {"actions", actions_json(s)},
                  {"coverage", {{"mean_share", proportion_json(s.coverage)}, {"spaces_ever_occupied", proportion_json(s.spaces_ever)}}},
                  {"lead", {{"scored_games", proportion_json(s.scored)}, {"lead_changes", distribution_json(s.lead_changes)},
                            {"comebacks", proportion_json(s.comebacks)}, {"winner_behind", distribution_json(s.winner_behind)}}},
                  {"estimated_lead", {{"games", proportion_json(s.estimated.games)},
                                      {"lead_changes", distribution_json(s.estimated.lead_changes)},
                                      {"comebacks", proportion_json(s.estimated.comebacks)},
                                      {"winner_behind", distribution_json(s.estimated.winner_behind)}}},
                  {"tally", tally_to_json(t)}});
  if (st.cooperative) out["team"] = {{"win_rate", proportion_json(s.team_win)}, {"loss_reasons", shares_json(s.team_loss_reasons)}};
  return out;
}

PlaytestStats stats_from_json(const json& j) {
  PlaytestStats st;
  try {
    st.game = j.at("game").get<std::string>();
    st.label = j.value("label", "");
    st.players = int(whole_in(j, "players", 1, kMaxRunPlayers));
    st.cooperative = j.at("cooperative").get<bool>();
    st.games = whole_in(j, "games", 1, kMaxRunGames);
    st.seed = seed_of(j);
    st.max_plies = int(whole_in(j, "max_plies", 0, kMaxRunPlies));
    if (j.contains("opening")) st.opening = int(whole_in(j, "opening", 0, kMaxRunPlies));  // absent from runs before it existed
    st.shards = int(whole_in(j.at("shard"), "count", 1, std::min<int64_t>(st.games, INT32_MAX)));
    st.shard = int(whole_in(j.at("shard"), "index", 1, st.shards));
    st.interrupted = j.at("interrupted").get<bool>();
    st.agents = j.at("agents").get<std::vector<std::string>>();
    if (j.contains("rotate")) st.rotate = j.at("rotate").get<bool>();  // absent from runs before --rotate
    st.space_names = j.at("spaces").get<std::vector<std::string>>();
  } catch (const json::exception& e) {
    throw std::runtime_error(std::string("not the --json output of rulebook sim: ") + e.what());
  }
  if (!j.contains("tally")) throw std::runtime_error("not the --json output of rulebook sim: no 'tally'");
  st.tally = tally_from_json(j.at("tally"));
  const RunTally& t = st.tally;
  if (int(t.seats.size()) != st.players || t.space_games.size() != st.space_names.size() || t.ply_choices.size() != t.ply_decisions.size())
    throw std::runtime_error("the tally does not fit the run it describes (seats, spaces or plies differ)");
  return st;
}

}  // namespace rb
