#include "analysis/sweep.h"

#include <algorithm>
#include <cstdio>

#include "analysis/playtest_summary.h"
#include "analysis/run_warnings.h"
#include "analysis/statistic_list.h"
#include "core/whole_number.h"

namespace rb {
namespace {

std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> out;
  size_t start = 0;
  for (size_t end; (end = text.find(sep, start)) != std::string::npos; start = end + 1) out.push_back(text.substr(start, end - start));
  out.push_back(text.substr(start));
  return out;
}

bool integer(const std::string& s, long long& v) {
  int64_t n = 0;
  if (!parse_integer(s, n)) return false;
  v = n;
  return true;
}

// Every statistic name any run has, in the order the runs first show them.
std::vector<std::string> names_of(const std::vector<std::vector<Statistic>>& lists) {
  std::vector<std::string> names;
  for (const auto& l : lists)
    for (const auto& s : l)
      if (std::find(names.begin(), names.end(), s.what) == names.end()) names.push_back(s.what);
  return names;
}

const Statistic* find(const std::vector<Statistic>& l, const std::string& what) {
  for (const auto& s : l)
    if (s.what == what) return &s;
  return nullptr;
}

}  // namespace

std::vector<std::string> sweep_values(const std::string& text) {
  const auto dots = text.find("..");
  long long lo = 0, hi = 0;
  if (dots == std::string::npos) {
    auto values = split(text, ',');
    const bool empty = std::any_of(values.begin(), values.end(), [](const std::string& v) { return v.empty(); });
    return empty ? std::vector<std::string>{} : values;
  }
  // hi - lo in unsigned arithmetic: exact once hi >= lo, where the signed one could overflow
  if (!integer(text.substr(0, dots), lo) || !integer(text.substr(dots + 2), hi) || hi < lo ||
      static_cast<unsigned long long>(hi) - static_cast<unsigned long long>(lo) > 1000)
    return {};
  std::vector<std::string> values;
  for (long long v = lo; v <= hi; ++v) values.push_back(std::to_string(v));
  return values;
}

std::string sweep_to_text(const std::string& key, const std::vector<std::string>& values, const std::vector<PlaytestStats>& runs) {
  std::vector<std::vector<Statistic>> lists;
  for (const auto& r : runs) lists.push_back(statistic_list(r));
  std::string out = runs.empty() ? "" : "sweep: " + runs[0].game + ", " + std::to_string(runs[0].games) +
                                            " games per value on the same seeds from " + std::to_string(runs[0].seed) +
                                            (runs[0].rotate ? ", agents rotated through the seats (--rotate)" : "") + "\n";
  for (size_t i = 0; i < runs.size() && i < values.size(); ++i) out += warnings_text(run_warnings(runs[i]), key + "=" + values[i] + ": ");
  char cell[96];
  std::snprintf(cell, sizeof cell, "%-30s", (key + " =").c_str());
  out += cell;
  for (const auto& v : values) std::snprintf(cell, sizeof cell, " %22.22s", v.c_str()), out += cell;
  out += "\n";
  for (const auto& name : names_of(lists)) {
    std::snprintf(cell, sizeof cell, "%-30.30s", name.c_str());
    out += cell;
    const Statistic* some = nullptr;
    for (const auto& l : lists) some = some ? some : find(l, name);
    for (size_t i = 0; i < lists.size(); ++i) {
      const Statistic* s = find(lists[i], name);
      const std::string text = s ? statistic_text(*s) : some->rate ? statistic_text(absent_statistic(*some, runs[i])) : "-";
      std::snprintf(cell, sizeof cell, " %22s", text.c_str());
      out += cell;
    }
    out += "\n";
  }
  out += "(rates in %, means; 95% intervals in brackets)\n";
  return out;
}

nlohmann::json sweep_to_json(const std::string& key, const std::vector<std::string>& values, const std::vector<PlaytestStats>& runs) {
  nlohmann::json out = {{"parameter", key}, {"values", values}, {"runs", nlohmann::json::array()}};
  for (const auto& r : runs) out["runs"].push_back(stats_to_json(r));
  return out;
}

}  // namespace rb
