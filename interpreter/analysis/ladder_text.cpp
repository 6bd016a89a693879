#include <algorithm>
#include <cstdarg>
#include <cstdio>

#include "analysis/ladder_report.h"
#include "analysis/ladder_summary.h"
#include "analysis/text_format.h"

namespace rb {
namespace {

int name_width(const LadderRun& run) {
  size_t w = 5;
  for (const auto& a : run.agents) w = std::max(w, a.size());
  return int(w);
}

void header(std::string& out, const LadderRun& run) {
  append_format(out, "Ladder: %s, %zu agents, %d players; %lld games per pairing on common seeds (seed %llu)", run.game.c_str(), run.agents.size(),
      run.players, (long long)run.games_per_pairing, (unsigned long long)run.seed);
  if (run.games_per_pairing != run.games_asked) append_format(out, ", %lld asked and rounded up", (long long)run.games_asked);
  if (run.opening > 0) append_format(out, ";\nthe first %d plies of each game at random (--opening), the same for every pairing on a seed", run.opening);
  append_format(out, ";\nseats rotated in %d ways on each seed, so each agent sits in each seat equally often.%s\n", run.rotations,
      run.interrupted ? " (interrupted)" : "");
}

void ratings(std::string& out, const LadderRun& run, const LadderSummary& s) {
  const int w = name_width(run);
  out += "\nRatings (" + ladder_method(run) + "):\n";
  append_format(out, "  rank  %-*s  rating  95%% interval      score  games\n", w, "agent");
  for (size_t r = 0; r < s.ranking.size(); ++r) {
    const AgentRating& a = s.ratings[size_t(s.ranking[r])];
    if (s.ranking[r] == 0) append_format(out, "  %4zu  %-*s  %6d  %-16s", r + 1, w, a.agent.c_str(), 0, "(anchor)");
    else append_format(out, "  %4zu  %-*s  %+6.0f  %+5.0f to %+5.0f  ", r + 1, w, a.agent.c_str(), a.elo, a.ci.low, a.ci.high);
    append_format(out, "  %6s  %5lld\n", percent_text(a.score).c_str(), (long long)a.games);
  }
}

void pairings(std::string& out, const LadderRun& run, const LadderSummary& s) {
  const int w = name_width(run);
  out += "\nPairwise results (the first agent's wins-draws-losses against the second, and its score share\n"
         "over the finished games, draws as half, with a 95% interval; cut-off games count in neither):\n";
  append_format(out, "  %-*s  %-*s  %-13s  %6s  %-15s  %7s  %6s\n", w, "first", w, "second", "W-D-L", "score", "95% interval", "cut off", "errors");
  for (const auto& p : s.pairings) {
    char wdl[64];
    std::snprintf(wdl, sizeof wdl, "%lld-%lld-%lld", (long long)p.result.a_wins, (long long)p.result.draws, (long long)p.result.b_wins);
    append_format(out, "  %-*s  %-*s  %-13s  %6s  %6s - %6s  %7lld  %6lld%s\n", w, run.agents[size_t(p.result.a)].c_str(), w, run.agents[size_t(p.result.b)].c_str(), wdl,
        percent_text(p.share).c_str(), percent_text(p.ci.low).c_str(), percent_text(p.ci.high).c_str(), (long long)p.result.cut_off, (long long)p.result.errors,
        p.mostly_cut_off ? "  (many cut off)" : "");
  }
}

}  // namespace

std::string ladder_method(const LadderRun& run) {
  return "Elo, " + (run.agents.empty() ? std::string("the first agent") : run.agents[0]) +
         " anchored at 0; Bradley-Terry by maximum likelihood, draws as half a win, one virtual draw per pairing; "
         "95% intervals from the Fisher information";
}

std::string ladder_to_text(const LadderRun& run) {
  const LadderSummary s = summarize_ladder(run);
  std::string out;
  header(out, run);
  for (const auto& w : s.warnings) out += "\nWarning: " + w + "\n";
  out += "\nDoes skill matter? " + s.skill.sentence + "\n";
  ratings(out, run, s);
  pairings(out, run, s);
  const int64_t played = run.played();
  append_format(out, "\n%lld games played; cut off at %d plies: %lld (%s), never counted as draws; rule errors: %lld.\n", (long long)played, run.max_plies,
      (long long)run.cut_off(), percent_text(played ? double(run.cut_off()) / double(played) : 0).c_str(), (long long)run.errors());
  for (const auto& [index, error] : run.first_errors) append_format(out, "  game %lld: %s\n", (long long)index, error.c_str());
  return out;
}

}  // namespace rb
