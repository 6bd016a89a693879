// A run's statistics as the designer's first screen: warnings when they mean little, who
// wins, whether games end, how long they last, how many choices they offer, then actions, scores, lead and board.
#include <cstdarg>
#include <cstdio>

#include "analysis/playtest_summary.h"
#include "analysis/run_warnings.h"
#include "analysis/text_format.h"

namespace rb {
namespace {

std::string interval(const Proportion& p) {
  char b[48];
  std::snprintf(b, sizeof b, "%.1f-%.1f%%", 100 * p.ci.low, 100 * p.ci.high);
  return b;
}

void rate_row(std::string& out, const std::string& what, const Proportion& p, bool with_ci = true) {
  append_format(out, "  %-26s %7lld  %6s  %s\n", what.c_str(), (long long)p.count, percent_text(p.value).c_str(), with_ci ? interval(p).c_str() : "");
}

void who_wins(std::string& out, const PlaytestStats& st, const Summary& s) {
  append_format(out, "%-31s games    rate  95%% interval\n", ("Who wins (" + std::to_string(st.tally.finished) + " finished games)").c_str());
  for (const auto& seat : s.seats)
    if (!st.cooperative) rate_row(out, "seat " + std::to_string(seat.seat) + " " + seat.agent, seat.win);
  for (const auto& a : s.agents) rate_row(out, "agent " + a.agent + " (any seat)", a.win);
  if (st.cooperative) rate_row(out, "the team", s.team_win);
  append_format(out, "Whether games end (%lld games)\n", (long long)s.played);
  rate_row(out, "with a winner (completion)", s.completion);
  rate_row(out, "drawn for everyone", s.all_draw);
  rate_row(out, "cut off (no rule ended it)", s.cut_off);
  if (s.errors.count) rate_row(out, "stopped by a rule error", s.errors, false);
  append_format(out, "How games ended\n");
  for (const auto& r : s.end_reasons) rate_row(out, r.name, r.share, false);
  if (st.cooperative && !s.team_loss_reasons.empty()) {
    append_format(out, "How the team lost\n");
    for (const auto& r : s.team_loss_reasons) rate_row(out, r.name, r.share, false);
  }
}

void length_row(std::string& out, const char* what, const Distribution& d) {
  append_format(out, "  %-8s %8.1f  %6.1f-%-7.1f %7.1f  %6.0f-%-6.0f %5lld-%lld\n", what, d.mean, d.mean_ci.low, d.mean_ci.high, d.median,
      d.q1, d.q3, (long long)d.min, (long long)d.max);
}

void lengths(std::string& out, const Summary& s) {
  append_format(out, "Length        mean  95%% interval    median  middle half   range\n");
  length_row(out, "plies", s.plies);
  length_row(out, "turns", s.turns);
  length_row(out, "rounds", s.rounds);
}

void choices(std::string& out, const Summary& s) {
  append_format(out, "Choices: %.2f legal moves per decision (median %.0f, most %lld); %s of decisions had more than one\n",
      s.branching.mean, s.branching.median, (long long)s.branching.max,
      percent_text(s.multi_choice.value).c_str());
  if (s.branching_by_stage.empty()) return;
  out += "  over the game (plies: moves)";
  for (const auto& b : s.branching_by_stage) append_format(out, "  %d-%d: %.1f", b.first_ply, b.last_ply, b.mean);
  out += "\n";
}

void actions(std::string& out, const Summary& s) {
  if (s.actions.empty()) return;
  out += "Actions chosen:";
  for (const auto& a : s.actions) append_format(out, " %s %s", a.action.c_str(), percent_text(a.share.value).c_str());
  out += "\n";
  for (const auto& a : s.actions)
    if (a.dominant)
      append_format(out, "  dominant: %s is %s of winners' plies but %s of losers'\n", a.action.c_str(), percent_text(a.by_winners.value).c_str(),
          percent_text(a.by_losers.value).c_str());
}

void scores(std::string& out, const Summary& s) {
  if (s.scored.count == 0) return;
  append_format(out, "Scores        mean  95%% interval    median  middle half   range\n");
  for (const auto& seat : s.seats) length_row(out, ("seat " + std::to_string(seat.seat)).c_str(), seat.score);
  append_format(out, "Lead: %.1f changes of leader a game (median %.0f, most %lld); the winner had trailed in %s of games (%s),\n"
      "  by %.1f points on average at worst (median %.0f, most %lld)\n", s.lead_changes.mean, s.lead_changes.median,
      (long long)s.lead_changes.max, percent_text(s.comebacks.value).c_str(), interval(s.comebacks).c_str(), s.winner_behind.mean,
      s.winner_behind.median, (long long)s.winner_behind.max);
}

void estimated_race(std::string& out, const Summary& s) {
  const auto& e = s.estimated;
  if (e.games.count == 0) return;
  append_format(out, "Lead by the search's estimates (%lld games without scores; chances in thousandths): %.1f changes of leader a game\n"
      "  (median %.0f, most %lld); the winner had trailed in %s of games (%s), by %.0f on average at worst (median %.0f, most %lld)\n",
      (long long)e.games.count, e.lead_changes.mean, e.lead_changes.median, (long long)e.lead_changes.max,
      percent_text(e.comebacks.value).c_str(), interval(e.comebacks).c_str(), e.winner_behind.mean, e.winner_behind.median,
      (long long)e.winner_behind.max);
}

void board(std::string& out, const Summary& s) {
  if (s.spaces_ever.total == 0) return;
  append_format(out, "Board: a game reaches %s of the %lld spaces (a piece on it, or a property changed); %lld were reached in some game\n", percent_text(s.coverage.value).c_str(),
      (long long)s.spaces_ever.total, (long long)s.spaces_ever.count);
}

}  // namespace

bool uses_time_budget(const std::vector<std::string>& seats) {
  for (const auto& spec : seats)
    if (spec.find("seconds=") != std::string::npos) return true;
  return false;
}

std::string stats_to_text(const PlaytestStats& st) {
  const Summary s = summarize(st);
  std::string out;
  append_format(out, "%s: %lld games, %d players, seed %llu", st.game.c_str(), (long long)st.games, st.players, (unsigned long long)st.seed);
  if (st.rotate) append_format(out, ", agents rotated through the seats (--rotate)");
  if (st.opening > 0) append_format(out, ", the first %d plies of each game at random (--opening)", st.opening);
  if (st.shards > 1) append_format(out, ", shard %d/%d", st.shard, st.shards);
  if (st.interrupted) append_format(out, " (interrupted after %lld games)", (long long)s.played);
  out += '\n';
  out += warnings_text(run_warnings(st));  // before the tables they qualify
  if (uses_time_budget(st.agents))
    out += "note: an agent thinks for a time (seconds=), not a number of iterations: these figures depend on the machine and its load, and the same seed will not reproduce them\n";
  who_wins(out, st, s);
  lengths(out, s);
  choices(out, s);
  actions(out, s);
  scores(out, s);
  estimated_race(out, s);
  board(out, s);
  for (const auto& e : st.tally.first_errors) out += "error: " + e.second + "\n";
  return out;
}

}  // namespace rb
