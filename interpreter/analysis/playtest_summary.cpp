#include "analysis/playtest_summary.h"

#include <algorithm>

namespace rb {
namespace {

Distribution winner_behind_of(const SeatTally& s) { return distribution(s.winner_behind); }

std::vector<SeatSummary> seat_summaries(const PlaytestStats& st) {
  std::vector<SeatSummary> out;
  const RunTally& t = st.tally;
  for (size_t p = 0; p < t.seats.size(); ++p) {
    const SeatTally& s = t.seats[p];
    const std::string agent = st.rotate ? kRotatedSeat : p < st.agents.size() ? st.agents[p] : "";
    out.push_back({int(p + 1), agent, proportion(s.wins, t.finished),
                   proportion(s.draws, t.finished), proportion(s.losses, t.finished), distribution(s.scores), winner_behind_of(s)});
  }
  return out;
}

std::vector<AgentSummary> agent_summaries(const PlaytestStats& st) {
  const RunTally& t = st.tally;
  if (!t.agent_names.empty()) {  // kept by agent, game by game (whatever seat each held)
    std::vector<AgentSummary> out;
    if (t.agent_names.size() < 2) return out;
    for (size_t a = 0; a < t.agent_names.size(); ++a) out.push_back({t.agent_names[a], proportion(t.agent_wins[a], t.agent_seatings[a])});
    return out;
  }
  const auto names = agents_each_once(st.agents);  // a run from before: by the seats each agent held
  std::vector<AgentSummary> out;
  if (names.size() < 2) return out;
  for (const auto& name : names) {
    int64_t wins = 0, games = 0;
    for (size_t p = 0; p < st.agents.size() && p < st.tally.seats.size(); ++p)
      if (st.agents[p] == name) wins += st.tally.seats[p].wins, games += st.tally.finished;
    out.push_back({name, proportion(wins, games)});
  }
  return out;
}

std::vector<Share> shares(const Counts& counts, int64_t total) {
  std::vector<Share> out;
  for (const auto& [name, n] : counts) out.push_back({name, proportion(n, total)});
  std::stable_sort(out.begin(), out.end(), [](const Share& a, const Share& b) { return a.share.count > b.share.count; });
  return out;
}

int64_t total_of(const Counts& c) {
  int64_t n = 0;
  for (const auto& [k, v] : c) n += v;
  return n;
}

int64_t count_in(const Counts& c, const std::string& key) {
  const auto it = c.find(key);
  return it == c.end() ? 0 : it->second;
}

// Plies are not independent draws, so "dominant" asks for a wide margin as well as an
// interval clear of zero.
std::vector<ActionSummary> action_summaries(const RunTally& t) {
  std::vector<ActionSummary> out;
  const int64_t all = total_of(t.actions), won = total_of(t.winner_actions), lost = total_of(t.loser_actions);
  for (const auto& [name, n] : t.actions) {
    ActionSummary a{name, proportion(n, all), proportion(count_in(t.winner_actions, name), won),
                    proportion(count_in(t.loser_actions, name), lost), false};
    a.dominant = won > 0 && lost > 0 && a.by_winners.value >= 1.5 * a.by_losers.value &&
                 proportion_difference(a.by_winners, a.by_losers).low > 0;
    out.push_back(a);
  }
  std::stable_sort(out.begin(), out.end(), [](const ActionSummary& a, const ActionSummary& b) { return a.share.count > b.share.count; });
  return out;
}

// Up to ten stretches of equal length over the plies any game reached.
std::vector<StageBranching> stages(const RunTally& t) {
  std::vector<StageBranching> out;
  const int len = int(t.ply_decisions.size());
  if (len == 0) return out;
  const int width = (len + 9) / 10;
  for (int first = 0; first < len; first += width) {
    StageBranching s{first + 1, std::min(len, first + width), 0, 0};
    int64_t choices = 0;
    for (int i = first; i < s.last_ply; ++i) choices += t.ply_choices[size_t(i)], s.decisions += t.ply_decisions[size_t(i)];
    s.mean = s.decisions ? double(choices) / double(s.decisions) : 0;
    out.push_back(s);
  }
  return out;
}

void add_board(Summary& s, const RunTally& t) {
  const int64_t spaces = int64_t(t.space_games.size()), games = t.finished + t.cut_off;
  int64_t ever = 0;
  for (const auto n : t.space_games) ever += n > 0;
  s.coverage = proportion(t.occupied, spaces * games);
  s.spaces_ever = proportion(ever, spaces);
}

void add_race(Summary& s, const RunTally& t) {
  s.scored = proportion(t.scored_games, t.finished);
  s.lead_changes = distribution(t.lead_changes);
  int64_t lone = 0, trailed = 0;
  Histogram behind_all;
  for (const auto& seat : t.seats)
    for (const auto& [behind, n] : seat.winner_behind) lone += n, trailed += behind > 0 ? n : 0, behind_all[behind] += n;
  s.winner_behind = distribution(behind_all);
  s.comebacks = proportion(trailed, lone);
}

void add_estimated_race(Summary& s, const RunTally& t) {
  s.estimated.games = proportion(t.estimated_games, t.finished);
  s.estimated.lead_changes = distribution(t.estimate_lead_changes);
  int64_t lone = 0, trailed = 0;
  Histogram behind_all;
  for (const auto& seat : t.seats)
    for (const auto& [behind, n] : seat.winner_behind_estimate) lone += n, trailed += behind > 0 ? n : 0, behind_all[behind] += n;
  s.estimated.winner_behind = distribution(behind_all);
  s.estimated.comebacks = proportion(trailed, lone);
}

}  // namespace

Summary summarize(const PlaytestStats& st) {
  const RunTally& t = st.tally;
  Summary s;
  s.played = t.games;
  s.completion = proportion(t.decided, t.games);
  s.all_draw = proportion(t.all_draw, t.games);
  s.cut_off = proportion(t.cut_off, t.games);
  s.errors = proportion(t.errors, t.games);
  s.seats = seat_summaries(st);
  s.agents = agent_summaries(st);
  s.plies = distribution(t.plies), s.turns = distribution(t.turns), s.rounds = distribution(t.rounds);
  s.branching = distribution(t.branching);
  s.multi_choice = proportion(t.multi_choice, t.decisions);
  s.branching_by_stage = stages(t);
  s.end_reasons = shares(t.end_reasons, t.games - t.errors);
  s.team_loss_reasons = shares(t.team_loss_reasons, total_of(t.team_loss_reasons));
  s.actions = action_summaries(t);
  add_board(s, t);
  add_race(s, t);
  add_estimated_race(s, t);
  if (st.cooperative) s.team_win = proportion(t.decided, t.finished);
  return s;
}

}  // namespace rb
