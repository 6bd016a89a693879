// What one player sees of another's move: the public history of DESIGN.md, move by move.
#pragma once

#include <string>

#include <vector>

#include "core/game_def.h"
#include "core/move.h"
#include "core/state.h"
#include "engine/game_record.h"

namespace rb {

// The text of `mover`'s `move` (which led from `before` to `after`) as `viewer` sees it.
// A move made in a simultaneous decision, or one that changed nothing the viewer sees but
// whose turn it is, is a secret (until a reveal shows its effect): the viewer sees only
// that a choice was made. A piece the viewer could see neither before nor after the move
// shows as its kind. The mover and player 0 see the whole move.
std::string observe_move(const GameDef& game, const State& before, const State& after, int mover, const Move& move,
                         int viewer);

// Move `i` of a recorded game (from states[i] to states[i + 1], as replay_log gives them) as
// `viewer` sees it: observe_move on the move its text reads as. Every list of moves shown to
// a player (the served page's log, a replay --as) goes through it.
std::string observe_recorded_move(const GameDef& game, const std::vector<State>& states,
                                  const std::vector<RecordedMove>& moves, size_t i, int viewer);

// Whether a move's text may tell others a secret: the game declares private zones or variables.
bool has_secrets(const GameDef& game);

// What observe_move shows for a secret choice.
inline constexpr const char* kSecretMove = "(a secret choice)";

}  // namespace rb
