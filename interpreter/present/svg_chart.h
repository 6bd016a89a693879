// A small SVG chart writer for reports: horizontal bars with 95% interval whiskers,
// histograms and line charts, each a self-contained <svg> element (no scripts, no fonts
// to fetch) that is also well-formed XML.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "analysis/statistics.h"

namespace rb {

struct Bar {
  std::string label;
  double value = 0;
  bool has_interval = false;
  double low = 0, high = 0;
  int series = -1;  // which run, in a chart of several (its colour: class s0, s1, ...); -1: one run
};

struct BarChart {
  std::string title;
  std::vector<Bar> bars;
  bool percent = true;   // values are shares in [0, 1], printed in %
  double max = 0;        // the value at the right edge; 0: the largest value (or 1 for percent)
};

std::string xml_escape(const std::string& text);
std::string svg_bar_chart(const BarChart& chart);
// Games by value, in up to 30 columns of equal width.
std::string svg_histogram(const std::string& title, const Histogram& h, const std::string& x_label);

// One histogram per run on one axis (compare, sweep): the same columns for all, each run's
// share of its games as a bar of its own colour (classes s0, s1, ...) beside the others
// in each column, and a legend naming the runs.
struct Series {
  std::string label;
  const Histogram* histogram;
};
std::string svg_histograms(const std::string& title, const std::vector<Series>& runs, const std::string& x_label);
// y over x, joined in order; the axes run from 0 to the largest x and y.
std::string svg_line_chart(const std::string& title, const std::vector<std::pair<double, double>>& points,
                           const std::string& x_label, const std::string& y_label);

}  // namespace rb
