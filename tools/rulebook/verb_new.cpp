// `rulebook new NAME`: a small working game folder (the guide's Line Up under a new name)
// that passes lint and test at once, to change into the designer's own game; with the
// files editors read (editor_files.h).
#include <fstream>
#include <iostream>
#include <regex>

#include "analysis/luacheck_settings.h"
#include "core/data_home.h"
#include "editor_files.h"
#include "game_options.h"
#include "scaffold_files.h"
#include "verbs.h"

namespace rb::cli {
namespace {

struct NewOptions {
  std::string name, dir = ".";
};

// The example's name and title become the new game's.
std::string renamed(std::string text, const std::string& name) {
  text = std::regex_replace(text, std::regex("^name: lineup$", std::regex::multiline), "name: " + name);
  text = std::regex_replace(text, std::regex("^title: Line Up$", std::regex::multiline), "title: " + name);
  return std::regex_replace(text, std::regex("^# Line Up$", std::regex::multiline), "# " + name);
}

int run_new(const NewOptions& o) {
  namespace fs = std::filesystem;
  if (!std::regex_match(o.name, std::regex("[a-z][a-z0-9_]*")))
    return std::cerr << "rulebook new: a game name is lower-case letters, digits and _, starting with a letter\n", kUsage;
  const fs::path root = fs::path(o.dir) / o.name;
  if (fs::exists(root)) return std::cerr << "rulebook new: " << root.string() << " already exists; nothing written\n", kUsage;
  const fs::path home = fs::absolute(data_home()).lexically_normal();
  for (const auto& f : scaffold_files()) {
    fs::create_directories((root / f.path).parent_path());
    std::ofstream(root / f.path) << with_schema_modeline(renamed(f.text, o.name), home / "schemas");
  }
  std::ofstream(root / ".luarc.json") << luarc_json(home);
  std::ofstream(root / ".luacheckrc") << luacheckrc_text(luacheck_settings());
  std::cout << "made " << root.string() << ": try\n"
            << "  rulebook lint " << root.string() << "\n  rulebook test " << root.string() << "\n"
            << "  rulebook play " << root.string() << " --seat 2=greedy\n";
  return kOk;
}

}  // namespace

Runner add_new(CLI::App& app) {
  auto o = std::make_shared<NewOptions>();
  auto* sub = app.add_subcommand("new", "scaffold a small working game folder to start from");
  sub->add_option("name", o->name, "the game's name (a folder of that name is made)")->required();
  sub->add_option("--dir", o->dir, "where to make it (default: here)");
  return [o] { return run_new(*o); };
}

}  // namespace rb::cli
