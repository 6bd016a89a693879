// The data folder (stdlib/, schemas/, games/) is found at run time: RULEBOOK_HOME when set,
// else beside the executable; a missing one is an error naming every place looked at.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "core/data_home.h"
#include "../support/temp_dir.h"

namespace rb {
namespace {

namespace fs = std::filesystem;

void make_data(const fs::path& home) {
  fs::create_directories(home / "stdlib");
  fs::create_directories(home / "schemas");
}

std::string lookup_error(const std::vector<DataHomeCandidate>& candidates) {
  try {
    find_data_home(candidates);
  } catch (const DataHomeError& e) {
    return e.what();
  }
  return "(found)";
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(DataHome, RulebookHomeIsTheOnlyPlaceLookedAtWhenSet) {
  const auto c = data_home_candidates("/opt/rb", "/usr/bin/rulebook");
  ASSERT_EQ(c.size(), 1u);
  EXPECT_EQ(c[0].dir, "/opt/rb");
  EXPECT_EQ(c[0].origin, "RULEBOOK_HOME");
}

TEST(DataHome, AnInstallLooksInShareBesideBinThenInTheBuildTreesShare) {
  const auto c = data_home_candidates(nullptr, "/usr/local/bin/rulebook");
  ASSERT_EQ(c.size(), 2u);
  EXPECT_EQ(c[0].dir, "/usr/local/share/rulebook");
  EXPECT_EQ(c[1].dir, "/usr/local/bin/share/rulebook");
  EXPECT_EQ(data_home_candidates("", "/x/rulebook").size(), 2u) << "an empty RULEBOOK_HOME counts as unset";
}

TEST(DataHome, TheFirstFolderHoldingStdlibAndSchemasWins) {
  test::TempDir t{"rulebook_home"};
  make_data(t.path / "b");
  make_data(t.path / "c");
  EXPECT_EQ(find_data_home({{t.path / "a", "x"}, {t.path / "b", "x"}, {t.path / "c", "x"}}), t.path / "b");
}

TEST(DataHome, AMissingFolderIsAnErrorNamingEveryPlaceAndWhy) {
  test::TempDir t{"rulebook_home"};
  fs::create_directories(t.path / "half" / "stdlib");
  std::ofstream(t.path / "half" / "schemas") << "not a folder";
  const std::string e = lookup_error({{t.path / "none", "beside the executable /e"}, {t.path / "half", "beside the executable /e"}});
  EXPECT_TRUE(contains(e, (t.path / "none").string() + " (beside the executable /e): no such folder")) << e;
  EXPECT_TRUE(contains(e, (t.path / "half").string() + " (beside the executable /e): no readable schemas/")) << e;
  EXPECT_TRUE(contains(e, "RULEBOOK_HOME")) << e;
}

TEST(DataHome, ThisProcessFollowsRulebookHome) {
  test::TempDir t{"rulebook_home"};
  make_data(t.path);
  const char* before = std::getenv("RULEBOOK_HOME");
  const std::string saved = before ? before : "";
  setenv("RULEBOOK_HOME", t.path.c_str(), 1);
  EXPECT_EQ(data_home(), t.path);
  setenv("RULEBOOK_HOME", (t.path / "gone").c_str(), 1);
  EXPECT_THROW(data_home(), DataHomeError);
  before ? setenv("RULEBOOK_HOME", saved.c_str(), 1) : unsetenv("RULEBOOK_HOME");
}

TEST(DataHome, TheBuildTreeHoldsAFolderTheLookupFinds) {
  if (std::getenv("RULEBOOK_HOME")) GTEST_SKIP() << "RULEBOOK_HOME is set";
  const fs::path home = data_home();  // build/tests/unit_tests -> build/share/rulebook
  EXPECT_TRUE(fs::exists(home / "stdlib" / "README.md")) << home;
  EXPECT_TRUE(fs::exists(home / "schemas" / "game.schema.json")) << home;
  EXPECT_TRUE(fs::exists(home / "games" / "forage" / "game.yaml")) << home;
}

}  // namespace
}  // namespace rb
