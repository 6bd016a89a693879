// A section of an HTML report: its heading, then a short "how to read this" a designer can
// open and close (a <details> element: no script, so the page still opens offline).
#pragma once

#include <string>

namespace rb {

// "<h2>title</h2>" and the collapsed note `how` (plain text, escaped here).
std::string report_section(const std::string& title, const std::string& how);

}  // namespace rb
