// Finds every game and variant under a games/ folder: each game.yaml, then its variants.
#pragma once

#include <filesystem>
#include <vector>

namespace rb {

std::vector<std::filesystem::path> discover_games(const std::filesystem::path& games_root);
// ./games when there is one, else the example games of the data folder (core/data_home.h).
std::filesystem::path default_games_root();

}  // namespace rb
