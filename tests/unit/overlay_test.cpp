// Variant overlays: how a variant merges onto its base, and how `extends:` chains are
// followed, stacked and kept inside the game's folder.
#include "load/overlay.h"

#include <filesystem>
#include <fstream>
#include <random>

#include <gtest/gtest.h>

namespace fs = std::filesystem;

namespace {

// Style-free text of a node, so flow and block YAML compare equal.
std::string text(const YAML::Node& node) {
  if (node.IsScalar()) return node.Scalar();
  if (node.IsNull()) return "~";
  std::string out;
  for (const auto& item : node) {
    if (!out.empty()) out += ", ";
    out += node.IsMap() ? item.first.Scalar() + ": " + text(item.second) : text(item);
  }
  return node.IsMap() ? "{" + out + "}" : "[" + out + "]";
}

std::string merged(const std::string& base, const std::string& overlay) {
  return text(rb::merge_overlay(YAML::Load(base), YAML::Load(overlay)));
}

std::string expected(const std::string& yaml) { return text(YAML::Load(yaml)); }

// A fresh folder per test, removed afterwards.
class VariantFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    root = fs::temp_directory_path() /
           ("rulebook_overlay_" + std::string(info->name()) + "_" +
            std::to_string(std::random_device{}()));
    fs::create_directories(root);
  }
  void TearDown() override { fs::remove_all(root); }

  fs::path write(const std::string& relative, const std::string& content) {
    const fs::path path = root / relative;
    fs::create_directories(path.parent_path());
    std::ofstream(path) << content;
    return path;
  }

  // A game with a board list of named nodes and one variant folder.
  void write_game(const std::string& folder = "game") {
    write(folder + "/game.yaml",
          "name: forage\nplayers: 2\nparams: {size: 5, seed: 1}\n"
          "nodes:\n  - {id: a, x: 0}\n  - {id: b, x: 1}\n");
  }

  fs::path root;
};

}  // namespace

// ---- merge_overlay ---------------------------------------------------------------

TEST(VariantOverlay, MapsMergeDeeply) {
  EXPECT_EQ(merged("{a: {b: 1, c: {d: 2, e: 3}}}", "{a: {c: {e: 4, f: 5}}}"),
            expected("{a: {b: 1, c: {d: 2, e: 4, f: 5}}}"));
}

TEST(VariantOverlay, NullRemovesAKey) {
  EXPECT_EQ(merged("{a: 1, b: {c: 2, d: 3}}", "{b: {c: null}}"), expected("{a: 1, b: {d: 3}}"));
}

TEST(VariantOverlay, ScalarsReplace) {
  EXPECT_EQ(merged("{players: 2, name: x}", "{players: 4}"), expected("{players: 4, name: x}"));
}

TEST(VariantOverlay, PlainListsReplace) {
  EXPECT_EQ(merged("{dice: [1, 2, 3]}", "{dice: [6]}"), expected("{dice: [6]}"));
}

TEST(VariantOverlay, ANamedItemMergesIntoTheItemWithItsIdInPlace) {
  EXPECT_EQ(merged("{nodes: [{id: a, x: 0, y: 0}, {id: b, x: 1}]}", "{nodes: [{id: a, y: 9}]}"),
            expected("{nodes: [{id: a, x: 0, y: 9}, {id: b, x: 1}]}"));
}

TEST(VariantOverlay, ANamedItemWithANewIdIsAppended) {
  EXPECT_EQ(merged("{nodes: [{id: a}, {id: b}]}", "{nodes: [{id: c, x: 2}]}"),
            expected("{nodes: [{id: a}, {id: b}, {id: c, x: 2}]}"));
}

TEST(VariantOverlay, RemoveTrueDeletesANamedItem) {
  EXPECT_EQ(merged("{nodes: [{id: a}, {id: b}, {id: c}]}", "{nodes: [{id: b, remove: true}]}"),
            expected("{nodes: [{id: a}, {id: c}]}"));
}

TEST(VariantOverlay, AnEmptyListReplacesANamedList) {
  EXPECT_EQ(merged("{nodes: [{id: a}]}", "{nodes: []}"), expected("{nodes: []}"));
}

TEST(VariantOverlay, TheOverlaysOwnExtendsIsNotCopied) {
  EXPECT_EQ(merged("{a: 1}", "{extends: ../game.yaml, b: 2}"), expected("{a: 1, b: 2}"));
}

