// The game `play` is running and its save file: a new game (refusing to replace a save
// that is unreadable or holds a game in progress unless told to), or one resumed from a
// save by replaying its moves. The save is rewritten atomically after every change.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/engine.h"
#include "engine/game_log.h"
#include "engine/game_record.h"
#include "game_options.h"

namespace rb::cli {

struct SaveOptions {
  std::string file;        // --save; empty: the default place
  bool resume = false;     // --resume [FILE]
  std::string resume_file;
  bool fresh = false;      // --new: start over an existing save (kept as FILE.bak)
  std::string log_file;    // --log: the game's log too (engine/game_log.h)
};

struct PlaySession {
  std::shared_ptr<const GameDef> game;
  std::unique_ptr<Engine> engine;
  RecordedGame record;
  std::filesystem::path file;
  std::vector<State> history;  // the start, then the State after each recorded move
  std::string log_file;        // also written on every save when given

  void push(int player, const std::string& move_text, State next);
  void pop();
  void save();
};

// $XDG_STATE_HOME/rulebook/GAME.save.json (~/.local/state when unset).
std::filesystem::path default_save_file(const std::string& game_name);

// A new or resumed session; nullopt after printing why not to stderr.
std::optional<PlaySession> open_session(const GameOptions& game, const SaveOptions& save, uint64_t seed);

}  // namespace rb::cli
