#include "analysis/tally.h"

#include <algorithm>
#include <cstdio>
#include <stdexcept>
#include <string>

#include "core/state.h"

namespace rb {
namespace {

// The engine's cap leaves no reason; a cut-off the rules declare (s:cut_off) gives one.
std::string cut_off_reason(const GameRecord& r) {
  return r.end_reason.empty() ? kPlyCapReason : "(cut off by the rules: " + r.end_reason + ")";
}

// into += n for counts from other tallies (shards read from files): never past kMaxTallyCount.
void add_count(int64_t& into, int64_t n) {
  if (n < 0 || into > kMaxTallyCount - n) throw std::overflow_error("a count of the merged tally passes 2^53");
  into += n;
}

void add_to(std::vector<int64_t>& into, size_t i, int64_t n) {
  if (into.size() <= i) into.resize(i + 1, 0);
  add_count(into[i], n);
}

// Keeps the first three distinct errors by game index; exact under any merge order.
void note_errors(std::vector<std::pair<int64_t, std::string>>& errs, const std::vector<std::pair<int64_t, std::string>>& more) {
  errs.insert(errs.end(), more.begin(), more.end());
  std::sort(errs.begin(), errs.end());
  std::vector<std::pair<int64_t, std::string>> kept;
  for (const auto& e : errs) {
    const bool seen = std::any_of(kept.begin(), kept.end(), [&](const auto& k) { return k.second == e.second; });
    if (!seen && kept.size() < 3) kept.push_back(e);
  }
  errs = std::move(kept);
}

void add_choices(RunTally& t, const GameRecord& r) {
  for (size_t i = 0; i < r.branching.size(); ++i) {
    t.choices += r.branching[i], t.decisions += 1, t.multi_choice += r.branching[i] > 1;
    ++t.branching[r.branching[i]];
    add_to(t.ply_choices, i, r.branching[i]);
    add_to(t.ply_decisions, i, 1);
  }
}

void add_coverage(RunTally& t, const GameRecord& r) {
  for (size_t s = 0; s < r.occupied.size(); ++s) {
    add_to(t.space_games, s, r.occupied[s] ? 1 : 0);
    t.occupied += r.occupied[s] ? 1 : 0;
  }
}

// Who moved, by the result they ended with: the raw material of dominant actions. Counted
// by action number first, so that each map keyed by name is looked up once per action a
// game used, not once per ply.
void add_actions(RunTally& t, const GameRecord& r, const std::vector<std::string>& names, bool finished) {
  thread_local std::vector<int64_t> by_action;  // [3 * action + 0 every ply, 1 by a winner, 2 by a loser]
  by_action.assign(3 * names.size(), 0);
  for (const auto& [seat, action] : r.actions) {
    if (size_t(action) >= names.size()) throw std::out_of_range("a game record names action " + std::to_string(action));
    int64_t* n = &by_action[3 * size_t(action)];
    ++n[0];
    if (!finished) continue;
    const int result = r.results[size_t(seat - 1)];
    n[1] += result == int(Result::Win), n[2] += result == int(Result::Loss);
  }
  for (size_t a = 0; a < names.size(); ++a) {
    const int64_t* n = &by_action[3 * a];
    if (n[0]) t.actions[names[a]] += n[0];
    if (n[1]) t.winner_actions[names[a]] += n[1];
    if (n[2]) t.loser_actions[names[a]] += n[2];
  }
}

void add_outcome(RunTally& t, const GameRecord& r, bool cooperative) {
  if (t.seats.size() < r.results.size()) t.seats.resize(r.results.size());
  int winners = 0, draws = 0;
  for (size_t p = 0; p < r.results.size(); ++p) {
    SeatTally& s = t.seats[p];
    s.wins += r.results[p] == int(Result::Win), s.losses += r.results[p] == int(Result::Loss);
    s.draws += r.results[p] == int(Result::Draw);
    ++s.scores[r.scores[p]];
    winners += r.results[p] == int(Result::Win), draws += r.results[p] == int(Result::Draw);
  }
  t.decided += winners > 0;
  t.all_draw += draws == int(r.results.size());
  if (!t.seat_agent.empty())
    for (size_t p = 0; p < r.results.size(); ++p) {
      const size_t a = size_t(t.seat_agent[(p + size_t(r.rotation)) % t.seat_agent.size()]);
      ++t.agent_seatings[a];
      t.agent_wins[a] += r.results[p] == int(Result::Win);
    }
  if (cooperative && winners == 0) ++t.team_loss_reasons[r.end_reason];
  if (r.scores_moved) {
    ++t.scored_games;
    ++t.lead_changes[r.lead_changes];
    if (winners == 1)
      for (size_t p = 0; p < r.results.size(); ++p)
        if (r.results[p] == int(Result::Win)) ++t.seats[p].winner_behind[r.max_behind[p]];
  } else if (r.estimated) {  // no scores to race by: the search agents' estimates instead
    ++t.estimated_games;
    ++t.estimate_lead_changes[r.estimate_lead_changes];
    if (winners == 1)
      for (size_t p = 0; p < r.results.size(); ++p)
        if (r.results[p] == int(Result::Win)) ++t.seats[p].winner_behind_estimate[r.estimate_behind[p]];
  }
}

void add_histogram(Histogram& into, const Histogram& h) {
  for (const auto& [v, n] : h) add_count(into[v], n);
  int64_t total = 0;  // bounded as well: the statistics sum a histogram's counts
  for (const auto& [v, n] : into) add_count(total, n);
}

void add_counts(Counts& into, const Counts& c) {
  for (const auto& [k, n] : c) add_count(into[k], n);
}

void add_vector(std::vector<int64_t>& into, const std::vector<int64_t>& v) {
  for (size_t i = 0; i < v.size(); ++i) add_to(into, i, v[i]);
}

}  // namespace

void RunTally::add(const GameRecord& r, const std::vector<std::string>& action_names, bool cooperative) {
  ++games;
  if (!r.error.empty()) {
    ++errors;
    note_errors(first_errors, {{r.index, r.error}});
    return;
  }
  ++plies[r.plies], ++turns[r.turns], ++rounds[r.rounds];
  if (r.index < kLineSample) {
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(r.line));
    ++lines[hex];
  }
  add_choices(*this, r);
  add_coverage(*this, r);
  add_actions(*this, r, action_names, !r.cut_off);
  if (r.cut_off) {
    ++cut_off, ++end_reasons[cut_off_reason(r)];
    return;
  }
  ++finished;
  ++end_reasons[r.end_reason];
  add_outcome(*this, r, cooperative);
}

