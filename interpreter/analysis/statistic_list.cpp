#include "analysis/statistic_list.h"

#include <cstdio>

#include "analysis/playtest_summary.h"

namespace rb {
namespace {

using List = std::vector<Statistic>;

void rate(List& l, const std::string& what, const Proportion& p) {
  if (p.total > 0) l.push_back({what, true, p, {}});
}

void mean(List& l, const std::string& what, const Distribution& d) {
  if (d.n > 0) l.push_back({what, false, {}, d});
}

void outcomes(List& l, const PlaytestStats& run, const Summary& s) {
  if (run.cooperative) rate(l, "team win rate", s.team_win);
  for (const auto& seat : s.seats)
    if (!run.cooperative) rate(l, "seat " + std::to_string(seat.seat) + " win rate", seat.win);
  for (const auto& a : s.agents) rate(l, a.agent + " win rate", a.win);
  rate(l, "completion", s.completion);
  rate(l, "draws", s.all_draw);
  rate(l, "cut off (no rule ended it)", s.cut_off);
  if (s.errors.count) rate(l, "rule errors", s.errors);
  for (const auto& r : s.end_reasons) rate(l, "ended by: " + r.name, r.share);
}

void shape(List& l, const Summary& s) {
  mean(l, "length in plies", s.plies);
  mean(l, "length in turns", s.turns);
  mean(l, "length in rounds", s.rounds);
  mean(l, "legal moves per decision", s.branching);
  rate(l, "decisions with a real choice", s.multi_choice);
  rate(l, "board coverage", s.coverage);
  if (s.estimated.games.count > 0) {  // games without scores, where a search agent decided
    mean(l, "lead changes (search estimates)", s.estimated.lead_changes);
    rate(l, "winner trailed (search estimates)", s.estimated.comebacks);
  }
  if (s.scored.count == 0) return;
  for (const auto& seat : s.seats) mean(l, "seat " + std::to_string(seat.seat) + " score", seat.score);
  mean(l, "lead changes", s.lead_changes);
  rate(l, "winner had trailed", s.comebacks);
}

}  // namespace

List statistic_list(const PlaytestStats& run) {
  const Summary s = summarize(run);
  List l;
  outcomes(l, run, s);
  shape(l, s);
  for (const auto& a : s.actions) rate(l, "action chosen: " + a.action, a.share);
  return l;
}

Statistic absent_statistic(const Statistic& like, const PlaytestStats& run) {
  int64_t total = run.tally.games;
  if (like.what.rfind("action chosen: ", 0) == 0) {
    total = 0;
    for (const auto& [name, n] : run.tally.actions) total += n;
  } else if (like.what.rfind("ended by: ", 0) == 0) {
    total = run.tally.games - run.tally.errors;
  }
  return {like.what, true, proportion(0, total), {}};
}

std::string statistic_text(const Statistic& s) {
  char b[64];
  if (s.rate) std::snprintf(b, sizeof b, "%.1f%% (%.1f-%.1f)", 100 * s.p.value, 100 * s.p.ci.low, 100 * s.p.ci.high);
  else std::snprintf(b, sizeof b, "%.2f (%.2f-%.2f)", s.d.mean, s.d.mean_ci.low, s.d.mean_ci.high);
  return b;
}

}  // namespace rb
