// Builds a GameDef from a game folder, game.yaml or variant file, further stacked
// variants and parameter overrides.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/game_def.h"

namespace rb {

struct LoadRequest {
  std::filesystem::path path;                    // folder, game.yaml or variant file
  std::vector<std::filesystem::path> variants;   // stacked on top, later wins
  std::map<std::string, std::string> params;     // --param key=value (players too)
};

// Raises LoadError (with file:line:col) for anything wrong in the files or the request.
std::shared_ptr<const GameDef> load_game(const LoadRequest& request);

}  // namespace rb
