// A recorded game as one self-contained HTML page (no network): the board as SVG at
// every step, forward and back buttons, a slider, the arrow keys, and the move list with
// who made each move.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "core/game_def.h"
#include "core/state.h"
#include "engine/game_record.h"

namespace rb {

struct ReplayStep {
  std::string svg;   // the position after this step's move (the start for step 0)
  std::string move;  // "" for the start
  int player = 0;
};

// Steps `from` to `to` of a recorded game (states as replay_log gives them) as `viewer` saw
// them, 0 for everything: each position through observe(), the one view filter, and each
// move's text, in the list and the caption, through observe_recorded_move.
std::vector<ReplayStep> replay_steps(const GameDef& game, const std::vector<State>& states,
                                     const std::vector<RecordedMove>& moves, int viewer, size_t from, size_t to);

// `first` is the number of the first step shown (0 unless the page shows a part of a game).
std::string replay_html(const std::string& title, const std::vector<ReplayStep>& steps, int first = 0);

// JSON text safe inside a <script> element ("</" written as "<\/").
std::string script_safe_json(const std::string& json_text);

}  // namespace rb
