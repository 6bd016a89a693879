// A RunTally: the integer sums and histograms of many games' records. Adding records or
// whole tallies in any order gives the same RunTally, so threads, shards on other machines
// and `rulebook merge` all arrive at exactly the numbers one process would have.
#pragma once

#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "analysis/game_record.h"
#include "analysis/statistics.h"

namespace rb {

struct SeatTally {
  int64_t wins = 0, losses = 0, draws = 0;
  Histogram scores;         // final scores of finished games
  Histogram winner_behind;  // in games this seat won alone: the most points it trailed by
  Histogram winner_behind_estimate;  // the same in thousandths of the search's estimates
};

using Counts = std::map<std::string, int64_t>;

// The agents of a run's seats, each once, in the order they first sit ("greedy,random,greedy"
// gives greedy, random): the agents a run compares.
std::vector<std::string> agents_each_once(const std::vector<std::string>& agents_per_seat);

// The end reason of a game the engine's ply cap cut off; a cut-off the rules declare with
// s:cut_off counts as "(cut off by the rules: REASON)".
inline constexpr char kPlyCapReason[] = "(cut off by the ply cap)";

// The largest count a tally holds (2^53): a shard read from a file that claims more is
// refused, and merging shards whose sums would pass it throws std::overflow_error.
inline constexpr int64_t kMaxTallyCount = int64_t(1) << 53;

// The games (by index in the run) whose lines of play a tally keeps, to tell repeated games.
inline constexpr int64_t kLineSample = 1000;

struct RunTally {
  int64_t games = 0, finished = 0, cut_off = 0, errors = 0;
  int64_t decided = 0, all_draw = 0;  // finished games with a winner; drawn for everyone
  std::vector<SeatTally> seats;
  Histogram plies, turns, rounds;     // finished and cut-off games
  int64_t choices = 0, decisions = 0, multi_choice = 0;
  Histogram branching;                // legal moves at a decision -> decisions
  std::vector<int64_t> ply_choices, ply_decisions;  // by ply number (0 = the first ply)
  Counts end_reasons, team_loss_reasons;
  Counts actions, winner_actions, loser_actions;
  std::vector<int64_t> space_games;   // per space: games in which it ever held a component
  int64_t occupied = 0;               // sum over games of the spaces ever occupied
  int64_t scored_games = 0;           // games in which the scores ever differed
  Histogram lead_changes;             // over scored games
  int64_t estimated_games = 0;        // games without scores where a search agent estimated the race
  Histogram estimate_lead_changes;    // over those games
  std::vector<std::pair<int64_t, std::string>> first_errors;  // (game index, error), 3 distinct at most
  // The lines of play (GameRecord::line, in hex) of the run's first kLineSample games -> how
  // many games played each: fewer lines than games means games repeated each other.
  Counts lines;
  // The run's agents, each once (agent_names), the one of each seat (seat_agent, an index
  // into them; set by the run, not written out) and, per agent, the seats it held in finished
  // games and the wins it took there, following GameRecord::rotation.
  std::vector<std::string> agent_names;
  std::vector<int> seat_agent;
  std::vector<int64_t> agent_seatings, agent_wins;

  // The run's agent per seat: agent_names and seat_agent, and the counts zeroed.
  void seat(const std::vector<std::string>& agents_per_seat);

  // Adds one game; `actions` names the game's actions, `cooperative` one team result.
  void add(const GameRecord& r, const std::vector<std::string>& action_names, bool cooperative);
  void merge(const RunTally& other);  // throws std::overflow_error past kMaxTallyCount
  bool operator==(const RunTally& o) const;

 private:
  void merge_agents(const RunTally& other);
};

nlohmann::json tally_to_json(const RunTally& t);
// Throws std::runtime_error naming the missing or malformed field.
RunTally tally_from_json(const nlohmann::json& j);

}  // namespace rb
