// ladder --report: one self-contained page (inline CSS and SVG, nothing fetched) with the
// ratings as a chart with interval bars and the pairwise results as a table.
#include "present/ladder_html.h"

#include <algorithm>
#include <cstdio>

#include "analysis/ladder_report.h"
#include "analysis/ladder_summary.h"
#include "present/page_assets.h"
#include "present/report_section.h"
#include "present/svg_chart.h"

namespace rb {
namespace {

constexpr int kLabel = 190, kPlot = 300, kRow = 24, kTop = 34;

std::string fmt(const char* f, double a = 0, double b = 0, double c = 0, double d = 0) {
  char buf[256];
  std::snprintf(buf, sizeof buf, f, a, b, c, d);
  return buf;
}

// The ratings on one axis from the lowest interval end to the highest, best first.
std::string rating_chart(const LadderSummary& s) {
  double lo = 0, hi = 0;
  for (const auto& a : s.ratings) lo = std::min(lo, a.ci.low), hi = std::max(hi, a.ci.high);
  if (hi - lo < 1) hi = lo + 1;
  const auto x = [&](double v) { return kLabel + kPlot * (v - lo) / (hi - lo); };
  const int height = kTop + kRow * int(s.ranking.size()) + 24;
  std::string out = fmt("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" role=\"img\">", kLabel + kPlot + 180, height) +
                    "<title>Ratings (Elo) with 95% intervals</title><text x=\"4\" y=\"18\" class=\"title\">Ratings (Elo) with 95% intervals</text>";
  out += fmt("<line class=\"zero\" x1=\"%.1f\" y1=\"%.0f\" x2=\"%.1f\" y2=\"%.0f\"/>", x(0), kTop, x(0), height - 20);
  for (size_t r = 0; r < s.ranking.size(); ++r) {
    const AgentRating& a = s.ratings[size_t(s.ranking[r])];
    const double y = kTop + kRow * double(r) + kRow / 2.0;
    out += fmt("<text x=\"%.0f\" y=\"%.0f\" text-anchor=\"end\">", kLabel - 8, y + 4) + xml_escape(a.agent) + "</text>";
    out += fmt("<line class=\"ci\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>", x(a.ci.low), y, x(a.ci.high), y);
    for (double end : {a.ci.low, a.ci.high}) out += fmt("<line class=\"ci\" x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"/>", x(end), y - 6, x(end), y + 6);
    out += fmt("<circle class=\"dot\" cx=\"%.1f\" cy=\"%.1f\" r=\"5\"/>", x(a.elo), y);
    const std::string value = s.ranking[r] == 0 ? fmt("%+.0f (anchor)", a.elo) : fmt("%+.0f (%+.0f to %+.0f)", a.elo, a.ci.low, a.ci.high);
    out += fmt("<text x=\"%.0f\" y=\"%.0f\">", kLabel + kPlot + 8, y + 4) + value + "</text>";
  }
  const double bottom = height - 20;
  out += fmt("<line class=\"axis\" x1=\"%d\" y1=\"%.0f\" x2=\"%d\" y2=\"%.0f\"/>", kLabel, bottom, kLabel + kPlot, bottom);
  out += fmt("<text x=\"%d\" y=\"%.0f\">%+.0f</text>", kLabel, bottom + 14, lo) +
         fmt("<text x=\"%d\" y=\"%.0f\" text-anchor=\"end\">%+.0f</text>", kLabel + kPlot, bottom + 14, hi);
  return out + "</svg>";
}

std::string pairing_table(const LadderRun& run, const LadderSummary& s) {
  std::string out = "<table><tr><th>first</th><th>second</th><th>wins-draws-losses</th><th>score share</th><th>95% interval</th><th>cut off</th><th>errors</th></tr>";
  for (const auto& p : s.pairings) {
    const PairingResult& r = p.result;
    out += "<tr><td>" + xml_escape(run.agents[size_t(r.a)]) + "</td><td>" + xml_escape(run.agents[size_t(r.b)]) + "</td>" +
           fmt("<td>%.0f-%.0f-%.0f</td>", double(r.a_wins), double(r.draws), double(r.b_wins)) +
           fmt("<td>%.1f%%</td><td>%.1f%% - %.1f%%</td>", 100 * p.share, 100 * p.ci.low, 100 * p.ci.high) +
           fmt(p.mostly_cut_off ? "<td class=\"warning\">%.0f</td>" : "<td>%.0f</td>", double(r.cut_off)) + fmt("<td>%.0f</td></tr>", double(r.errors));
  }
  return out + "</table>";
}

std::string facts(const LadderRun& run) {
  std::string agents;
  for (const auto& a : run.agents) agents += (agents.empty() ? "" : ", ") + xml_escape(a);
  return "<p>" + fmt("%.0f games per pairing on common seeds (seed %.0f), seats rotated in %.0f ways on each seed so that each agent sits in "
                     "each seat equally often; %.0f players. ", double(run.games_per_pairing), double(run.seed), run.rotations, run.players) +
         (run.opening > 0 ? fmt("The first %.0f plies of each game were played at random (--opening), the same for every pairing on a seed. ",
                                run.opening) : "") +
         "Agents: " + agents + fmt(". %.0f games played, %.0f cut off at %.0f plies (counted in no rating, never as draws), ", double(run.played()),
                                   double(run.cut_off()), run.max_plies) +
         fmt("%.0f stopped by a rule error.</p>", double(run.errors())) + (run.interrupted ? "<p class=\"warning\">Interrupted: these are the games played.</p>" : "");
}

}  // namespace

std::string html_ladder_report(const LadderRun& run) {
  const LadderSummary s = summarize_ladder(run);
  const std::string title = "Rulebook ladder: " + run.game;
  std::string body;
  for (const auto& w : s.warnings) body += "<p class=\"warning\">" + xml_escape(w) + "</p>";
  body += "<p class=\"answer\">Does skill matter? " + xml_escape(s.skill.sentence) + "</p>" + facts(run);
  body += report_section("Ratings",
                         "Each agent's strength as a rating (the first agent at 0), with a 95% interval. A higher bar won more "
                         "often; agents whose whiskers overlap are not clearly different. A wide spread from the weakest to the "
                         "strongest means skill matters in this game; all bars near 0 means luck or the seats decide.") +
          rating_chart(s) + "<p>" + xml_escape(ladder_method(run)) + ".</p>";
  body += report_section("Pairwise results",
                         "Each pairing's wins, draws and losses on the same seeds with seats rotated, and the score share with its "
                         "interval. Look for a share clearly above one half (the first agent is stronger) and for a weaker agent "
                         "that still beats a stronger one: a game whose bots disagree on the order is worth a closer look.") +
          pairing_table(run, s);
  return "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head><meta charset=\"utf-8\"/><title>" + xml_escape(title) +
         "</title><style>" + page_assets({"ladder.css"}) + "</style></head><body><h1>" + xml_escape(title) + "</h1>" + body + "</body></html>\n";
}

}  // namespace rb
