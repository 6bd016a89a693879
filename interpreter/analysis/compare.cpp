#include "analysis/compare.h"

#include <cstdio>

#include "analysis/playtest_summary.h"
#include "analysis/run_warnings.h"
#include "analysis/statistic_list.h"

namespace rb {
namespace {

using Rows = std::vector<ComparisonRow>;

const Statistic* find(const std::vector<Statistic>& list, const std::string& what) {
  for (const auto& s : list)
    if (s.what == what) return &s;
  return nullptr;
}

void add_row(Rows& rows, const Statistic& a, const Statistic& b) {
  if (a.rate) rows.push_back({a.what, true, a.p.value, b.p.value, proportion_difference(b.p, a.p)});
  else rows.push_back({a.what, false, a.d.mean, b.d.mean, mean_difference(b.d, a.d)});
}

std::string percent_or_value(double v, bool rate) {
  char s[32];
  std::snprintf(s, sizeof s, rate ? "%.1f%%" : "%.2f", rate ? 100 * v : v);
  return s;
}

}  // namespace

Rows compare_runs(const PlaytestStats& base, const PlaytestStats& variant) {
  const auto a = statistic_list(base), b = statistic_list(variant);
  Rows rows;
  for (const auto& s : a) {
    const Statistic* other = find(b, s.what);
    if (other) add_row(rows, s, *other);
    else if (s.rate) add_row(rows, s, absent_statistic(s, variant));
  }
  for (const auto& s : b)
    if (!find(a, s.what) && s.rate) add_row(rows, absent_statistic(s, base), s);
  return rows;
}

std::string change_sentence(const ComparisonRow& r, const std::string& label) {
  const double scale = r.rate ? 100 : 1;
  char s[512];
  std::snprintf(s, sizeof s, "%s: %s %s from %s to %s (95%% CI of the change %+.*f to %+.*f%s)", label.c_str(), r.what.c_str(),
                r.variant > r.base ? "rises" : "falls", percent_or_value(r.base, r.rate).c_str(),
                percent_or_value(r.variant, r.rate).c_str(), r.rate ? 1 : 2, scale * r.diff.low, r.rate ? 1 : 2,
                scale * r.diff.high, r.rate ? " points" : "");
  return s;
}

std::string comparison_to_text(const PlaytestStats& base, const PlaytestStats& variant) {
  const Rows rows = compare_runs(base, variant);
  std::string out = "compare: " + base.label + " (base) and " + variant.label + " (variant), " + std::to_string(base.games) +
                    " games each on the same seeds from " + std::to_string(base.seed) +
                    (base.rotate ? ", agents rotated through the seats (--rotate)" : "") + "\n";
  out += warnings_text(run_warnings(base), base.label + " (base): ") + warnings_text(run_warnings(variant), variant.label + " (variant): ");
  char line[512];
  std::snprintf(line, sizeof line, "%-34s %10s %10s %10s  %s\n", "", "base", "variant", "change", "95% interval");
  out += line;
  for (const auto& r : rows) {
    const double k = r.rate ? 100 : 1;
    std::snprintf(line, sizeof line, "%-34.34s %10s %10s %+10.*f  %+.*f to %+.*f%s\n", r.what.c_str(), percent_or_value(r.base, r.rate).c_str(),
                  percent_or_value(r.variant, r.rate).c_str(), r.rate ? 1 : 2, k * (r.variant - r.base), r.rate ? 1 : 2, k * r.diff.low,
                  r.rate ? 1 : 2, k * r.diff.high, r.significant() ? "  *" : "");
    out += line;
  }
  out += "(rates in %, changes of rates in points; * the interval excludes no change)\n";
  int n = 0;
  for (const auto& r : rows)
    if (r.significant()) out += (n++ ? "" : "Clear differences:\n") + ("  " + change_sentence(r, variant.label) + "\n");
  if (n == 0) out += "No clear difference at 95%.\n";
  return out;
}

nlohmann::json comparison_to_json(const PlaytestStats& base, const PlaytestStats& variant) {
  nlohmann::json rows = nlohmann::json::array();
  for (const auto& r : compare_runs(base, variant))
    rows.push_back({{"statistic", r.what}, {"rate", r.rate}, {"base", r.base}, {"variant", r.variant}, {"change", r.variant - r.base},
                    {"low", r.diff.low}, {"high", r.diff.high}, {"significant", r.significant()},
                    {"sentence", r.significant() ? change_sentence(r, variant.label) : ""}});
  return {{"base", stats_to_json(base)}, {"variant", stats_to_json(variant)}, {"differences", rows}};
}

}  // namespace rb
