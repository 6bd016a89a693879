// Game logs as JSON lines: a header (the game, its files as loaded, the parameters, the
// seed), then one line per ply (the player and the move's text): a RecordedGame
// (engine/game_record.h) in another form. Chance comes from the seed, so a log replays to
// exactly the same States (a GameSession of it, engine/game_session.h).
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

// The header of a game about to be played with `seed` (paths made absolute).
RecordedGame log_header(const GameDef& game, uint64_t seed);
nlohmann::json log_header_json(const RecordedGame& log);
nlohmann::json log_move_json(const RecordedMove& move);
std::string log_to_text(const RecordedGame& log);

// Raises std::runtime_error naming the file and line of anything malformed.
RecordedGame read_game_log(std::istream& in, const std::string& file);

// Writes the whole log to a temporary file and renames it over `file`, so a reader never
// sees half a log; raises std::runtime_error when it cannot.
void save_game_log(const std::string& file, const RecordedGame& log);

}  // namespace rb
