// A recorded game as one self-contained HTML page (no network): the board as SVG at
// every step, forward and back buttons, a slider, the arrow keys, and the move list with
// who made each move. The drawings are stored as what changed from step to step
// (replay_frames.h), so the page grows with what happened, not with moves times board.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "core/game_def.h"
#include "core/state.h"
#include "engine/game_session.h"
#include "engine/move_reveal.h"
#include "present/replay_frames.h"

namespace rb {

struct ReplayStep {
  std::string svg;   // the position after this step's move (the start for step 0)
  std::string move;  // "" for the start
  int player = 0;
  std::vector<std::string> chance;  // the chance outcomes the step drew, as the viewer sees them
  // Earlier secret choices the viewer can tell from this step on: {step of the move, its text}.
  std::vector<std::pair<size_t, std::string>> reveals;
};

// The steps of a game a page shows: a GameSession's (replayed_game), or States of the tests'
// own making; each step's chance when known.
struct ReplayedGame {
  const std::vector<State>& states;
  const std::vector<RecordedMove>& moves;
  const ChanceOutcomes* chance = nullptr;
  // The moves as the viewer knows them step by step (track_move_sight); without it a
  // secret choice stays secret on the page.
  const std::vector<MoveSight>* sight = nullptr;
};
inline ReplayedGame replayed_game(const GameSession& s) { return {s.states(), s.record().moves, &s.chance()}; }

// Steps `from` to `to` of a recorded game as `viewer` saw them, 0 for everything, one at a
// time to `take`: each position through observe(), the one view filter, each move's text,
// in the list and the caption, through observe_recorded_move (or the game's `sight`, which
// also gives each step the earlier moves it reveals), and its chance outcomes through
// observe_chance.
void for_each_replay_step(const GameDef& game, const ReplayedGame& played, int viewer, size_t from, size_t to,
                          const std::function<void(ReplayStep&&)>& take);
// The same steps in a list (a short game, tests).
std::vector<ReplayStep> replay_steps(const GameDef& game, const ReplayedGame& played, int viewer, size_t from, size_t to);

// How a game ended, for the pages, from its last State: {"reason", "players": [{"player",
// "result", "score"}]} (a finished game hides nothing).
nlohmann::json end_of_game(const GameDef& game, const State& end);

// The page, built a step at a time: only the lines new to the replay are kept.
class ReplayPage {
 public:
  // `first` is the number of the first step shown (0 unless the page shows a part of a game).
  explicit ReplayPage(std::string title, int first = 0) : title_(std::move(title)), first_(first) {}
  void add(const ReplayStep& step);
  // Shown after the last step: how the game ended (end_of_game), and where the log stopped
  // replaying when a move of it is no longer legal.
  void set_end(nlohmann::json end) { end_ = std::move(end); }
  void set_stopped(std::string why) { stopped_ = std::move(why); }
  std::string html() const;

 private:
  std::string title_, stopped_;
  nlohmann::json end_;
  int first_;
  ReplayFrames frames_;
  std::string steps_;  // the steps' JSON objects, comma-separated
};

std::string replay_html(const std::string& title, const std::vector<ReplayStep>& steps, int first = 0);

// JSON text safe inside a <script> element ("</" written as "<\/").
std::string script_safe_json(const std::string& json_text);

}  // namespace rb
