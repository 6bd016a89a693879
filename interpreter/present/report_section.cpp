#include "present/report_section.h"

#include "present/svg_chart.h"

namespace rb {

std::string report_section(const std::string& title, const std::string& how) {
  return "<h2>" + xml_escape(title) + "</h2><details class=\"how\"><summary>How to read this</summary><p>" + xml_escape(how) +
         "</p></details>";
}

}  // namespace rb
