// A game as a record: which game (files, variants, parameters), the seed, who played
// which seat, and every move as text with its player. Everything else follows, since
// a game is reproducible from (game, parameters, seed, moves). It is the record of a
// GameSession (engine/game_session.h), which plays it again; `play` saves it as one JSON
// file after each move and resumes from it, and logs hold it as JSON lines (game_log.h).
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/engine.h"
#include "load/game_loader.h"

namespace rb {

struct RecordedMove {
  int player = 0;
  std::string text;  // the move's canonical text, as `player` types it
  bool operator==(const RecordedMove& o) const { return player == o.player && text == o.text; }
};

struct RecordedGame {
  std::string game;                            // the game's name
  std::string path;                            // the folder, game.yaml or variant as given
  std::vector<std::string> variants;           // stacked on top, later wins
  std::map<std::string, std::string> params;   // every parameter's value
  std::string files_hash;                      // of the game's files when recorded
  uint64_t seed = 1;
  std::map<int, std::string> seats;            // seats played by agents; the rest are human
  std::vector<RecordedMove> moves;
  bool over = false;                           // the game had ended
};

// A save file that is not a record, or a record that no longer fits its game; the
// message starts with the file (and line:column where the JSON itself is broken).
struct RecordError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A record of a game about to start: its name, parameters and hash from the loaded game.
RecordedGame start_record(const GameDef& game, const LoadRequest& request, uint64_t seed);
// What to load to play the recorded game again.
LoadRequest record_request(const RecordedGame& record);
// The recorded game loaded (from `path` instead of the record's own where one is given).
// Raises RecordError when that is another game ("the record is of game X; PATH is game
// Y"), rather than the load error the record's parameters would give it, else LoadError.
std::shared_ptr<const GameDef> load_recorded_game(const RecordedGame& record, const std::string& path = "");

// A record's seed and a move's player as written in a file: whole numbers in range (a seed
// of -1 or past 2^64, a player past 64), else RecordError naming `where` and the field.
uint64_t record_seed(const nlohmann::json& value, const std::string& where);
int record_player(const nlohmann::json& value, const std::string& where);

nlohmann::json record_to_json(const RecordedGame& record);
// Raises RecordError naming `file` and the field that is wrong.
RecordedGame record_from_json(const nlohmann::json& json, const std::string& file);

// Reads a record; raises FileError or RecordError with the file and position.
RecordedGame read_record(const std::filesystem::path& file);
// Writes it atomically: the file holds the old record or the new one, never a mix.
void write_record(const std::filesystem::path& file, const RecordedGame& record);

// The chance outcomes of a game played or replayed ("roll 4", "shuffle deck"): [0] those
// of the setup, [i + 1] those of move i (engine/game_session.h keeps them).
using ChanceOutcomes = std::vector<std::vector<std::string>>;

}  // namespace rb
