// Options every verb that opens a game shares: the game or variant, stacked variants,
// --param key=value, --players; and loading with errors reported, exit code 2.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "core/game_def.h"
#include "load/game_loader.h"

namespace rb::cli {

struct GameOptions {
  std::string path;
  std::vector<std::string> variants;
  std::vector<std::string> params;
  int players = 0;

  void add_to(CLI::App& app, bool required = true);
  // What to load, or nullopt after printing what is wrong with the options.
  std::optional<LoadRequest> request() const;
  // The loaded game, or nullptr after printing the error to stderr.
  std::shared_ptr<const GameDef> load() const;
};

// Exit codes of DESIGN.md.
inline constexpr int kOk = 0, kProblems = 1, kUsage = 2;

// "a; b; c" -> {"a", "b", "c"}, trimmed, empty parts dropped.
std::vector<std::string> split_list(const std::string& text, char sep = ';');

}  // namespace rb::cli
