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

// A value a shard names: a JSON integer (not 2.5, not 1e20), which get<int64_t> would cut.
int64_t whole_value(const json& v, const char* what) {
  if (v.is_number_integer() && !v.is_number_unsigned()) return v.get<int64_t>();
  if (v.is_number_unsigned() && v.get<uint64_t>() <= uint64_t(INT64_MAX)) return v.get<int64_t>();
  throw std::runtime_error(std::string("tally: ") + what + " is " + v.dump() + ", not a whole number");
}

// A count: a whole number from 0 to kMaxTallyCount, so that shards add up without overflow.
int64_t count_value(const json& v, const char* what) {
  const int64_t n = whole_value(v, what);
  if (n < 0 || n > kMaxTallyCount)
    throw std::runtime_error(std::string("tally: ") + what + " is " + v.dump() + ", not a count from 0 to " + std::to_string(kMaxTallyCount));
  return n;
}

std::vector<int64_t> counts_from(const json& j, const char* what) {
  if (!j.is_array()) throw std::runtime_error(std::string("tally: '") + what + "' is not a list");
  std::vector<int64_t> out;
  for (const auto& v : j) out.push_back(count_value(v, what));
  return out;
}

Counts named_counts_from(const json& j, const char* what) {
  if (!j.is_object()) throw std::runtime_error(std::string("tally: '") + what + "' is not an object");
  Counts out;
  for (const auto& [name, v] : j.items()) out[name] = count_value(v, what);
  return out;
}

Histogram histogram_from(const json& j) {
  if (!j.is_array()) throw std::runtime_error("tally: a histogram is not a list");
  Histogram h;
  int64_t total = 0;  // bounded too: the statistics sum the counts
  for (const auto& pair : j) {
    if (!pair.is_array() || pair.size() != 2) throw std::runtime_error("tally: a histogram entry is not [value, count]");
    const int64_t n = count_value(pair[1], "a histogram count"), value = whole_value(pair[0], "a histogram value");
    if (total > kMaxTallyCount - n) throw std::runtime_error("tally: a histogram's counts pass " + std::to_string(kMaxTallyCount));
    h[value] += n, total += n;
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
  s.wins = count_value(field(j, "wins"), "wins"), s.losses = count_value(field(j, "losses"), "losses");
  s.draws = count_value(field(j, "draws"), "draws");
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
          {"estimate_lead_changes", histogram_json(t.estimate_lead_changes)}, {"lines", t.lines}, {"first_errors", errors},
          {"agents", {{"names", t.agent_names}, {"seatings", t.agent_seatings}, {"wins", t.agent_wins}}}};
}

RunTally tally_from_json(const json& j) {
  RunTally t;
  try {
    const auto i64 = [&](const char* name) { return count_value(field(j, name), name); };
    t.games = i64("games"), t.finished = i64("finished"), t.cut_off = i64("cut_off"), t.errors = i64("errors");
    t.decided = i64("decided"), t.all_draw = i64("all_draw");
    for (const auto& s : field(j, "seats")) t.seats.push_back(seat_from(s));
    t.plies = histogram_from(field(j, "plies")), t.turns = histogram_from(field(j, "turns")), t.rounds = histogram_from(field(j, "rounds"));
    t.choices = i64("choices"), t.decisions = i64("decisions"), t.multi_choice = i64("multi_choice");
    t.branching = histogram_from(field(j, "branching"));
    t.ply_choices = counts_from(field(j, "ply_choices"), "ply_choices");
    t.ply_decisions = counts_from(field(j, "ply_decisions"), "ply_decisions");
    t.end_reasons = named_counts_from(field(j, "end_reasons"), "end_reasons");
    t.team_loss_reasons = named_counts_from(field(j, "team_loss_reasons"), "team_loss_reasons");
    t.actions = named_counts_from(field(j, "actions"), "actions");
    t.winner_actions = named_counts_from(field(j, "winner_actions"), "winner_actions");
    t.loser_actions = named_counts_from(field(j, "loser_actions"), "loser_actions");
    t.space_games = counts_from(field(j, "space_games"), "space_games");
    t.occupied = i64("occupied"), t.scored_games = i64("scored_games");
    t.lead_changes = histogram_from(field(j, "lead_changes"));
    if (j.contains("lines")) t.lines = named_counts_from(field(j, "lines"), "lines");  // absent from runs before it was kept
    if (j.contains("estimated_games")) {  // absent from runs before the search's estimates were kept
      t.estimated_games = i64("estimated_games");
      t.estimate_lead_changes = histogram_from(field(j, "estimate_lead_changes"));
    }
    if (j.contains("agents")) {  // absent from runs before wins were kept by agent
      const json& a = field(j, "agents");
      t.agent_names = field(a, "names").get<std::vector<std::string>>();
      t.agent_seatings = counts_from(field(a, "seatings"), "agents.seatings");
      t.agent_wins = counts_from(field(a, "wins"), "agents.wins");
      if (t.agent_seatings.size() != t.agent_names.size() || t.agent_wins.size() != t.agent_names.size())
        throw std::runtime_error("tally: 'agents' lists " + std::to_string(t.agent_names.size()) + " names but " +
                                 std::to_string(t.agent_seatings.size()) + " seatings and " + std::to_string(t.agent_wins.size()) + " wins");
    }
    for (const auto& e : field(j, "first_errors")) t.first_errors.emplace_back(count_value(e.at(0), "an error's game"), e.at(1).get<std::string>());
  } catch (const nlohmann::json::exception& e) {
    throw std::runtime_error(std::string("tally: malformed field: ") + e.what());
  }
  return t;
}

}  // namespace rb
