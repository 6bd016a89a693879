// Game logs as JSON lines: a header (the game, its files as loaded, the parameters, the
// seed), then one line per ply (the player and the move's text). Chance comes from the
// seed, so a log replays to exactly the same States.
#pragma once

#include <cstdint>
#include <istream>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/engine.h"
#include "engine/game_record.h"
#include "load/game_loader.h"

namespace rb {

// A log holds the same fields as a saved game (engine/game_record.h), written as JSON lines.
using LoggedMove = RecordedMove;
using GameLog = RecordedGame;

// The header of a game about to be played with `seed` (paths made absolute).
GameLog log_header(const GameDef& game, uint64_t seed);
nlohmann::json log_header_json(const GameLog& log);
nlohmann::json log_move_json(const LoggedMove& move);
std::string log_to_text(const GameLog& log);

// Raises std::runtime_error naming the file and line of anything malformed.
GameLog read_game_log(std::istream& in, const std::string& file);
LoadRequest log_load_request(const GameLog& log);

// The State before each move and after the last (states.size() == applied + 1); stops at
// the first move that is not legal and says why in `error`. With `chance`, each step's
// chance outcomes go there (replay_moves).
std::vector<State> replay_log(Engine& engine, const GameLog& log, std::string& error, ChanceOutcomes* chance = nullptr);

// Writes the whole log to a temporary file and renames it over `file`, so a reader never
// sees half a log; raises std::runtime_error when it cannot.
void save_game_log(const std::string& file, const GameLog& log);

}  // namespace rb
