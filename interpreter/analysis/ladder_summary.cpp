#include "analysis/ladder_summary.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

#include "agents/agent_spec.h"
#include "analysis/run_warnings.h"

namespace rb {

Interval score_share_interval(double score, double games) {
  if (games <= 0) return {0, 1};
  const double p = score / games, z2 = kZ95 * kZ95, d = 1 + z2 / games;
  const double centre = (p + z2 / (2 * games)) / d, half = kZ95 / d * std::sqrt(p * (1 - p) / games + z2 / (4 * games * games));
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

namespace {

std::string format(const char* f, double a, double b = 0, double c = 0, double d = 0) {
  char buf[256];
  std::snprintf(buf, sizeof buf, f, a, b, c, d);
  return buf;
}

std::vector<PairScore> pair_scores(const LadderRun& run) {
  std::vector<PairScore> out;
  for (const auto& p : run.pairings) out.push_back({p.a, p.b, p.a_score(), double(p.finished())});
  return out;
}

std::vector<AgentRating> agent_ratings(const LadderRun& run, const RatingFit& fit) {
  std::vector<AgentRating> out;
  for (size_t i = 0; i < run.agents.size(); ++i) {
    const double half = kZ95 * fit.sd(int(i));
    out.push_back({run.agents[i], fit.elo[i], {fit.elo[i] - half, fit.elo[i] + half}, 0, 0});
  }
  std::vector<double> points(out.size(), 0);
  for (const auto& p : run.pairings) {
    out[size_t(p.a)].games += p.finished(), out[size_t(p.b)].games += p.finished();
    points[size_t(p.a)] += p.a_score(), points[size_t(p.b)] += double(p.finished()) - p.a_score();
  }
  for (size_t i = 0; i < out.size(); ++i) out[i].score = out[i].games ? points[i] / double(out[i].games) : 0;
  return out;
}

PairingSummary pairing_summary(const PairingResult& p) {
  const double n = double(p.finished());
  return {p, n > 0 ? p.a_score() / n : 0, score_share_interval(p.a_score(), n), p.played() > 0 && p.cut_off * 5 >= p.played()};
}

// The agents that take a search budget, grouped by everything else they were given.
std::map<std::string, std::vector<std::pair<double, int>>> budget_groups(const std::vector<std::string>& agents) {
  std::map<std::string, std::vector<std::pair<double, int>>> groups;
  for (size_t i = 0; i < agents.size(); ++i) {
    std::string error;
    const auto spec = parse_agent_spec(agents[i], error);
    const AgentInfo* info = spec ? find_agent_info(spec->name) : nullptr;
    if (!info || std::none_of(info->options.begin(), info->options.end(), [](const auto& o) { return o.name == "iterations"; })) continue;
    auto given = spec->given;
    std::erase_if(given, [](const auto& kv) { return kv.first == "iterations"; });
    std::sort(given.begin(), given.end());
    std::string key = spec->name;
    for (const auto& [k, v] : given) key += "," + k + "=" + format("%g", v);
    groups[key].emplace_back(spec->option("iterations"), int(i));
  }
  return groups;
}

std::vector<BudgetStep> budget_steps(const LadderRun& run, const RatingFit& fit) {
  std::vector<BudgetStep> steps;
  for (auto& [key, members] : budget_groups(run.agents)) {
    std::sort(members.begin(), members.end());
    for (size_t k = 1; k < members.size(); ++k) {
      const int less = members[k - 1].second, more = members[k].second;
      const double d = fit.elo[size_t(more)] - fit.elo[size_t(less)], half = kZ95 * fit.difference_sd(more, less);
      steps.push_back({less, more, d, {d - half, d + half}});
    }
  }
  return steps;
}

std::string budget_sentence(const LadderRun& run, const std::vector<BudgetStep>& steps) {
  if (steps.empty()) return "";
  std::string out;
  bool all = true;
  for (const auto& s : steps) all &= s.ci.low > 0;
  out = all ? " More search is clearly stronger at every step:" : " More search is not clearly stronger at every step:";
  for (const auto& s : steps)
    out += " " + run.agents[size_t(s.less)] + " -> " + run.agents[size_t(s.more)] + format(" %+.0f Elo (%+.0f to %+.0f)", s.difference, s.ci.low, s.ci.high) +
           (s.ci.low > 0 ? "" : s.ci.high < 0 ? ", weaker" : ", no clear difference") + ";";
  out.back() = '.';
  return out;
}

SkillGradient skill_gradient(const LadderRun& run, const RatingFit& fit, int64_t finished) {
  SkillGradient g;
  const auto [lo, hi] = std::minmax_element(fit.elo.begin(), fit.elo.end());
  g.best = int(hi - fit.elo.begin()), g.worst = int(lo - fit.elo.begin());
  g.spread = *hi - *lo;
  const double pairs = double(run.pairings.size()), half = normal_quantile_two_sided(0.05 / pairs) * fit.difference_sd(g.best, g.worst);
  g.ci = {g.spread - half, g.spread + half};
  g.significant = finished > 0 && g.ci.low > 0;
  g.best_against_worst = expected_score(g.spread);
  g.budget_steps = budget_steps(run, fit);
  const std::string who = run.agents[size_t(g.best)] + " is rated " + format("%.0f", g.spread) + " Elo above " + run.agents[size_t(g.worst)] +
                          format(" (%.0f to %.0f at 95%%, allowing for picking the best and worst)", g.ci.low, g.ci.high);
  if (finished == 0) g.sentence = "No game finished, so nothing says whether skill matters.";
  else if (g.significant)
    g.sentence = "Skill matters: " + who + format(", so it would score %.0f%% against it.", 100 * g.best_against_worst);
  else
    g.sentence = "No clear sign that skill matters: " + who + "; more games per pairing would narrow it, else these agents play this game about equally well.";
  g.sentence += budget_sentence(run, g.budget_steps);
  return g;
}

// The pairings whose games repeated each other move for move, as "A vs B: 3 of 20", or "".
std::string repeated_pairings(const LadderRun& run) {
  std::string list;
  for (const auto& p : run.pairings) {
    if (!LineSample{p.lines_sampled, p.lines_distinct}.repeated()) continue;
    list += (list.empty() ? "" : "; ") + run.agents[size_t(p.a)] + " vs " + run.agents[size_t(p.b)] +
            format(": %.0f different of %.0f", double(p.lines_distinct), double(p.lines_sampled));
  }
  return list;
}

std::vector<std::string> warnings(const LadderRun& run) {
  std::vector<std::string> out;
  const int64_t played = run.played(), asked = run.games_per_pairing * int64_t(run.pairings.size());
  if (run.interrupted) out.push_back(format("Interrupted: these are the %.0f games played of %.0f.", double(played), double(asked)));
  if (played > 0 && run.cut_off() * 5 >= played)
    out.push_back(format("%.0f%% of the games were cut off at %.0f plies and count in no rating: the ratings describe only the games that ended. "
                         "Raise --max-plies, or rate agents that finish games (more search, an evaluate in the rules).",
                         100.0 * double(run.cut_off()) / double(played), double(run.max_plies)));
  if (const std::string repeated = repeated_pairings(run); !repeated.empty())
    out.push_back("Games repeated each other move for move (" + repeated + (run.opening > 0 ? format("; with --opening %.0f", run.opening) : "") +
                  "): they are not independent, so the intervals are narrower than the truth. Start each seed from a different "
                  "opening (--opening N: the first N plies at random, the same for every pairing on a seed), or rate agents that vary.");
  if (run.errors() > 0)
    out.push_back(format("%.0f games stopped with a rule error and count in no rating; the first: ", double(run.errors())) + run.first_errors.front().second);
  return out;
}

}  // namespace

LadderSummary summarize_ladder(const LadderRun& run) {
  LadderSummary s;
  s.fit = fit_ratings(int(run.agents.size()), pair_scores(run));
  s.ratings = agent_ratings(run, s.fit);
  for (size_t i = 0; i < run.agents.size(); ++i) s.ranking.push_back(int(i));
  std::stable_sort(s.ranking.begin(), s.ranking.end(), [&](int a, int b) { return s.fit.elo[size_t(a)] > s.fit.elo[size_t(b)]; });
  for (const auto& p : run.pairings) s.pairings.push_back(pairing_summary(p));
  int64_t finished = 0;
  for (const auto& p : run.pairings) finished += p.finished();
  s.skill = skill_gradient(run, s.fit, finished);
  s.warnings = warnings(run);
  return s;
}

}  // namespace rb
