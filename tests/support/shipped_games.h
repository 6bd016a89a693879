// The games and variants shipped under games/, as the parameters of the suites that run
// over every one of them, each test named after its game (`forage`) or variant
// (`forage_memory`).
#pragma once

#include <cctype>
#include <filesystem>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "load/game_discovery.h"

namespace rb {

inline std::vector<std::string> shipped_games() {
  std::vector<std::string> out;
  for (const auto& p : discover_games(std::filesystem::path(RULEBOOK_SOURCE_DIR) / "games")) out.push_back(p.string());
  return out;
}

inline std::string shipped_game_name(const testing::TestParamInfo<std::string>& info) {
  const std::filesystem::path p(info.param);
  std::string name = p.filename() == "game.yaml" ? p.parent_path().filename().string()
                                                 : p.parent_path().parent_path().filename().string() + "_" + p.stem().string();
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

}  // namespace rb
