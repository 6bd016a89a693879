// The save file of `play`: a new game (refusing to replace a save that is unreadable or
// holds a game in progress unless told to), or one resumed from a save by replaying its
// moves. The game itself is a GameSession (engine/game_session.h), whose record is
// rewritten atomically to the save (and the log) after every change.
#pragma once

#include <filesystem>
#include <memory>
#include <string>

#include "engine/game_session.h"
#include "game_options.h"

namespace rb::cli {

struct SaveOptions {
  std::string file;        // --save; empty: the default place
  bool resume = false;     // --resume [FILE]
  std::string resume_file;
  bool fresh = false;      // --new: start over an existing save (kept as FILE.bak)
  std::string log_file;    // --log: the game's log too (engine/game_log.h)
};

struct SavedGame {
  std::unique_ptr<GameSession> session;  // null when it could not be opened
  std::filesystem::path file;
};

// $XDG_STATE_HOME/rulebook/GAME.save.json (~/.local/state when unset).
std::filesystem::path default_save_file(const std::string& game_name);

// A new or resumed game, saved after every change; no session after printing why not to stderr.
SavedGame open_saved_game(const GameOptions& game, const SaveOptions& save, uint64_t seed);

}  // namespace rb::cli
