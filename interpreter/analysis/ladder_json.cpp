// ladder --json, following schemas/ladder.schema.json.
#include "analysis/ladder_report.h"
#include "analysis/ladder_summary.h"

namespace rb {
namespace {

using nlohmann::json;

json interval(const Interval& i) { return {{"low", i.low}, {"high", i.high}}; }

json ratings_json(const LadderSummary& s) {
  json out = json::array();
  for (const auto& a : s.ratings)
    out.push_back({{"agent", a.agent}, {"rating", a.elo}, {"interval", interval(a.ci)}, {"games", a.games}, {"score", a.score}});
  return out;
}

json pairings_json(const LadderRun& run, const LadderSummary& s) {
  json out = json::array();
  for (const auto& p : s.pairings) {
    const PairingResult& r = p.result;
    out.push_back({{"first", run.agents[size_t(r.a)]}, {"second", run.agents[size_t(r.b)]}, {"games", r.played()}, {"first_wins", r.a_wins},
                   {"draws", r.draws}, {"second_wins", r.b_wins}, {"cut_off", r.cut_off}, {"errors", r.errors},
                   {"first_score_share", p.share}, {"interval", interval(p.ci)}, {"mostly_cut_off", p.mostly_cut_off},
                   {"lines_sampled", r.lines_sampled}, {"lines_distinct", r.lines_distinct}});
  }
  return out;
}

json skill_json(const LadderRun& run, const SkillGradient& g) {
  json steps = json::array();
  for (const auto& b : g.budget_steps)
    steps.push_back({{"less", run.agents[size_t(b.less)]}, {"more", run.agents[size_t(b.more)]}, {"difference", b.difference},
                     {"interval", interval(b.ci)}, {"significant", b.ci.low > 0 || b.ci.high < 0}});
  return {{"best", run.agents[size_t(g.best)]}, {"worst", run.agents[size_t(g.worst)]}, {"spread", g.spread}, {"interval", interval(g.ci)},
          {"significant", g.significant}, {"best_against_worst", g.best_against_worst}, {"budget_steps", steps}, {"sentence", g.sentence}};
}

json errors_json(const LadderRun& run) {
  json out = json::array();
  for (const auto& [index, error] : run.first_errors) out.push_back({{"game", index}, {"error", error}});
  return out;
}

}  // namespace

nlohmann::json ladder_to_json(const LadderRun& run) {
  const LadderSummary s = summarize_ladder(run);
  json ranking = json::array();
  for (int i : s.ranking) ranking.push_back(run.agents[size_t(i)]);
  return {{"game", run.game},
          {"players", run.players},
          {"agents", run.agents},
          {"games_asked", run.games_asked},
          {"games_per_pairing", run.games_per_pairing},
          {"seat_rotations", run.rotations},
          {"seed", run.seed},
          {"max_plies", run.max_plies},
          {"opening", run.opening},
          {"interrupted", run.interrupted},
          {"played", run.played()},
          {"cut_off", run.cut_off()},
          {"errors", run.errors()},
          {"method", ladder_method(run)},
          {"anchor", run.agents.at(0)},
          {"prior_draws", s.fit.prior_draws},
          {"ratings", ratings_json(s)},
          {"ranking", ranking},
          {"pairings", pairings_json(run, s)},
          {"skill", skill_json(run, s.skill)},
          {"warnings", s.warnings},
          {"first_errors", errors_json(run)}};
}

}  // namespace rb
