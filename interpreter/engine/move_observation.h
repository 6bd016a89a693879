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

// A step's chance outcomes (replay_moves: "roll 4", "random 2", "shuffle deck") as `viewer`
// sees them, given what they saw of the move that drew them (`seen_move`, from observe_move).
// Player 0 and every player of a game without secrets see them all. Otherwise a shuffle
// tells only that a zone was shuffled and stays; a roll is seen when its move is (a roll
// made in a secret choice is that choice's secret); a random number may pick a hidden card
// or a secret, so it shows as "(a chance result)".
std::vector<std::string> observe_chance(const GameDef& game, const std::vector<std::string>& outcomes,
                                        const std::string& seen_move, int viewer);

// What observe_chance shows for a chance outcome the viewer may not see.
inline constexpr const char* kSecretChance = "(a chance result)";

// Whether a move's text may tell others a secret: the game declares private zones or variables.
bool has_secrets(const GameDef& game);

// What observe_move shows for a secret choice.
inline constexpr const char* kSecretMove = "(a secret choice)";

}  // namespace rb
