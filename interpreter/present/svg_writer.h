// A small SVG writer: shapes and text appended to a document with escaped text, and
// numbers printed with at most one decimal, so the same picture gives the same bytes.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "present/svg_chart.h"  // xml_escape, shared with the statistics charts
#include "core/board.h"

namespace rb {

class SvgWriter {
 public:
  // `style` is the attribute text each element gets, e.g. fill="#fff" stroke="#333".
  void rect(double x, double y, double w, double h, const std::string& style, double corner = 0);
  void circle(Point c, double r, const std::string& style);
  void polygon(const std::vector<Point>& points, const std::string& style);
  void line(Point a, Point b, const std::string& style);
  // Centred text at `at` (the baseline sits a third of the size lower, so it looks centred).
  void text(Point at, const std::string& text, double size, const std::string& style = "");
  void text_left(Point at, const std::string& text, double size, const std::string& style = "");
  void open_group(const std::string& attributes);
  void close_group() { body_ << "</g>\n"; }
  void raw(const std::string& markup) { body_ << markup; }
  // The attribute that clips a group to the rectangle (its clipPath goes into the defs), so a
  // hint that would draw off a board is cut at the board's edge.
  std::string clip_to(double x, double y, double w, double h);
  // The whole document, width x height pixels, with `defs` (markers) first.
  std::string document(double width, double height, const std::string& defs = "") const;

 private:
  std::ostringstream body_;
  std::string clips_;  // the clipPath elements clip_to made
  int clip_count_ = 0;
};

// "12.5" or "12": short, deterministic numbers for coordinates.
std::string svg_number(double v);

}  // namespace rb
