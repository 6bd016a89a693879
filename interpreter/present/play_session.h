// One game played through `serve`: its positions, its log, the bots in some seats; moves
// by the humans, bots answering at once, undo back to a human's previous decision, and
// each player's view (the SVG and their legal moves, with the spaces each move touches).
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "agents/agent.h"
#include "engine/engine.h"
#include "engine/game_log.h"

namespace rb {

class PlaySession {
 public:
  // Replays `log` (a new game when it has no moves); log.seats names the bots. Raises
  // std::runtime_error for an unknown agent or a seat that does not exist.
  PlaySession(std::shared_ptr<const GameDef> game, GameLog log);

  // Plays `text` for `player`, then lets the bots move; returns why it was refused ("" when played).
  std::string play(int player, const std::string& text);
  // New rules for the same game: the moves so far are replayed under them as far as they
  // stay legal (the rest dropped); returns a sentence saying how far that was.
  std::string reload(std::shared_ptr<const GameDef> game);
  // Back to the previous position where a human decided; false when there is none.
  bool undo();
  // What `as` sees (0 = the human whose decision it is, or everything once it is over).
  nlohmann::json view(int as);
  const GameLog& log() const { return log_; }
  const GameDef& game() const { return engine_->game(); }
  // Where the replay of the log stopped being legal ("" when every move replayed).
  const std::string& replay_error() const { return replay_error_; }

 private:
  void run_bots();
  bool human(int player) const { return !bots_.count(player); }
  int default_viewer() const;
  nlohmann::json legal_json(int player);
  const std::vector<std::string>& moves_seen_by(int viewer);

  std::unique_ptr<Engine> engine_;
  std::vector<State> states_;
  GameLog log_;
  std::map<int, std::unique_ptr<Agent>> bots_;
  std::string replay_error_;
  std::map<int, std::vector<std::string>> moves_seen_;  // by viewer: the log's moves as each saw them
};

}  // namespace rb
