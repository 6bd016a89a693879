#include "present/svg_chart.h"

#include <algorithm>
#include <cstdarg>
#include <cstdio>

namespace rb {
namespace {

constexpr int kWidth = 480, kLabel = 170, kBarArea = 230, kRow = 22, kTop = 30;
constexpr int kPlotW = 400, kPlotH = 160, kLeft = 50, kPlotTop = 50;

std::string fmt(const char* format, ...) {
  char b[1024];
  va_list args;
  va_start(args, format);
  std::vsnprintf(b, sizeof b, format, args);
  va_end(args);
  return b;
}

std::string open_svg(int width, int height, const std::string& title) {
  return fmt("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\">", width, height,
             width, height) +
         "<title>" + xml_escape(title) + "</title>" + fmt("<text x=\"4\" y=\"18\" class=\"title\">%s</text>", xml_escape(title).c_str());
}

std::string value_text(double v, bool percent) { return percent ? fmt("%.1f%%", 100 * v) : fmt("%.2f", v); }

std::string bar_row(const Bar& bar, int y, double max, bool percent) {
  const auto x_of = [&](double v) { return kLabel + kBarArea * std::clamp(v / max, 0.0, 1.0); };
  std::string out = fmt("<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>", kLabel - 6, y + 15, xml_escape(bar.label).c_str());
  const std::string colour = bar.series < 0 ? "" : " s" + std::to_string(bar.series);
  out += fmt("<rect class=\"bar%s\" x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\"/>", colour.c_str(), kLabel, y + 4, x_of(bar.value) - kLabel, kRow - 8);
  if (bar.has_interval)
    out += fmt("<line class=\"ci\" x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\"/>", x_of(bar.low), y + kRow / 2, x_of(bar.high), y + kRow / 2) +
           fmt("<line class=\"ci\" x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\"/>", x_of(bar.low), y + 6, x_of(bar.low), y + kRow - 6) +
           fmt("<line class=\"ci\" x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\"/>", x_of(bar.high), y + 6, x_of(bar.high), y + kRow - 6);
  std::string label = value_text(bar.value, percent);
  if (bar.has_interval) label += " (" + value_text(bar.low, percent) + "-" + value_text(bar.high, percent) + ")";
  return out + fmt("<text x=\"%d\" y=\"%d\" class=\"value\">%s</text>", kLabel + kBarArea + 6, y + 15, label.c_str());
}

std::string axes(const std::string& x_label, const std::string& y_label, double x_max, double y_max) {
  const int bottom = kPlotTop + kPlotH;
  return fmt("<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>", kLeft, bottom, kLeft + kPlotW, bottom) +
         fmt("<line class=\"axis\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>", kLeft, kPlotTop, kLeft, bottom) +
         fmt("<text x=\"%d\" y=\"%d\" text-anchor=\"end\">", kLeft - 4, kPlotTop + 10) + fmt(y_max >= 100 ? "%.0f" : "%.3g", y_max) + "</text>" +
         fmt("<text x=\"%d\" y=\"%d\" text-anchor=\"end\">0</text>", kLeft - 4, bottom) +
         fmt("<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%.0f</text>", kLeft + kPlotW, bottom + 16, x_max) +
         fmt("<text x=\"%d\" y=\"%d\">%s</text>", kLeft, bottom + 16, xml_escape(x_label).c_str()) +
         fmt("<text x=\"%d\" y=\"%d\">%s</text>", kLeft + 4, kPlotTop - 4, xml_escape(y_label).c_str());
}

// The columns of one or more histograms: from the lowest value to the highest, at most 30.
struct Columns {
  int64_t lo = 0, hi = 0, width = 1;
  size_t bins = 1;
  std::vector<int64_t> count(const Histogram& h) const {
    std::vector<int64_t> out(bins, 0);
    for (const auto& [v, n] : h) out[size_t((v - lo) / width)] += n;
    return out;
  }
  std::vector<double> shares(const Histogram& h) const {
    const std::vector<int64_t> counts = count(h);
    int64_t total = 0;
    for (int64_t n : counts) total += n;
    std::vector<double> out;
    for (int64_t n : counts) out.push_back(total ? double(n) / double(total) : 0);
    return out;
  }
  std::string range(size_t i) const {
    return std::to_string(lo + width * int64_t(i)) + "-" + std::to_string(lo + width * int64_t(i + 1) - 1);
  }
};

// `all` holds no empty histogram.
Columns columns(const std::vector<const Histogram*>& all) {
  Columns c{all.front()->begin()->first, all.front()->rbegin()->first};
  for (const Histogram* h : all) c.lo = std::min(c.lo, h->begin()->first), c.hi = std::max(c.hi, h->rbegin()->first);
  c.width = std::max<int64_t>(1, (c.hi - c.lo + 30) / 30);
  c.bins = size_t((c.hi - c.lo) / c.width + 1);
  return c;
}

}  // namespace

std::string xml_escape(const std::string& text) {
  std::string out;
  for (const char c : text) {
    if (c == '&') out += "&amp;";
    else if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '"') out += "&quot;";
    else out += c;
  }
  return out;
}

