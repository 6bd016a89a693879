// Target: the readers of a game's record: a log (`replay`, JSON lines as play --log and
// sim --record write them) and a save (`play --resume`, one JSON object). An input that
// starts with the line `save` is a save, else a log (an optional first line `log`). The
// record is played against the shipped game it names (Forage, Potluck, Pouches, else
// Tic-tac-toe), as `replay --game` would, then shown as each player saw it.
#pragma once

#include <sstream>

#include "../fuzz_support.h"
#include "engine/game_log.h"
#include "engine/game_record.h"
#include "engine/game_session.h"
#include "present/replay_html.h"

namespace rb::fuzz {

inline std::string shipped_game_named(const std::string& name) {
  for (const char* known : {"forage", "potluck", "pouches", "tictactoe"})
    if (name == known) return known;
  return "tictactoe";
}

// The game a record names, loaded as load_recorded_game loads it, with an Engine: kept for
// the next input that names the same game, variants and parameters (most of them do).
inline Shipped& recorded_game(const RecordedGame& record) {
  static std::map<std::string, Shipped> loaded;
  const std::string name = shipped_game_named(record.game);
  const std::string key = name + nlohmann::json(record.variants).dump() + nlohmann::json(record.params).dump() + record.game;
  if (loaded.size() > 64) loaded.clear();
  if (auto at = loaded.find(key); at != loaded.end()) return at->second;
  Shipped s;
  s.game = load_recorded_game(record, (kShippedGames / name).string());
  s.engine = std::make_unique<Engine>(s.game, kSmallLimits);
  return loaded[key] = std::move(s);
}

// The record played on the game's kept Engine (not owned by the session).
inline GameSession session_of(Shipped& g, const RecordedGame& record) {
  return GameSession(std::shared_ptr<Engine>(std::shared_ptr<Engine>{}, g.engine.get()), record);
}

// Replays a log and builds its replay steps for a spectator and for each player.
inline void show_log(const GameDef& game, const GameSession& played) {
  for (int viewer = 0; viewer <= game.setup.players && viewer <= 4; ++viewer)
    for_each_replay_step(game, replayed_game(played), viewer, 0, SIZE_MAX, [](ReplayStep&&) {});
}

// Returns "" when the record reads and plays, else the error it gets.
inline std::string feed_game_record(std::string_view input) {
  const bool save = input.substr(0, 5) == "save\n";
  const std::string text(input.substr(save ? 5 : input.substr(0, 4) == "log\n" ? 4 : 0));
  try {
    std::istringstream in(text);
    const RecordedGame record = save ? record_from_json(nlohmann::json::parse(text), "fuzz.save.json") : read_game_log(in, "fuzz.jsonl");
    Shipped& g = recorded_game(record);
    const GameSession played = session_of(g, record);
    if (save) played.require_whole("fuzz.save.json");
    else show_log(*g.game, played);
  } catch (const std::exception& e) {
    return e.what();  // a broken record, one of another game, a move that does not fit
  }
  return "";
}

}  // namespace rb::fuzz
