// Reads the `boards:` section into Boards through the generators.
#pragma once

#include <vector>

#include <yaml-cpp/yaml.h>

#include "core/board.h"
#include "load/yaml_access.h"

namespace rb {

struct BoardEntry {
  Board board;
  bool per_player = false;
};

// Fails at the board that takes the game past kMaxSpaces (per-player boards count once per player).
std::vector<BoardEntry> read_boards(const YAML::Node& doc, const YamlReader& in, int players);

}  // namespace rb
