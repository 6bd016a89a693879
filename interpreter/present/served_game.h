// One game played through `serve`: a GameSession (engine/game_session.h) shared by the
// browsers, with the bots in some seats; moves by the humans, undo back to a player's last
// decision, each seat's view (the SVG and its legal moves, with the spaces each move
// touches) and a spectator's. Safe to use from several threads: requests take the game's
// lock briefly, and a bot thinks outside it on an engine of its own, so a view never waits
// for a bot's search.
#pragma once

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "agents/agent.h"
#include "engine/game_session.h"
#include "engine/move_reveal.h"

namespace rb {

class ServedGame {
 public:
  using Clock = std::chrono::steady_clock;
  // Replays `record` (a new game when it has no moves); record.seats names the bots, who do
  // not move until run_bots or think_once. Raises std::runtime_error for an unknown agent
  // or a seat that does not exist.
  ServedGame(std::shared_ptr<const GameDef> game, RecordedGame record);

  // Called with the record after every change, under the game's lock, before anyone can
  // see the change: the server saves the game there, so what was shown is on disk.
  void on_change(std::function<void(const RecordedGame&)> hook);
  // Plays `text` for `player`; returns why it was refused ("" when played).
  std::string play(int player, const std::string& text);
  // New rules for the same game: the moves so far are replayed under them as far as they
  // stay legal (the rest dropped); returns a sentence saying how far that was.
  std::string reload(std::shared_ptr<const GameDef> game);
  // Back to the position before `player`'s last move; false when they made none.
  bool undo(int player);
  // What `viewer` (a seat, or kSpectator) sees; the whole game once it is over.
  nlohmann::json view(int viewer);

  // The bot whose decision it is (0: none, or the last think failed and nothing changed since).
  int bot_to_move() const;
  // One bot decision, its search stopped at `deadline`: true when a bot moved (or the game
  // changed while it thought, so it should think again). One think at a time: a second
  // caller returns false at once. A rule error is kept and shown in the view.
  bool think_once(Clock::time_point deadline);
  // Every bot decision until a human's (or a cap of plies), with no deadline.
  void run_bots();

  bool is_bot(int seat) const { return bots_.count(seat) > 0; }
  int players() const { return players_; }
  std::string title() const;
  bool over() const;
  RecordedGame record() const;
  size_t plies() const;
  // Where the replay of the record stopped being legal ("" when every move replayed).
  std::string replay_error() const;

 private:
  struct Thought;
  Thought think(Clock::time_point deadline);
  void changed();
  int bot_to_move_locked() const;
  nlohmann::json legal_json(int player);
  nlohmann::json log_json(int viewer);
  const std::vector<MoveSight>& moves_seen_by(int viewer);

  mutable std::mutex lock_;  // guards everything below but bots_ (fixed) and the think state
  std::mutex think_lock_;    // one think at a time
  std::unique_ptr<GameSession> session_;
  std::shared_ptr<Engine> think_engine_;  // the bots' own: replaced on reload, kept alive while used
  const int players_;
  std::map<int, std::unique_ptr<Agent>> bots_;
  std::string replay_error_, bot_error_;
  uint64_t generation_ = 0, failed_at_ = UINT64_MAX;  // changes so far; the one a bot's think failed at
  std::map<int, MoveSightTracker> moves_seen_;  // by viewer: the log's moves as each knows them
};

}  // namespace rb
