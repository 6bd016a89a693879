#include "present/serve_page.h"

#include "present/page_assets.h"

namespace rb {

const std::string& serve_page() {
  static const std::string page = fill_template(page_asset("serve.html"), {
      {"style", page_assets({"serve.css"})}, {"script", page_assets({"board_fit.js", "area_layout.js", "board_view.js", "game_text.js", "serve.js"})}});
  return page;
}

}  // namespace rb
