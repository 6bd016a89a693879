// A path that names nothing gets the nearest name in its folder as a hint (a misspelt game
// folder on the command line), and nothing when no name there is close.
#include <gtest/gtest.h>

#include <filesystem>

#include "core/nearby_path.h"
#include "../support/temp_dir.h"

namespace rb {
namespace {

namespace fs = std::filesystem;

struct NearbyPath : testing::Test {
  test::TempDir dir{"nearby_path"};
  void SetUp() override {
    for (const char* name : {"forage", "pouches", "lineup"}) fs::create_directories(dir.path / name);
  }
};

TEST_F(NearbyPath, AMisspeltFolderGetsTheNearestNameBesideIt) {
  EXPECT_EQ(nearby_path_hint(dir.path / "forag"), "; did you mean '" + (dir.path / "forage").string() + "'?");
}

TEST_F(NearbyPath, ATrailingSlashStillFindsIt) {
  EXPECT_EQ(nearby_path_hint(dir.path.string() + "/pouchs/"), "; did you mean '" + (dir.path / "pouches").string() + "'?");
}

TEST_F(NearbyPath, NoCloseNameGivesNoHint) { EXPECT_EQ(nearby_path_hint(dir.path / "chess"), ""); }

TEST(NearbyPathMissingFolder, AParentThatDoesNotExistGivesNoHint) {
  EXPECT_EQ(nearby_path_hint("/nonexistent_rulebook_folder/forag"), "");
}

}  // namespace
}  // namespace rb