std::vector<std::string> agents_each_once(const std::vector<std::string>& agents_per_seat) {
  std::vector<std::string> out;
  for (const auto& a : agents_per_seat)
    if (std::find(out.begin(), out.end(), a) == out.end()) out.push_back(a);
  return out;
}

void RunTally::seat(const std::vector<std::string>& agents_per_seat) {
  agent_names = agents_each_once(agents_per_seat), seat_agent.clear();
  for (const auto& a : agents_per_seat)
    seat_agent.push_back(int(std::find(agent_names.begin(), agent_names.end(), a) - agent_names.begin()));
  agent_seatings.assign(agent_names.size(), 0);
  agent_wins.assign(agent_names.size(), 0);
}

namespace {

// A tally of games saved before agents were counted: it has games and no agent names.
bool agents_uncounted(const RunTally& t) { return t.agent_names.empty() && t.games > 0; }

}  // namespace

// Where one side's games were saved before agents were counted, the sum of the agent counts
// would cover only some games: they are dropped, and the rows by agent come from the seats.
void RunTally::merge_agents(const RunTally& o) {
  if (agents_uncounted(*this) || agents_uncounted(o)) {
    agent_names.clear(), seat_agent.clear(), agent_seatings.clear(), agent_wins.clear();
    return;
  }
  if (agent_names.empty()) agent_names = o.agent_names, seat_agent = o.seat_agent;
  if (!o.agent_names.empty() && o.agent_names != agent_names) throw std::runtime_error("the tallies are of different agents");
  add_vector(agent_seatings, o.agent_seatings), add_vector(agent_wins, o.agent_wins);
}

void RunTally::merge(const RunTally& o) {
  merge_agents(o);
  add_count(games, o.games), add_count(finished, o.finished), add_count(cut_off, o.cut_off), add_count(errors, o.errors);
  add_count(decided, o.decided), add_count(all_draw, o.all_draw);
  if (seats.size() < o.seats.size()) seats.resize(o.seats.size());
  for (size_t p = 0; p < o.seats.size(); ++p) {
    add_count(seats[p].wins, o.seats[p].wins), add_count(seats[p].losses, o.seats[p].losses), add_count(seats[p].draws, o.seats[p].draws);
    add_histogram(seats[p].scores, o.seats[p].scores);
    add_histogram(seats[p].winner_behind, o.seats[p].winner_behind);
    add_histogram(seats[p].winner_behind_estimate, o.seats[p].winner_behind_estimate);
  }
  add_histogram(plies, o.plies), add_histogram(turns, o.turns), add_histogram(rounds, o.rounds);
  add_count(choices, o.choices), add_count(decisions, o.decisions), add_count(multi_choice, o.multi_choice);
  add_histogram(branching, o.branching);
  add_vector(ply_choices, o.ply_choices), add_vector(ply_decisions, o.ply_decisions);
  add_counts(end_reasons, o.end_reasons), add_counts(team_loss_reasons, o.team_loss_reasons);
  add_counts(actions, o.actions), add_counts(winner_actions, o.winner_actions), add_counts(loser_actions, o.loser_actions);
  add_vector(space_games, o.space_games);
  add_count(occupied, o.occupied), add_count(scored_games, o.scored_games);
  add_histogram(lead_changes, o.lead_changes);
  add_count(estimated_games, o.estimated_games);
  add_histogram(estimate_lead_changes, o.estimate_lead_changes);
  add_counts(lines, o.lines);
  note_errors(first_errors, o.first_errors);
}

bool RunTally::operator==(const RunTally& o) const { return tally_to_json(*this) == tally_to_json(o); }

}  // namespace rb
