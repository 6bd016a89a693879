// A RunTally as JSON and back, exactly: what shards carry to `rulebook merge`.
#include <stdexcept>

#include "analysis/tally.h"

namespace rb {
namespace {

using nlohmann::json;

json histogram_json(const Histogram& h) {
  json out = json::array();
  for (const auto& [v, n] : h) out.push_back({v, n});
  return out;
}

Histogram histogram_from(const json& j) {
  Histogram h;
  for (const auto& pair : j) {
    const auto n = pair.at(1).get<int64_t>();
    if (n < 0) throw std::runtime_error("tally: a histogram holds a negative count");
    h[pair.at(0).get<int64_t>()] += n;
  }
  return h;
}

const json& field(const json& j, const char* name) {
  if (!j.is_object() || !j.contains(name)) throw std::runtime_error(std::string("tally: missing field '") + name + "'");
  return j.at(name);
}

json seat_json(const SeatTally& s) {
  return {{"wins", s.wins}, {"losses", s.losses}, {"draws", s.draws},
          {"scores", histogram_json(s.scores)}, {"winner_behind", histogram_json(s.winner_behind)},
          {"winner_behind_estimate", histogram_json(s.winner_behind_estimate)}};
}

SeatTally seat_from(const json& j) {
  SeatTally s;
  s.wins = field(j, "wins").get<int64_t>(), s.losses = field(j, "losses").get<int64_t>(), s.draws = field(j, "draws").get<int64_t>();
  s.scores = histogram_from(field(j, "scores")), s.winner_behind = histogram_from(field(j, "winner_behind"));
  if (j.contains("winner_behind_estimate")) s.winner_behind_estimate = histogram_from(j.at("winner_behind_estimate"));  // newer runs
  return s;
}

}  // namespace

json tally_to_json(const RunTally& t) {
  json seats = json::array(), errors = json::array();
  for (const auto& s : t.seats) seats.push_back(seat_json(s));
  for (const auto& [i, e] : t.first_errors) errors.push_back({i, e});
  return {{"games", t.games}, {"finished", t.finished}, {"cut_off", t.cut_off}, {"errors", t.errors},
          {"decided", t.decided}, {"all_draw", t.all_draw}, {"seats", seats},
          {"plies", histogram_json(t.plies)}, {"turns", histogram_json(t.turns)}, {"rounds", histogram_json(t.rounds)},
          {"choices", t.choices}, {"decisions", t.decisions}, {"multi_choice", t.multi_choice}, {"branching", histogram_json(t.branching)},
          {"ply_choices", t.ply_choices}, {"ply_decisions", t.ply_decisions},
          {"end_reasons", t.end_reasons}, {"team_loss_reasons", t.team_loss_reasons},
          {"actions", t.actions}, {"winner_actions", t.winner_actions}, {"loser_actions", t.loser_actions},
          {"space_games", t.space_games}, {"occupied", t.occupied}, {"scored_games", t.scored_games},
          {"lead_changes", histogram_json(t.lead_changes)}, {"estimated_games", t.estimated_games},
          {"estimate_lead_changes", histogram_json(t.estimate_lead_changes)}, {"first_errors", errors}};
}

RunTally tally_from_json(const json& j) {
  RunTally t;
  try {
    const auto i64 = [&](const char* name) { return field(j, name).get<int64_t>(); };
    t.games = i64("games"), t.finished = i64("finished"), t.cut_off = i64("cut_off"), t.errors = i64("errors");
    t.decided = i64("decided"), t.all_draw = i64("all_draw");
    for (const auto& s : field(j, "seats")) t.seats.push_back(seat_from(s));
    t.plies = histogram_from(field(j, "plies")), t.turns = histogram_from(field(j, "turns")), t.rounds = histogram_from(field(j, "rounds"));
    t.choices = i64("choices"), t.decisions = i64("decisions"), t.multi_choice = i64("multi_choice");
    t.branching = histogram_from(field(j, "branching"));
    t.ply_choices = field(j, "ply_choices").get<std::vector<int64_t>>();
    t.ply_decisions = field(j, "ply_decisions").get<std::vector<int64_t>>();
    t.end_reasons = field(j, "end_reasons").get<Counts>(), t.team_loss_reasons = field(j, "team_loss_reasons").get<Counts>();
    t.actions = field(j, "actions").get<Counts>(), t.winner_actions = field(j, "winner_actions").get<Counts>();
    t.loser_actions = field(j, "loser_actions").get<Counts>();
    t.space_games = field(j, "space_games").get<std::vector<int64_t>>();
    t.occupied = i64("occupied"), t.scored_games = i64("scored_games");
    t.lead_changes = histogram_from(field(j, "lead_changes"));
    if (j.contains("estimated_games")) {  // absent from runs before the search's estimates were kept
      t.estimated_games = i64("estimated_games");
      t.estimate_lead_changes = histogram_from(field(j, "estimate_lead_changes"));
    }
    for (const auto& e : field(j, "first_errors")) t.first_errors.emplace_back(e.at(0).get<int64_t>(), e.at(1).get<std::string>());
  } catch (const nlohmann::json::exception& e) {
    throw std::runtime_error(std::string("tally: malformed field: ") + e.what());
  }
  return t;
}

}  // namespace rb
