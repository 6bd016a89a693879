// The designer's guide (games/README.md) shows the worked example's files; each listing
// must be exactly the file in games/, so the guide cannot drift from a game that passes.
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <sstream>

namespace {

const std::string kGames = std::string(RULEBOOK_SOURCE_DIR) + "/games/";

std::string read(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(DesignersGuide, EveryListedFileMatchesTheGameFolder) {
  const std::string guide = read(kGames + "README.md");
  const std::regex listing(R"(<!-- file: ([^ ]+) -->\n```\w*\n([\s\S]*?)```\n)");
  int listings = 0;
  for (auto it = std::sregex_iterator(guide.begin(), guide.end(), listing); it != std::sregex_iterator(); ++it, ++listings)
    EXPECT_EQ((*it)[2].str(), read(kGames + (*it)[1].str())) << "games/" << (*it)[1] << " differs from its listing in the guide";
  EXPECT_EQ(listings, 4);
}

}  // namespace
