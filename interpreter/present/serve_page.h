// The one page `rulebook serve` sends (assets/serve.*, board_fit.js, board_view.js): HTML,
// style and script in one text, no network beyond its own server's /api.
#pragma once

#include <string>

namespace rb {

const std::string& serve_page();

}  // namespace rb
