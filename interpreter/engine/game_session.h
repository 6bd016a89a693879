// One game as it is played or played again: its record (which game, its parameters, the
// seed, the seats, every move as text with its player), the State after each move, and
// the chance outcomes each step drew. `play`, `serve`, `replay` and `sim --record` keep
// their game in one; what they save or log is its record (game_record.h, game_log.h), and
// how the game ended is in its last State (State::end_reason, the results and scores).
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engine/engine.h"
#include "engine/game_record.h"

namespace rb {

class GameSession {
 public:
  // The recorded game played again from its seed on `engine` (a new game when the record
  // has no moves), its moves replayed as far as they stay legal: the rest are dropped and
  // replay_error() says why.
  GameSession(std::shared_ptr<Engine> engine, RecordedGame record);
  GameSession(std::shared_ptr<const GameDef> game, RecordedGame record);

  const GameDef& game() const { return engine_->game(); }
  const std::shared_ptr<const GameDef>& game_ptr() const { return engine_->game_ptr(); }
  Engine& engine() { return *engine_; }
  const RecordedGame& record() const { return record_; }
  // The start, then the State after each recorded move.
  const std::vector<State>& states() const { return states_; }
  const State& now() const { return states_.back(); }
  // Each step's chance outcomes ("roll 4", "shuffle deck"): [0] the setup's, [i + 1] move i's.
  const ChanceOutcomes& chance() const { return chance_; }

  // Where replaying the record stopped: "move 7 (player 2: place b2): why", or "" when
  // every move replayed.
  std::string replay_error() const;
  // For a save that must replay whole (`play --resume`): raises RecordError naming `file`
  // and the move that no longer fits, or that the record is of another game.
  void require_whole(const std::string& file) const;

  // Plays `text` for `player`, checked; returns why it was refused ("" when played).
  std::string play(int player, const std::string& text);
  // A move picked from the legal moves (a bot's): applied with no second check.
  void play_chosen(int player, const Move& move);
  // A move already applied to a copy of now() elsewhere (a bot thinking on its own engine).
  void add(int player, std::string text, State next, std::vector<std::string> outcomes);
  // Back to the position before `player`'s last move (anyone's for 0); false when none.
  bool undo(int player = 0);
  // New rules for the same game (an engine of them): the moves replayed under them as far
  // as they stay legal (replay_error() says where they stopped); returns how many moves
  // there were before.
  size_t reload(std::shared_ptr<Engine> engine);
  // The seats agents play (the rest are human).
  void set_seats(std::map<int, std::string> seats);
  // Marks the record over though the rules did not end the game (`play`'s ply cap).
  void set_over();

  // Called with the record after every change, before anyone can see it (a save, a log).
  void on_change(std::function<void(const RecordedGame&)> hook) { on_change_ = std::move(hook); }
  // Calls that hook now.
  void save() const;

 private:
  void replay();
  void changed();

  std::shared_ptr<Engine> engine_;
  RecordedGame record_;
  std::vector<State> states_;
  ChanceOutcomes chance_;
  size_t stop_ = 0, total_ = 0;  // the record's moves replayed when it was read or reloaded, of so many
  RecordedMove refused_;          // the next one, dropped
  std::string why_;               // why it was refused
  std::function<void(const RecordedGame&)> on_change_;
};

}  // namespace rb