TEST(VariantOverlay, MergingLeavesBothInputsUnchanged) {
  const YAML::Node base = YAML::Load("{a: {b: 1}, nodes: [{id: a, x: 0}]}");
  const YAML::Node overlay = YAML::Load("{a: {b: null, c: 2}, nodes: [{id: a, x: 5}]}");
  const YAML::Node result = rb::merge_overlay(base, overlay);
  EXPECT_EQ(text(result), expected("{a: {c: 2}, nodes: [{id: a, x: 5}]}"));
  EXPECT_EQ(text(base), expected("{a: {b: 1}, nodes: [{id: a, x: 0}]}"));
  EXPECT_EQ(text(overlay), expected("{a: {b: null, c: 2}, nodes: [{id: a, x: 5}]}"));
}

// ---- resolve_document ------------------------------------------------------------

TEST_F(VariantFiles, AGameFolderResolvesToItsGameYaml) {
  write_game();
  const rb::ResolvedDocument doc = rb::resolve_document(root / "game");
  EXPECT_EQ(doc.node["name"].as<std::string>(), "forage");
  EXPECT_EQ(doc.game_dir, fs::canonical(root / "game"));
  EXPECT_EQ(doc.files, std::vector<fs::path>{root / "game/game.yaml"});
}

TEST_F(VariantFiles, AGameYamlResolvesToItself) {
  write_game();
  const rb::ResolvedDocument doc = rb::resolve_document(root / "game/game.yaml");
  EXPECT_EQ(doc.node["players"].as<int>(), 2);
  EXPECT_EQ(doc.files.size(), 1u);
}

TEST_F(VariantFiles, AVariantIsMergedOntoItsGame) {
  write_game();
  const fs::path variant =
      write("game/variants/big.yaml", "extends: ../game.yaml\nparams: {size: 9}\n");
  const rb::ResolvedDocument doc = rb::resolve_document(variant);
  EXPECT_EQ(text(doc.node["params"]), expected("{size: 9, seed: 1}"));
  EXPECT_FALSE(doc.node["extends"].IsDefined());
  EXPECT_EQ(doc.files, (std::vector<fs::path>{root / "game/game.yaml", variant}));
}

TEST_F(VariantFiles, AVariantOfAVariantAppliesBothInOrder) {
  write_game();
  write("game/variants/big.yaml", "extends: ../game.yaml\nparams: {size: 9}\nplayers: 3\n");
  const fs::path top = write("game/variants/bigger.yaml", "extends: big.yaml\nplayers: 4\n");
  const rb::ResolvedDocument doc = rb::resolve_document(top);
  EXPECT_EQ(doc.node["params"]["size"].as<int>(), 9);
  EXPECT_EQ(doc.node["players"].as<int>(), 4);
  EXPECT_EQ(doc.files.size(), 3u);
  EXPECT_EQ(doc.files.back(), top);
}

TEST_F(VariantFiles, AnExtendsCycleIsAnErrorNamingTheCycle) {
  write_game();
  write("game/variants/a.yaml", "extends: b.yaml\n");
  write("game/variants/b.yaml", "extends: a.yaml\n");
  try {
    rb::resolve_document(root / "game/variants/a.yaml");
    FAIL() << "expected a LoadError";
  } catch (const rb::LoadError& e) {
    EXPECT_NE(e.bare.find("cycle"), std::string::npos) << e.what();
    EXPECT_NE(e.bare.find("a.yaml -> "), std::string::npos) << e.what();
  }
}

TEST_F(VariantFiles, AMissingBaseIsReportedAtTheExtendsLineAndColumn) {
  write_game();
  const fs::path variant = write("game/variants/v.yaml", "name: v\nextends: ../nope.yaml\n");
  try {
    rb::resolve_document(variant);
    FAIL() << "expected a LoadError";
  } catch (const rb::LoadError& e) {
    EXPECT_EQ(e.file, variant.string());
    EXPECT_EQ(e.line, 2);
    EXPECT_EQ(e.column, 10);
    EXPECT_NE(e.bare.find("nope.yaml"), std::string::npos) << e.what();
  }
}