std::string svg_bar_chart(const BarChart& chart) {
  double max = chart.max > 0 ? chart.max : (chart.percent ? 1.0 : 0.0);
  for (const auto& b : chart.bars) max = std::max({max, b.value, b.has_interval ? b.high : 0.0});
  if (max <= 0) max = 1;
  std::string out = open_svg(kWidth + 130, kTop + kRow * int(chart.bars.size()) + 6, chart.title);
  for (size_t i = 0; i < chart.bars.size(); ++i) out += bar_row(chart.bars[i], kTop + kRow * int(i), max, chart.percent);
  return out + "</svg>";
}

std::string svg_histogram(const std::string& title, const Histogram& h, const std::string& x_label) {
  std::string out = open_svg(kLeft + kPlotW + 20, kPlotTop + kPlotH + 24, title);
  if (h.empty()) return out + "</svg>";
  const Columns c = columns({&h});
  const std::vector<int64_t> bins = c.count(h);
  const double top = double(*std::max_element(bins.begin(), bins.end())), col = double(kPlotW) / double(bins.size());
  for (size_t i = 0; i < bins.size(); ++i) {
    const double height = kPlotH * double(bins[i]) / top;
    out += fmt("<rect class=\"bar\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\"><title>%s: %lld games</title></rect>",
               kLeft + col * double(i) + 1, kPlotTop + kPlotH - height, std::max(1.0, col - 2), height, c.range(i).c_str(), (long long)bins[i]);
  }
  return out + axes(x_label + " (from " + std::to_string(c.lo) + ")", "games", double(c.hi), top) + "</svg>";
}

std::string svg_histograms(const std::string& title, const std::vector<Series>& runs, const std::string& x_label) {
  std::vector<const Histogram*> all;
  for (const auto& r : runs)
    if (!r.histogram->empty()) all.push_back(r.histogram);
  std::string out = open_svg(kLeft + kPlotW + 20, kPlotTop + kPlotH + 24 + kRow * int(runs.size()), title);
  if (all.empty()) return out + "</svg>";
  const Columns c = columns(all);
  std::vector<std::vector<double>> shares;
  double top = 0;
  for (const auto& r : runs) shares.push_back(c.shares(*r.histogram)), top = std::max(top, *std::max_element(shares.back().begin(), shares.back().end()));
  const double col = double(kPlotW) / double(c.bins), each = std::max(1.0, (col - 2) / double(runs.size()));
  for (size_t r = 0; r < runs.size(); ++r)
    for (size_t i = 0; i < c.bins; ++i) {
      const double height = top > 0 ? kPlotH * shares[r][i] / top : 0;
      out += fmt("<rect class=\"bar s%zu\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\"><title>%s, %s: %.1f%% of its games</title></rect>", r,
                 kLeft + col * double(i) + 1 + each * double(r), kPlotTop + kPlotH - height, each, height, xml_escape(runs[r].label).c_str(),
                 c.range(i).c_str(), 100 * shares[r][i]);
    }
  out += axes(x_label + " (from " + std::to_string(c.lo) + ")", "share of games", double(c.hi), top);
  for (size_t r = 0; r < runs.size(); ++r) {
    const int y = kPlotTop + kPlotH + 30 + kRow * int(r);
    out += fmt("<rect class=\"bar s%zu\" x=\"%d\" y=\"%d\" width=\"14\" height=\"12\"/>", r, kLeft, y - 10) +
           fmt("<text x=\"%d\" y=\"%d\">%s</text>", kLeft + 20, y, xml_escape(runs[r].label).c_str());
  }
  return out + "</svg>";
}

std::string svg_line_chart(const std::string& title, const std::vector<std::pair<double, double>>& points,
                           const std::string& x_label, const std::string& y_label) {
  std::string out = open_svg(kLeft + kPlotW + 20, kPlotTop + kPlotH + 24, title);
  double x_max = 1, y_max = 1;
  for (const auto& [x, y] : points) x_max = std::max(x_max, x), y_max = std::max(y_max, y);
  std::string path;
  for (const auto& [x, y] : points)
    path += fmt("%s%.1f,%.1f", path.empty() ? "" : " ", kLeft + kPlotW * x / x_max, kPlotTop + kPlotH - kPlotH * y / y_max);
  if (!path.empty()) out += "<polyline class=\"line\" points=\"" + path + "\"/>";
  return out + axes(x_label, y_label, x_max, y_max) + "</svg>";
}

}  // namespace rb
