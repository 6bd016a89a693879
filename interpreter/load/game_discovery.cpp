#include "load/game_discovery.h"

#include <algorithm>

#include "core/data_home.h"

namespace rb {

std::vector<std::filesystem::path> discover_games(const std::filesystem::path& root) {
  namespace fs = std::filesystem;
  std::vector<fs::path> games;
  if (!fs::is_directory(root)) return games;
  for (const auto& entry : fs::directory_iterator(root))
    if (fs::exists(entry.path() / "game.yaml")) games.push_back(entry.path());
  std::sort(games.begin(), games.end());
  std::vector<fs::path> out;
  for (const auto& dir : games) {
    out.push_back(dir / "game.yaml");
    std::vector<fs::path> variants;
    if (fs::is_directory(dir / "variants"))
      for (const auto& v : fs::directory_iterator(dir / "variants"))
        if (v.path().extension() == ".yaml") variants.push_back(v.path());
    std::sort(variants.begin(), variants.end());
    out.insert(out.end(), variants.begin(), variants.end());
  }
  return out;
}

std::filesystem::path default_games_root() {
  if (std::filesystem::is_directory("games")) return "games";
  return data_home() / "games";
}

}  // namespace rb
