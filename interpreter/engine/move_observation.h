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

// Move `i` of a recorded game (from states[i] to states[i + 1], as a GameSession keeps them) as
// `viewer` sees it: observe_move on the move its text reads as. Every list of moves shown to
// a player (the served page's log, a replay --as) goes through it.
std::string observe_recorded_move(const GameDef& game, const std::vector<State>& states,
                                  const std::vector<RecordedMove>& moves, size_t i, int viewer);

// A step's chance outcomes (GameSession::chance: "roll 4", "random 2", "draw card_7", "shuffle
// deck") as `viewer` sees them, given the State after the step and what they saw of the move
// that drew them (`seen_move`, from observe_move). Player 0 sees them all. Otherwise a
// shuffle tells only that a zone was shuffled and stays; a roll is seen when its move is (a
// roll made in a secret choice is that choice's secret); a draw names its component when
// the viewer sees it after the step, else its kind; a random number (or anything else) is
// seen only when nothing of the State after is hidden from the viewer, since it may have
// picked a hidden card or a secret, else it shows as "(a chance result)".
std::vector<std::string> observe_chance(const GameDef& game, const State& after, const std::vector<std::string>& outcomes,
                                        const std::string& seen_move, int viewer);

// What observe_chance shows for a chance outcome the viewer may not see.
inline constexpr const char* kSecretChance = "(a chance result)";

// What observe_move shows for a secret choice.
inline constexpr const char* kSecretMove = "(a secret choice)";

}  // namespace rb
