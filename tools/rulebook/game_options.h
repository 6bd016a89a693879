// Options every verb that opens a game shares: the game or variant, stacked variants,
// --param key=value, --players; and loading with errors reported, exit code 2.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "analysis/playtest.h"
#include "core/game_def.h"
#include "load/game_loader.h"
#include "number_options.h"

namespace rb::cli {

struct GameOptions {
  std::string path;
  std::vector<std::string> variants;
  std::vector<std::string> params;
  int players = 0;

  void add_to(CLI::App& app, bool required = true);
  // What to load, or nullopt after printing what is wrong with the options.
  std::optional<LoadRequest> request() const;
  // The loaded game, its rules loaded once to see that they do, or nullptr after printing
  // the error (the YAML's or the rules') to stderr.
  std::shared_ptr<const GameDef> load() const;
};

// Exit codes of DESIGN.md.
inline constexpr int kOk = 0, kProblems = 1, kUsage = 2;

// --seed on every verb: a whole number from 0 to 2^64 - 1, written in digits; anything else
// (a sign, a fraction, a number past the range, which would otherwise wrap) is a usage error.
CLI::Option* add_seed_option(CLI::App& app, uint64_t& seed, const std::string& help);
// --max-plies: 0 (the game's own max_plies) up to 1,000,000, the most a game may declare.
CLI::Option* add_max_plies_option(CLI::App& app, int& max_plies, const std::string& help);
// --opening N on the verbs that play runs of games (sim, compare, sweep, ladder, bench --bots):
// the first N plies of each game at random, seeded by the game's seed.
// `lead` starts the help ("with --bots: ").
CLI::Option* add_opening_option(CLI::App& app, int& opening, const std::string& lead = "");

// "a; b; c" -> {"a", "b", "c"}, trimmed, empty parts dropped.
std::vector<std::string> split_list(const std::string& text, char sep = ';');

}  // namespace rb::cli
