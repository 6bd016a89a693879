// The pages' HTML, CSS and JavaScript come from interpreter/present/assets/, embedded at
// build time: each page holds its files whole, and a template's gaps are all filled.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "present/page_assets.h"
#include "present/serve_page.h"

namespace rb {
namespace {

std::string source_file(const std::string& name) {
  std::ifstream in(std::string(RULEBOOK_SOURCE_DIR) + "/interpreter/present/assets/" + name, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(PageAssets, AreTheSourceTreesFilesByteForByte) {
  for (const char* name : {"serve.html", "serve.js", "board_fit.js", "replay.js", "replay_steps.js", "report.css"}) {
    const std::string file = source_file(name);
    ASSERT_FALSE(file.empty()) << name;
    EXPECT_EQ(std::string(page_asset(name)), file) << name;
  }
}

TEST(PageAssets, AnUnknownNameIsAProgrammingError) {
  EXPECT_THROW(page_asset("nowhere.js"), std::logic_error);
}

TEST(PageAssets, ATemplateFillsEachGapWithItsValueAsIs) {
  EXPECT_EQ(fill_template("<b>{{a}}</b>{{b}}{{a}}", {{"a", "{{b}}"}, {"b", "2"}}), "<b>{{b}}</b>2{{b}}");
  EXPECT_EQ(fill_template("no gaps", {}), "no gaps");
}

TEST(PageAssets, ATemplateGapWithNoValueIsAProgrammingError) {
  EXPECT_THROW(fill_template("{{a}} {{c}}", {{"a", "1"}}), std::logic_error);
  EXPECT_THROW(fill_template("{{a", {{"a", "1"}}), std::logic_error);
}

TEST(ServePage, HoldsItsStyleAndTheBoardScriptsWithNoGapLeft) {
  const std::string& page = serve_page();
  EXPECT_EQ(page.find("{{"), std::string::npos);
  EXPECT_NE(page.find(std::string(page_asset("board_fit.js"))), std::string::npos);
  EXPECT_NE(page.find(std::string(page_asset("board_view.js"))), std::string::npos);
  EXPECT_NE(page.find(std::string(page_asset("serve.css"))), std::string::npos);
  EXPECT_EQ(page.find("src="), std::string::npos) << "nothing loaded from elsewhere";
}

}  // namespace
}  // namespace rb
