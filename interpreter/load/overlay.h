// Variant overlays: a variant file names its base with `extends:` and overrides it.
// Maps merge deeply; lists of named items (maps with an `id`) merge by that id; other
// lists replace; `null` removes a key or a named item. A variant may extend a variant.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "load/load_error.h"

namespace rb {

// Returns base with overlay applied. Neither argument is written to; the result shares
// the subtrees it takes unchanged, so their file positions survive for error messages.
YAML::Node merge_overlay(const YAML::Node& base, const YAML::Node& overlay);

// A document after following its `extends:` chain, with the files it came from
// (the game.yaml first, the file given last).
struct ResolvedDocument {
  YAML::Node node;
  std::filesystem::path game_dir;             // the folder holding game.yaml
  std::vector<std::filesystem::path> files;
  std::vector<YAML::Node> roots;              // each file's own tree, parallel to files
};

// Reads a game.yaml, a game folder, or a variant file and follows `extends:` to the
// game.yaml. Every extends path must resolve (symlinks too) inside the game's folder;
// cycles, missing files and YAML syntax errors raise LoadError with file:line:col.
ResolvedDocument resolve_document(const std::filesystem::path& path);

// Applies further variant files (stacked on the command line, later wins). Each must
// extend the same game (directly or through other variants).
void stack_variant(ResolvedDocument& doc, const std::filesystem::path& variant);

// True when `path` (after resolving symlinks) lies inside `dir`.
bool path_inside(const std::filesystem::path& path, const std::filesystem::path& dir);

// "" for a file that lies in its game's folder; for a link there to a file elsewhere, the
// sentence that refuses it (nothing should read such a file).
std::string outside_link_error(const std::filesystem::path& file);

// A scenario file names its game and variants: each must lie in the folder of the game that
// holds the scenario (when one does); raises LoadError at the scenario file otherwise.
void check_inside_game_of(const std::filesystem::path& file, const std::filesystem::path& game,
                          const std::vector<std::filesystem::path>& variants);

}  // namespace rb
