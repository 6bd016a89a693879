// The --report page: well-formed (XML-parsable) HTML with inline SVG charts holding the
// run's figures, and nothing that would reach the network.
#include <gtest/gtest.h>

#include <regex>

#include "analysis/ladder.h"
#include "load/game_loader.h"
#include "present/html_report.h"
#include "present/ladder_html.h"
#include "present/svg_chart.h"
#include "core/state.h"

namespace rb {
namespace {

// Well-formed as XML: every element closed in order, attributes quoted; "" when it is,
// else what is wrong.
std::string xml_problem(const std::string& doc) {
  std::vector<std::string> open;
  const std::regex tag(R"(<(/?)([A-Za-z][A-Za-z0-9]*)((?:\s+[A-Za-z][A-Za-z0-9:-]*="[^"<]*")*)\s*(/?)>|<!DOCTYPE html>|<)");
  for (auto it = std::sregex_iterator(doc.begin(), doc.end(), tag); it != std::sregex_iterator(); ++it) {
    const auto& m = *it;
    if (m.str() == "<") return "a stray '<' at " + std::to_string(m.position());
    if (m.str() == "<!DOCTYPE html>" || m[4] == "/") continue;
    if (m[1] != "/") open.push_back(m[2]);
    else if (open.empty() || open.back() != m[2]) return "</" + m[2].str() + "> closes " + (open.empty() ? "nothing" : open.back());
    else open.pop_back();
  }
  return open.empty() ? "" : "<" + open.back() + "> is never closed";
}

size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

PlaytestStats run(const std::string& label, int games, int wins) {
  PlaytestStats st;
  st.game = "line <up>", st.label = label, st.players = 2, st.games = games;
  st.agents = {"greedy", "random"};
  for (int i = 0; i < games; ++i) {
    GameRecord r;
    r.results = i < wins ? std::vector<int>{int(Result::Win), int(Result::Loss)} : std::vector<int>{int(Result::Loss), int(Result::Win)};
    r.scores = {0, 0}, r.max_behind = {0, 0};
    r.plies = 10 + i % 5, r.turns = r.plies, r.rounds = r.plies / 2;
    r.branching = {9, 8, 7, 6, 5};
    r.actions = {{1, 0}, {2, 0}};
    r.end_reason = "a line & more";
    r.index = i, r.line = uint64_t(i + 1);  // games that differ
    st.tally.add(r, {"place"}, false);
  }
  return st;
}

TEST(XmlCheck, CatchesWhatItShould) {
  EXPECT_EQ(xml_problem("<a><b x=\"1\"/></a>"), "");
  EXPECT_NE(xml_problem("<a><b></a>"), "");
  EXPECT_NE(xml_problem("<a>1 < 2</a>"), "");
}

TEST(SvgChart, ABarHasItsIntervalWhiskers) {
  const std::string svg = svg_bar_chart({"Win rates", {{"seat 1", 0.5, true, 0.4, 0.6}, {"seat 2", 0.25, false, 0, 0}}, true, 1});
  EXPECT_EQ(xml_problem(svg), "");
  EXPECT_EQ(count(svg, "<rect class=\"bar\""), 2u);
  EXPECT_EQ(count(svg, "<line class=\"ci\""), 3u);  // the span and its two ends, for seat 1 only
  EXPECT_NE(svg.find("50.0% (40.0%-60.0%)"), std::string::npos);
}

TEST(SvgChart, AHistogramHasAColumnPerValueWhenTheyFit) {
  const std::string svg = svg_histogram("Length", Histogram{{3, 2}, {4, 5}, {6, 1}}, "plies");
  EXPECT_EQ(xml_problem(svg), "");
  EXPECT_EQ(count(svg, "<rect class=\"bar\""), 4u);  // 3, 4, 5 (empty) and 6
  EXPECT_NE(svg.find("4-4: 5 games"), std::string::npos);
}

TEST(SvgChart, OverlaidHistogramsShareTheirColumnsAndNameEachRun) {
  const Histogram a{{3, 2}, {4, 2}}, b{{4, 1}, {6, 3}};
  const std::string svg = svg_histograms("Length", {{"base", &a}, {"variant <2>", &b}}, "plies");
  EXPECT_EQ(xml_problem(svg), "");
  EXPECT_EQ(count(svg, "<rect class=\"bar s0\""), 5u);  // 4 columns (3 to 6) and the legend
  EXPECT_EQ(count(svg, "<rect class=\"bar s1\""), 5u);
  EXPECT_NE(svg.find("base, 4-4: 50.0% of its games"), std::string::npos);
  EXPECT_NE(svg.find("variant &lt;2&gt;, 6-6: 75.0% of its games"), std::string::npos);
  EXPECT_NE(svg.find(">variant &lt;2&gt;</text>"), std::string::npos) << "the legend";
}

TEST(SvgChart, TextIsEscaped) { EXPECT_EQ(xml_escape("a<b & \"c\">"), "a&lt;b &amp; &quot;c&quot;&gt;"); }

TEST(HtmlReport, ASimReportIsWellFormedAndHoldsTheFigures) {
  const std::string page = html_report(run("", 20, 10));
  EXPECT_EQ(xml_problem(page), "");
  EXPECT_GE(count(page, "<svg "), 5u);
  for (const char* what : {"Win rates and outcomes", "Length in plies", "Branching over the game", "Actions chosen", "How games ended"})
    EXPECT_NE(page.find(what), std::string::npos) << what;
  EXPECT_NE(page.find("50.0% (29.9%-70.1%)"), std::string::npos);  // seat 1: 10 of 20, Wilson
  EXPECT_NE(page.find("a line &amp; more"), std::string::npos);
  EXPECT_EQ(page.find("<script"), std::string::npos);
  EXPECT_GE(count(page, "<p class=\"lead\">"), 5u) << "a sentence before each kind of chart";
  EXPECT_EQ(page.find("src="), std::string::npos);
  EXPECT_EQ(page.find("href="), std::string::npos);
}

TEST(HtmlReport, ARotatedRunSaysSoAndNamesNoAgentForASeat) {
  PlaytestStats st = run("", 20, 10);
  st.rotate = true;
  const std::string page = html_report(st);
  EXPECT_EQ(xml_problem(page), "");
  EXPECT_NE(page.find("agents: greedy, random (rotated through the seats: each seed played in every seating)"), std::string::npos);
  EXPECT_NE(page.find("seat 1 (agents rotated)"), std::string::npos);
  EXPECT_EQ(page.find("seat 1 greedy"), std::string::npos);
}

// The sections (<h2>) of a page that lack a "how to read this" note, by title.
std::vector<std::string> sections_without_a_note(const std::string& page) {
  std::vector<std::string> missing;
  const std::regex section(R"(<h2>([^<]*)</h2>(<details class="how"><summary>How to read this</summary><p>[^<]{40,}</p></details>)?)");
  for (auto it = std::sregex_iterator(page.begin(), page.end(), section); it != std::sregex_iterator(); ++it)
    if (!(*it)[2].matched) missing.push_back((*it)[1]);
  return missing;
}

TEST(HtmlReport, EverySectionOfEveryReportHasAHowToReadThisNote) {
  const std::vector<std::string> none;
  const std::string sim = html_report(run("", 20, 10));
  const std::string compare = html_compare_report(run("base", 100, 50), run("Greedy first", 100, 90));
  const std::string sweep = html_sweep_report("size", {run("size=3", 10, 5), run("size=4", 10, 6)});
  LadderOptions o;
  o.agents = {"random", "greedy"}, o.games = 2, o.threads = 1;
  const std::string ladder =
      html_ladder_report(run_ladder(load_game(LoadRequest{std::string(RULEBOOK_SOURCE_DIR) + "/games/tictactoe", {}, {}}), o));
  for (const std::string* page : {&sim, &compare, &sweep, &ladder}) {
    EXPECT_GE(count(*page, "<h2>"), 1u);
    EXPECT_EQ(sections_without_a_note(*page), none);
    EXPECT_EQ(xml_problem(*page), "");
    EXPECT_EQ(page->find("<script"), std::string::npos) << "the note opens without a script";
  }
}

TEST(HtmlReport, ABalancedRunHasNoWarningBox) {
  EXPECT_EQ(html_report(run("", 20, 10)).find("class=\"warnings\""), std::string::npos);
}

TEST(HtmlReport, ADegenerateRunOpensWithAWarningBox) {
  const std::string page = html_report(run("", 20, 19));  // seat 1 wins 95%
  EXPECT_EQ(xml_problem(page), "");
  const size_t box = page.find("<div class=\"warnings\">");
  ASSERT_NE(box, std::string::npos);
  EXPECT_LT(box, page.find("<div class=\"runs\">"));
  EXPECT_NE(page.find("seat 1 (greedy) won 95.0% of 20 finished games", box), std::string::npos);
}

TEST(HtmlReport, ACompareReportsBoxNamesTheRunItWarnsAbout) {
  const std::string page = html_compare_report(run("base", 100, 50), run("Greedy first", 100, 90));
  EXPECT_NE(page.find("<li>Greedy first: seat 1 (greedy) won 90.0%"), std::string::npos);
  EXPECT_EQ(page.find("<li>base: "), std::string::npos);
}

TEST(HtmlReport, ACompareReportShowsBothRunsAndTheClearDifferences) {
  const std::string page = html_compare_report(run("base", 100, 50), run("Greedy first", 100, 90));
  EXPECT_EQ(xml_problem(page), "");
  EXPECT_EQ(count(page, "<div class=\"run\">"), 2u);
  EXPECT_NE(page.find("<li>Greedy first: seat 1 win rate rises from 50.0% to 90.0%"), std::string::npos);
  // each rate's bars side by side, a colour per run
  EXPECT_NE(page.find("Win rates and outcomes, every run"), std::string::npos);
  const size_t base_bar = page.find("seat 1 greedy · base</text><rect class=\"bar s0\""),
               variant_bar = page.find("seat 1 greedy · Greedy first</text><rect class=\"bar s1\"");
  ASSERT_NE(base_bar, std::string::npos);
  ASSERT_NE(variant_bar, std::string::npos);
  EXPECT_LT(base_bar, variant_bar);
  EXPECT_NE(page.find("90.0% (82.6%-94.5%)", base_bar), std::string::npos) << "the variant's bar keeps its interval";
  // the lengths on one axis, once, instead of a histogram per run
  EXPECT_EQ(count(page, "<title>Length in plies</title>"), 1u);
  EXPECT_NE(page.find("class=\"bar s1\""), std::string::npos);
  EXPECT_NE(page.find("<table>"), std::string::npos);
}

TEST(HtmlReport, ASweepReportHasARunPerValue) {
  const std::string page = html_sweep_report("size", {run("size=3", 10, 5), run("size=4", 10, 6), run("size=5", 10, 7)});
  EXPECT_EQ(xml_problem(page), "");
  EXPECT_EQ(count(page, "<div class=\"run\">"), 3u);
  EXPECT_NE(page.find("<td>seat 1 win rate</td><td>50.0% (23.7-76.3)</td><td>60.0%"), std::string::npos);  // Wilson, 5 of 10
}

}  // namespace
}  // namespace rb
