#include "present/html_report.h"

#include <algorithm>
#include <cstdio>

#include "analysis/compare.h"
#include "analysis/playtest_summary.h"
#include "analysis/run_warnings.h"
#include "analysis/statistic_list.h"
#include "present/page_assets.h"
#include "present/report_section.h"
#include "present/svg_chart.h"

namespace rb {
namespace {

// The box that leads the page when some run's statistics mean little; nothing otherwise.
std::string warnings_box(const std::vector<PlaytestStats>& runs) {
  std::string items;
  for (const auto& run : runs)
    for (const auto& w : run_warnings(run))
      items += "<li>" + xml_escape((runs.size() > 1 ? run.label + ": " : "") + w.message) + "</li>";
  if (items.empty()) return "";
  return "<div class=\"warnings\"><strong>Warning: these statistics may mean little.</strong><ul>" + items + "</ul></div>";
}

// A chart after the one sentence that says what it shows and how to read it.
std::string led(const std::string& lead, const std::string& chart) { return "<p class=\"lead\">" + xml_escape(lead) + "</p>" + chart; }

Bar rate_bar(const std::string& label, const Proportion& p) { return {label, p.value, true, p.ci.low, p.ci.high}; }

std::vector<Bar> outcome_bars(const PlaytestStats& run, const Summary& s) {
  std::vector<Bar> bars;
  if (run.cooperative) bars.push_back(rate_bar("the team", s.team_win));
  for (const auto& seat : s.seats)
    if (!run.cooperative) bars.push_back(rate_bar("seat " + std::to_string(seat.seat) + " " + seat.agent, seat.win));
  for (const auto& a : s.agents) bars.push_back(rate_bar(a.agent + " (any seat)", a.win));
  bars.push_back(rate_bar("completion", s.completion));
  bars.push_back(rate_bar("drawn", s.all_draw));
  bars.push_back(rate_bar("cut off", s.cut_off));
  return bars;
}

std::string outcome_chart(const PlaytestStats& run, const Summary& s) {
  return svg_bar_chart({"Win rates and outcomes (95% intervals)", outcome_bars(run, s), true, 1});
}

// Every run's win rates and outcomes in one chart: each rate's bars side by side, a colour
// per run (as in the overlaid histograms), so their intervals can be compared at a glance.
std::string outcomes_side_by_side(const std::vector<PlaytestStats>& runs) {
  std::vector<std::vector<Bar>> per_run;
  for (const auto& r : runs) per_run.push_back(outcome_bars(r, summarize(r)));
  BarChart c{"Win rates and outcomes, every run (95% intervals)", {}, true, 1};
  for (const Bar& first : per_run.front())
    for (size_t r = 0; r < runs.size(); ++r)
      for (Bar b : per_run[r]) {
        if (b.label != first.label) continue;
        b.label += " · " + runs[r].label;
        b.series = int(r);
        c.bars.push_back(b);
      }
  return report_section("Outcomes, every run side by side",
                        "One chart holds every run: for each rate (a seat's wins, completion, draws, cut-offs) the runs' bars stand "
                        "together, one colour per run. Look for a rate that moves between runs by more than its whiskers: that is a "
                        "change the rules made, not luck. A seat's wins far from an equal share in every run is a seat advantage.") +
         led("Each rate once per run, in the run's colour; bars whose whiskers (95% intervals) do not overlap differ clearly.", svg_bar_chart(c));
}

std::string shares_chart(const std::string& title, const std::vector<Share>& shares) {
  BarChart c{title, {}, true, 0};
  for (const auto& r : shares) c.bars.push_back(rate_bar(r.name, r.share));
  return svg_bar_chart(c);
}

std::string actions_chart(const Summary& s) {
  BarChart c{"Actions chosen (share of plies)", {}, true, 0};
  for (const auto& a : s.actions) c.bars.push_back(rate_bar(a.action + (a.dominant ? " (dominant)" : ""), a.share));
  return svg_bar_chart(c);
}

// Mean legal moves at each ply while at least one game in twenty is still going.
std::string branching_chart(const RunTally& t) {
  std::vector<std::pair<double, double>> points;
  const int64_t games = t.finished + t.cut_off;
  for (size_t i = 0; i < t.ply_decisions.size(); ++i)
    if (t.ply_decisions[i] * 20 >= games && t.ply_decisions[i] > 0)
      points.emplace_back(double(i + 1), double(t.ply_choices[i]) / double(t.ply_decisions[i]));
  return svg_line_chart("Branching over the game", points, "ply", "legal moves");
}

std::string facts(const PlaytestStats& run, const Summary& s) {
  char b[512];
  std::snprintf(b, sizeof b, "<p>%lld games (seed %llu), agents: ", (long long)s.played, (unsigned long long)run.seed);
  std::string out = b;
  for (size_t i = 0; i < run.agents.size(); ++i) out += (i ? ", " : "") + xml_escape(run.agents[i]);
  if (run.rotate) out += " (rotated through the seats: each seed played in every seating)";
  std::snprintf(b, sizeof b, ". Length: mean %.1f plies (median %.0f), %.1f turns, %.1f rounds. %.2f legal moves per decision; %.1f%% of decisions had a real choice.%s</p>",
                s.plies.mean, s.plies.median, s.turns.mean, s.rounds.mean, s.branching.mean, 100 * s.multi_choice.value,
                run.interrupted ? " Interrupted: these are the games played." : "");
  return out + b;
}

const char* const kLengthLead = "How many games lasted how long: a tall column far to the right means long games; a spike at the far right is the cap.";
const char* const kScoreLead = "How the final scores spread: a narrow spread means the scores rarely decide much.";

// A run's lengths and scores, each histogram on its own axis.
std::string run_histograms(const PlaytestStats& run, const Summary& s) {
  std::string out = led(kLengthLead, svg_histogram("Length in plies", run.tally.plies, "plies")) + svg_histogram("Length in turns", run.tally.turns, "turns") +
                    svg_histogram("Length in rounds", run.tally.rounds, "rounds");
  for (const auto& seat : s.seats)
    if (s.scored.count)
      out += led(kScoreLead, svg_histogram("Final score, seat " + std::to_string(seat.seat), run.tally.seats[size_t(seat.seat - 1)].scores, "score"));
  return out;
}

const char* const kRunHow =
    "This run alone: the line of facts (games, agents, length, choice per decision), then its charts, each after a sentence. "
    "Read the warnings box above first. Then: do the seats win about equally (overlapping whiskers)? Did the rules end the "
    "games, or the cap? Is the length what the game should take? Does the branching leave real choices? Does one action dominate?";
const char* const kOverlaidHow =
    "Each chart puts every run's histogram on one axis, in the run's colour, as shares of that run's games, so runs of "
    "different sizes compare. Look for a run whose mass sits further right (longer games) or whose scores spread wider or "
    "narrower; a column at the far right is games stopped by the ply cap.";

// With `histograms` false the lengths and scores are left to overlaid_histograms.
std::string run_section(const PlaytestStats& run, bool histograms = true) {
  const Summary s = summarize(run);
  std::string out = "<div class=\"run\">" + report_section(run.label.empty() ? run.game : run.label, kRunHow) + facts(run, s);
  out += led("Who won, and how often games finished, drew or were cut off; the whiskers are 95% intervals: two bars whose whiskers overlap are not clearly different.",
             outcome_chart(run, s));
  out += led("The reasons the rules gave for ending each game, as shares of all games.", shares_chart("How games ended", s.end_reasons));
  if (run.cooperative && !s.team_loss_reasons.empty()) out += shares_chart("How the team lost", s.team_loss_reasons);
  if (histograms) out += run_histograms(run, s);
  out += led("How many legal moves a player had at each ply, on average: a falling line is a game that narrows; a flat 1 is no choice.",
             branching_chart(run.tally));
  out += led("Which actions players chose, as shares of all plies; a dominant action is one the winners chose much more often.", actions_chart(s));
  return out + "</div>";
}

// The runs' lengths and scores overlaid, each histogram of all runs on one axis, side by
// side as the page's width allows.
std::string overlaid_histograms(const std::vector<PlaytestStats>& runs) {
  const auto of = [&](const Histogram RunTally::*h) {
    std::vector<Series> series;
    for (const auto& r : runs) series.push_back({r.label, &(r.tally.*h)});
    return series;
  };
  std::string out = report_section("Lengths and scores, every run on one axis", kOverlaidHow) + "<p class=\"lead\">" + xml_escape(kLengthLead) +
                    " Each run's bars are its share of its own games, side by side in each column.</p><div class=\"charts\">";
  out += svg_histograms("Length in plies", of(&RunTally::plies), "plies") + svg_histograms("Length in turns", of(&RunTally::turns), "turns") +
         svg_histograms("Length in rounds", of(&RunTally::rounds), "rounds");
  bool scored = false;  // as in run_histograms: scores only where some game gave one
  for (const auto& r : runs) scored = scored || summarize(r).scored.count > 0;
  for (size_t seat = 0; scored && seat < size_t(runs.front().players); ++seat) {
    std::vector<Series> scores;
    for (const auto& r : runs)
      if (seat < r.tally.seats.size() && !r.tally.seats[seat].scores.empty()) scores.push_back({r.label, &r.tally.seats[seat].scores});
    if (scores.size() == runs.size()) out += svg_histograms("Final score, seat " + std::to_string(seat + 1), scores, "score");
  }
  return out + "</div>";
}

const char* const kNotes =
    "<p class=\"notes\">Rates carry Wilson score 95% intervals, means mean &#177; 1.96 sd/&#8730;n. Completion: games with a "
    "winner. Cut off: games no rule of the game ended (the ply cap, or a cap the rules declare with s:cut_off), never "
    "draws. A turn starts when the player moving changes; a round ends when a player who had a turn in it starts another. "
    "An action is dominant when the players who went on to win chose it at least 1.5 times as often as those who lost, with "
    "the difference's interval above zero (plies of one game are not independent: read it as a hint).</p>";

std::string page(const std::string& title, const std::string& body) {
  return "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head><meta charset=\"utf-8\"/><title>" + xml_escape(title) +
         "</title><style>" + page_assets({"report.css"}) + "</style></head><body><h1>" + xml_escape(title) + "</h1>" + body + kNotes + "</body></html>\n";
}

std::string differences_table(const PlaytestStats& base, const PlaytestStats& variant) {
  std::string out = "<table><tr><th>statistic</th><th>" + xml_escape(base.label) + "</th><th>" + xml_escape(variant.label) +
                    "</th><th>change</th><th>95% interval</th></tr>";
  char b[256];
  for (const auto& r : compare_runs(base, variant)) {
    const double k = r.rate ? 100 : 1;
    const char* unit = r.rate ? "%" : "";
    std::snprintf(b, sizeof b, "<td>%.2f%s</td><td>%.2f%s</td><td>%+.2f</td><td>%+.2f to %+.2f</td></tr>", k * r.base, unit, k * r.variant,
                  unit, k * (r.variant - r.base), k * r.diff.low, k * r.diff.high);
    out += std::string(r.significant() ? "<tr class=\"clear\">" : "<tr>") + "<td>" + xml_escape(r.what) + "</td>" + b;
  }
  return out + "</table>";
}

std::string sentences(const PlaytestStats& base, const PlaytestStats& variant) {
  std::string out = "<ul>";
  for (const auto& r : compare_runs(base, variant))
    if (r.significant()) out += "<li>" + xml_escape(change_sentence(r, variant.label)) + "</li>";
  return out == "<ul>" ? "<p>No clear difference at 95%.</p>" : out + "</ul>";
}

const Statistic* find(const std::vector<Statistic>& l, const std::string& what) {
  for (const auto& s : l)
    if (s.what == what) return &s;
  return nullptr;
}

// Every statistic name of the runs, in the order they first show them.
std::vector<std::string> statistic_names(const std::vector<std::vector<Statistic>>& lists) {
  std::vector<std::string> names;
  for (const auto& l : lists)
    for (const auto& s : l)
      if (std::find(names.begin(), names.end(), s.what) == names.end()) names.push_back(s.what);
  return names;
}

// A row per statistic, a column per run; a rate a run never saw is a rate of nothing.
std::string sweep_table(const std::vector<PlaytestStats>& runs) {
  std::vector<std::vector<Statistic>> lists;
  std::string out = "<table><tr><th>statistic</th>";
  for (const auto& r : runs) lists.push_back(statistic_list(r)), out += "<th>" + xml_escape(r.label) + "</th>";
  out += "</tr>";
  for (const auto& name : statistic_names(lists)) {
    out += "<tr><td>" + xml_escape(name) + "</td>";
    const Statistic* some = nullptr;
    for (const auto& l : lists) some = some ? some : find(l, name);
    for (size_t i = 0; i < lists.size(); ++i) {
      const Statistic* s = find(lists[i], name);
      out += "<td>" + (s ? statistic_text(*s) : some->rate ? statistic_text(absent_statistic(*some, runs[i])) : "-") + "</td>";
    }
    out += "</tr>";
  }
  return out + "</table>";
}

}  // namespace

std::string html_report(const PlaytestStats& run) {
  return page("Rulebook playtest: " + run.game, warnings_box({run}) + "<div class=\"runs\">" + run_section(run) + "</div>");
}

std::string html_compare_report(const PlaytestStats& base, const PlaytestStats& variant) {
  const std::string body = warnings_box({base, variant}) +
                           report_section("Clear differences",
                                          "One sentence for each statistic whose change between the two runs is clear at 95%: the "
                                          "interval of the change leaves out zero. No sentence means no change the games could "
                                          "show; run more games to see smaller ones.") +
                           sentences(base, variant) +
                           "<p>Both ran the same seeds and agents. Changes of rates carry Newcombe's interval, of means Welch's; both "
                           "treat the runs as independent, which is cautious when the same seeds pair the games.</p>" +
                           outcomes_side_by_side({base, variant}) + overlaid_histograms({base, variant}) + "<div class=\"runs\">" + run_section(base, false) + run_section(variant, false) +
                           "</div>" +
                           report_section("Every statistic",
                                          "Every statistic of both runs, their change and the change's 95% interval; rows in bold "
                                          "are the clear differences above. An interval that spans zero is a change too small to "
                                          "tell from chance with these games.") +
                           differences_table(base, variant);
  return page("Rulebook compare: " + base.label + " and " + variant.label, body);
}

std::string html_sweep_report(const std::string& key, const std::vector<PlaytestStats>& runs) {
  std::string body = warnings_box(runs) +
                     report_section("Every statistic (95% intervals in brackets)",
                                    "A column per value of the parameter, on the same seeds. Read a row across: a statistic that "
                                    "climbs or falls steadily is one the parameter drives; values whose intervals overlap are not "
                                    "clearly different. Pick the value that gives the length and balance you want.") +
                     sweep_table(runs);
  if (!runs.empty()) body += outcomes_side_by_side(runs) + overlaid_histograms(runs);
  body += "<div class=\"runs\">";
  for (const auto& r : runs) body += run_section(r, false);
  return page("Rulebook sweep: " + (runs.empty() ? std::string() : runs[0].game) + " over " + key, body + "</div>");
}

}  // namespace rb