TEST_F(VariantFiles, AnExtendsPathEscapingTheGameFolderIsRefused) {
  write_game();
  const fs::path variant = write("game/variants/v.yaml", "extends: ../../../etc/passwd\n");
  try {
    rb::resolve_document(variant);
    FAIL() << "expected a LoadError";
  } catch (const rb::LoadError& e) {
    EXPECT_EQ(e.line, 1);
    EXPECT_NE(e.bare.find("outside the game folder"), std::string::npos) << e.what();
  }
}

TEST_F(VariantFiles, ASymlinkPointingOutsideTheGameFolderIsRefused) {
  write_game();
  const fs::path outside = write("elsewhere/base.yaml", "name: stolen\n");
  const fs::path variant = write("game/variants/v.yaml", "extends: link.yaml\n");
  fs::create_symlink(outside, root / "game/variants/link.yaml");
  try {
    rb::resolve_document(variant);
    FAIL() << "expected a LoadError";
  } catch (const rb::LoadError& e) {
    EXPECT_EQ(e.file, variant.string());
    EXPECT_NE(e.bare.find("outside the game folder"), std::string::npos) << e.what();
  }
}

TEST_F(VariantFiles, AVariantLyingOutsideItsGamesFolderIsRefused) {
  write_game();
  const fs::path stray = write("stray/v.yaml", "extends: ../game/game.yaml\n");
  try {
    rb::resolve_document(stray);
    FAIL() << "expected a LoadError";
  } catch (const rb::LoadError& e) {
    EXPECT_EQ(e.file, stray.string());
    EXPECT_NE(e.bare.find("outside the game folder"), std::string::npos) << e.what();
  }
}

TEST_F(VariantFiles, AYamlSyntaxErrorReportsFileLineAndColumn) {
  const fs::path game = write("game/game.yaml", "name: test\nkey: a: b\n");
  try {
    rb::resolve_document(game);
    FAIL() << "expected a LoadError";
  } catch (const rb::LoadError& e) {
    EXPECT_EQ(std::string(e.what()).rfind(game.string() + ":2:7: ", 0), 0u) << e.what();
  }
}

TEST_F(VariantFiles, ADocumentThatIsNotAMapIsRefused) {
  const fs::path game = write("game/game.yaml", "- just\n- a list\n");
  EXPECT_THROW(rb::resolve_document(game), rb::LoadError);
}

// ---- stack_variant ---------------------------------------------------------------

TEST_F(VariantFiles, StackedVariantsApplyInOrderAndTheLaterWins) {
  write_game();
  const fs::path three = write("game/variants/three.yaml", "extends: ../game.yaml\nplayers: 3\n");
  const fs::path four =
      write("game/variants/four.yaml", "extends: ../game.yaml\nplayers: 4\nparams: {seed: 7}\n");
  rb::ResolvedDocument doc = rb::resolve_document(three);
  rb::stack_variant(doc, four);
  EXPECT_EQ(doc.node["players"].as<int>(), 4);
  EXPECT_EQ(text(doc.node["params"]), expected("{size: 5, seed: 7}"));
  EXPECT_EQ(doc.files, (std::vector<fs::path>{root / "game/game.yaml", three, four}));
}

TEST_F(VariantFiles, StackingAVariantOfAnotherGameIsRefused) {
  write_game("one");
  write_game("two");
  const fs::path other = write("two/variants/v.yaml", "extends: ../game.yaml\nplayers: 4\n");
  rb::ResolvedDocument doc = rb::resolve_document(root / "one");
  try {
    rb::stack_variant(doc, other);
    FAIL() << "expected a LoadError";
  } catch (const rb::LoadError& e) {
    EXPECT_NE(e.bare.find("extends a different game"), std::string::npos) << e.what();
  }
  EXPECT_EQ(doc.node["players"].as<int>(), 2);
}

// ---- path_inside -----------------------------------------------------------------

TEST_F(VariantFiles, PathInsideAcceptsAFileBelowTheFolder) {
  write_game();
  EXPECT_TRUE(rb::path_inside(root / "game/variants/../game.yaml", root / "game"));
}

TEST_F(VariantFiles, PathInsideRejectsASiblingFolderWithTheSamePrefix) {
  write_game();
  write_game("game2");
  EXPECT_FALSE(rb::path_inside(root / "game2/game.yaml", root / "game"));
}
