// What one playtest game leaves behind: its outcome, its length, the choices met on the
// way and what was chosen; folded into a Tally and then dropped.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace rb {

struct GameRecord {
  int64_t index = 0;          // the game's place in its run
  std::vector<int> results;   // per seat: Result as int
  std::vector<int> scores;    // per seat, at the end
  int plies = 0;
  int turns = 0;              // a turn starts when the player moving changes
  int rounds = 0;             // a round ends when a player who had a turn in it starts another
  std::vector<int32_t> branching;              // legal moves at each decision, in ply order
  std::vector<std::pair<int, int>> actions;    // (seat, action) of each ply
  std::vector<uint8_t> occupied;               // per space: ever held a component, or a property off its initial value
  bool scores_moved = false;  // some player's score differed from another's at some point
  int lead_changes = 0;       // the sole leader by score changed hands
  std::vector<int> max_behind;                 // per seat: most points behind the best other
  // The same race by the search agents' own estimates (Agent::standing), each player's
  // chances in thousandths, wherever a search agent decided.
  bool estimated = false;
  int estimate_lead_changes = 0;
  std::vector<int> estimate_behind;            // per seat: most thousandths behind the best other
  std::string end_reason;     // the rules' reason (also of s:cut_off); empty at the engine's cap
  bool cut_off = false;       // no rule of the game ended it: the engine's cap or s:cut_off
  std::string error;          // a rule error that stopped this game
  uint64_t line = 0;          // a hash of the moves played, in order: games with equal lines repeated each other
  int rotation = 0;           // seat p was played by the run's agent of seat (p + rotation) mod players (sim --rotate)
};

}  // namespace rb
