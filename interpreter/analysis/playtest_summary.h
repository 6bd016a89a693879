// The statistics a designer reads, derived from a run's RunTally: rates with their 95%
// intervals, length distributions, branching over the game, end conditions, actions,
// board coverage, scores and the race for the lead. Text and JSON forms of them.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "analysis/playtest.h"
#include "analysis/statistics.h"

namespace rb {

// A seat's agent in a run whose agents were rotated through the seats (sim --rotate).
inline constexpr char kRotatedSeat[] = "(agents rotated)";

struct SeatSummary {
  int seat = 0;
  std::string agent;
  Proportion win, draw, loss;   // over finished games
  Distribution score;           // final scores of finished games
  Distribution winner_behind;   // games this seat won alone: the most points it trailed by
};

struct AgentSummary {           // one agent over every seat it played
  std::string agent;
  Proportion win;
};

struct Share {                  // a named count among a total
  std::string name;
  Proportion share;
};

struct ActionSummary {
  std::string action;
  Proportion share;             // of all plies
  Proportion by_winners, by_losers;  // share of the winners' (losers') plies
  bool dominant = false;        // winners choose it clearly more (>= 1.5x, interval above 0)
};

struct StageBranching {
  int first_ply = 0, last_ply = 0;  // plies numbered from 1
  int64_t decisions = 0;
  double mean = 0;
};

struct Summary {
  int64_t played = 0;           // games in the tally (all of them unless interrupted)
  Proportion completion, all_draw, cut_off, errors;  // over games played
  std::vector<SeatSummary> seats;
  std::vector<AgentSummary> agents;   // when seats have different agents
  Distribution plies, turns, rounds;
  Distribution branching;       // legal moves per decision, over decisions
  Proportion multi_choice;      // decisions with more than one legal move
  std::vector<StageBranching> branching_by_stage;
  std::vector<Share> end_reasons, team_loss_reasons;
  std::vector<ActionSummary> actions;
  Proportion coverage;          // spaces ever occupied in a game, over games x spaces
  Proportion spaces_ever;       // spaces occupied in at least one game
  Proportion scored;            // games whose scores ever differed
  Distribution lead_changes;
  Proportion comebacks;         // lone winners of scored games who trailed at some point
  Distribution winner_behind;   // the most points such a winner trailed by
  // The same race by the search agents' estimates, over finished games without scores.
  struct EstimatedRace {
    Proportion games;             // of finished games
    Distribution lead_changes;
    Proportion comebacks;         // lone winners who trailed at some decision
    Distribution winner_behind;   // the most thousandths of a win such a winner trailed by
  } estimated;
  Proportion team_win;          // cooperative games
};

Summary summarize(const PlaytestStats& stats);

nlohmann::json proportion_json(const Proportion& p);
nlohmann::json distribution_json(const Distribution& d);
// The whole run: its description, every statistic, and the tally that `merge` reads.
nlohmann::json stats_to_json(const PlaytestStats& stats);
// A run's description and tally back from stats_to_json; throws std::runtime_error.
PlaytestStats stats_from_json(const nlohmann::json& j);
std::string stats_to_text(const PlaytestStats& stats);
// Whether an agent of the run thinks for a time (seconds=): its figures do not reproduce.
bool uses_time_budget(const std::vector<std::string>& seats);

}  // namespace rb
