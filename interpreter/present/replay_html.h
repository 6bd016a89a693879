// A recorded game as one self-contained HTML page (no network): the board as SVG at
// every step, forward and back buttons, a slider, the arrow keys, and the move list with
// who made each move.
#pragma once

#include <string>
#include <vector>

namespace rb {

struct ReplayStep {
  std::string svg;   // the position after this step's move (the start for step 0)
  std::string move;  // "" for the start
  int player = 0;
};

// `first` is the number of the first step shown (0 unless the page shows a part of a game).
std::string replay_html(const std::string& title, const std::vector<ReplayStep>& steps, int first = 0);

// JSON text safe inside a <script> element ("</" written as "<\/").
std::string script_safe_json(const std::string& json_text);

}  // namespace rb
