// Finds every game and variant under a games/ folder: each game.yaml, then its variants.
#pragma once

#include <filesystem>
#include <vector>

namespace rb {

std::vector<std::filesystem::path> discover_games(const std::filesystem::path& games_root);
// The games/ folder of the source tree, or ./games when run elsewhere.
std::filesystem::path default_games_root();

}  // namespace rb
