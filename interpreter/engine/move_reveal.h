// When a secret choice stops being secret: the moves of a recorded game as one viewer
// knows them, step by step, worked out from what that viewer saw (seen_by, the one view
// filter), so a "(a secret choice)" in a log or a replay is replaced by the move in place
// from the step at which the viewer could tell it, and not before.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/state.h"
#include "engine/engine.h"
#include "engine/game_record.h"

namespace rb {

// What a viewer sees of one move: `shown` at its own step (observe_recorded_move, or the
// whole text when only one move fits what they saw), and from state `revealed_at` on (the
// State after move revealed_at - 1) its whole text; kNeverRevealed when they never can tell.
struct MoveSight {
  std::string shown;
  size_t revealed_at = 0;
};
inline constexpr size_t kNeverRevealed = static_cast<size_t>(-1);

inline constexpr size_t kMaxHistories = 256;

// The viewer's sight of the moves of a game, followed move by move (states[i + 1] follows
// moves[i]; both vectors may grow between calls). A move is revealed once every history of
// moves that fits what the viewer saw agrees on it: each State through seen_by, each move's
// text through observe_move, later chance as it fell. The histories branch at each move the
// viewer did not see whole (its player's other legal moves that would have looked the same)
// and start from the game's State, so they start only where the viewer knows where every
// component is (each kind they cannot see lies in one zone: a hand they cannot see but whose
// cards they can tell, never cards dealt out of sight) and every hidden variable is at its
// declared start. A step whose chance the viewer does not see whole, or more than
// kMaxHistories fitting, ends them: what is open stays secret, and they start again at the
// next State the viewer knows so. A move is revealed late or never, never before the
// viewer's sight settles on it.
class MoveSightTracker {
 public:
  // chance[i]: the chance outcomes of step i (replay_log's), [0] the setup's.
  MoveSightTracker(Engine& engine, const std::vector<State>& states, const std::vector<RecordedMove>& moves,
                   const ChanceOutcomes& chance, int viewer)
      : engine_(engine), states_(states), moves_(moves), chance_(chance), viewer_(viewer) {}
  // Follows the moves not yet followed; the sight of every move so far.
  const std::vector<MoveSight>& follow();

 private:
  struct History {
    State state;
    std::vector<std::string> open;  // the texts it gives the open moves
  };
  void step(size_t i);
  bool fits(size_t i, const State& before, const State& after, const Move& move) const;
  void follow_known(size_t i);
  void follow_unknown(size_t i);
  void give_up();
  void settle(size_t i);
  bool has_the_games_history(size_t i) const;
  bool chance_seen(size_t i) const;
  void merge_equal();

  Engine& engine_;
  const std::vector<State>& states_;
  const std::vector<RecordedMove>& moves_;
  const ChanceOutcomes& chance_;
  const int viewer_;
  std::vector<MoveSight> sight_;
  std::vector<History> histories_;
  std::vector<size_t> open_;  // the moves not yet revealed, in order
  nlohmann::json seen_after_;
};

// The sight of every move of a recorded game at once.
std::vector<MoveSight> track_move_sight(Engine& engine, const std::vector<State>& states,
                                        const std::vector<RecordedMove>& moves, const ChanceOutcomes& chance, int viewer);

// Whether `viewer` knows where every component of `state` is and every hidden variable's
// value: what MoveSightTracker may start from.
bool placement_known(const GameDef& game, const State& state, int viewer);

// The text of move `i` as the viewer knows it at state `at`.
std::string text_known_at(const std::vector<MoveSight>& sight, const std::vector<RecordedMove>& moves, size_t i,
                          size_t at);

}  // namespace rb
