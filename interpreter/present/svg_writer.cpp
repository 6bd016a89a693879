#include "present/svg_writer.h"

#include <cmath>

namespace rb {

// In whole tenths with integer arithmetic: a replay draws thousands of pictures, and
// printf's floating-point formatting was most of its time.
std::string svg_number(double v) {
  if (!std::isfinite(v)) return "0";
  const long long tenths = std::llround(v * 10), size = tenths < 0 ? -tenths : tenths;
  std::string out = (tenths < 0 ? "-" : "") + std::to_string(size / 10);
  if (size % 10) out += "." + std::to_string(size % 10);
  return out;
}

void SvgWriter::rect(double x, double y, double w, double h, const std::string& style, double corner) {
  body_ << "<rect x=\"" << svg_number(x) << "\" y=\"" << svg_number(y) << "\" width=\"" << svg_number(w)
        << "\" height=\"" << svg_number(h) << "\"";
  if (corner > 0) body_ << " rx=\"" << svg_number(corner) << "\"";
  body_ << " " << style << "/>\n";
}

void SvgWriter::circle(Point c, double r, const std::string& style) {
  body_ << "<circle cx=\"" << svg_number(c.x) << "\" cy=\"" << svg_number(c.y) << "\" r=\"" << svg_number(r)
        << "\" " << style << "/>\n";
}

void SvgWriter::polygon(const std::vector<Point>& points, const std::string& style) {
  body_ << "<polygon points=\"";
  for (size_t i = 0; i < points.size(); ++i)
    body_ << (i ? " " : "") << svg_number(points[i].x) << "," << svg_number(points[i].y);
  body_ << "\" " << style << "/>\n";
}

void SvgWriter::line(Point a, Point b, const std::string& style) {
  body_ << "<line x1=\"" << svg_number(a.x) << "\" y1=\"" << svg_number(a.y) << "\" x2=\"" << svg_number(b.x)
        << "\" y2=\"" << svg_number(b.y) << "\" " << style << "/>\n";
}

void SvgWriter::text(Point at, const std::string& text, double size, const std::string& style) {
  body_ << "<text x=\"" << svg_number(at.x) << "\" y=\"" << svg_number(at.y + size / 3) << "\" font-size=\""
        << svg_number(size) << "\" text-anchor=\"middle\" " << style << ">" << xml_escape(text) << "</text>\n";
}

void SvgWriter::text_left(Point at, const std::string& text, double size, const std::string& style) {
  body_ << "<text x=\"" << svg_number(at.x) << "\" y=\"" << svg_number(at.y + size / 3) << "\" font-size=\""
        << svg_number(size) << "\" " << style << ">" << xml_escape(text) << "</text>\n";
}

std::string SvgWriter::clip_to(double x, double y, double w, double h) {
  const std::string id = "clip" + std::to_string(clip_count_++);
  clips_ += "<clipPath id=\"" + id + "\"><rect x=\"" + svg_number(x) + "\" y=\"" + svg_number(y) + "\" width=\"" + svg_number(w) +
            "\" height=\"" + svg_number(h) + "\"/></clipPath>";
  return "clip-path=\"url(#" + id + ")\"";
}

void SvgWriter::open_group(const std::string& attributes) { body_ << "<g " << attributes << ">\n"; }

std::string SvgWriter::document(double width, double height, const std::string& defs) const {
  std::ostringstream out;
  out << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << svg_number(width) << "\" height=\""
      << svg_number(height) << "\" viewBox=\"0 0 " << svg_number(width) << " " << svg_number(height)
      << "\" font-family=\"DejaVu Sans, Verdana, sans-serif\">\n";
  if (!defs.empty() || !clips_.empty()) out << "<defs>" << defs << clips_ << "</defs>\n";
  out << "<rect width=\"100%\" height=\"100%\" fill=\"#fbfaf6\"/>\n" << body_.str() << "</svg>\n";
  return out.str();
}

}  // namespace rb
