// A ladder: a round-robin among agents on common seeds, seats rotated, and the ratings,
// pairwise results and skill gradient it shows. Every pairing plays the same seeds; each
// seed is played in every seat rotation, so each agent sits in each seat equally often.
//
// Seat rotations. A pairing (A, B) fills the seats alternately, A B A B ..., and the pattern
// turns one seat per rotation. With an even number of seats turning by one swaps A and B,
// and by two gives the first seating again, so there are 2 rotations (A B A B, B A B A);
// with an odd number P the pattern is played turned and then with A and B swapped, 2P
// rotations (3 seats: A B A, B A A, A A B, B A B, A B B, B B A). No seating is played twice
// on a seed: it would be the same game again.
// A game counts for A when a seat A holds wins and no seat B holds does, and the other way
// round; otherwise (nobody won, both won) it is a draw between them.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/game_def.h"

namespace rb {

struct LadderOptions {
  std::vector<std::string> agents;  // agent specs, at least two, all different
  int64_t games = 100;              // per pairing, rounded up to whole seat rotations
  uint64_t seed = 1;
  int threads = 1;
  int max_plies = 0;                // 0: the game's own max_plies
  int opening = 0;                  // plies of each game played at random first (varied openings, the same on a seed)
  const std::atomic<bool>* stop = nullptr;  // once true, no new game starts
};

int seat_rotations(int players);
// Games per pairing: `asked` rounded up to a multiple of the rotations.
int64_t ladder_games_per_pairing(int64_t asked, int players);
// Every pair of agent indices (a < b), in order.
std::vector<std::pair<int, int>> ladder_pairings(int agents);
// Game g of a pairing: which of the two (0: a, 1: b) sits in each seat.
std::vector<int> ladder_seats(int players, int64_t g);
// Game g of every pairing is played on this seed: the same seed for a whole round of rotations.
uint64_t ladder_seed(uint64_t run_seed, int64_t g, int players);

struct PairingResult {
  int a = 0, b = 0;                     // agent indices
  int64_t a_wins = 0, draws = 0, b_wins = 0, cut_off = 0, errors = 0;
  // Its first kLineSample games played out (errors aside), and how many different lines of
  // play (GameRecord::line) they show: fewer lines than games means games repeated others.
  int64_t lines_sampled = 0, lines_distinct = 0;
  int64_t finished() const { return a_wins + draws + b_wins; }
  int64_t played() const { return finished() + cut_off + errors; }
  double a_score() const { return double(a_wins) + 0.5 * double(draws); }
};

struct LadderRun {
  std::string game;
  int players = 0;
  std::vector<std::string> agents;
  int64_t games_asked = 0, games_per_pairing = 0;
  int rotations = 0;
  uint64_t seed = 0;
  int max_plies = 0;
  int opening = 0;
  std::vector<PairingResult> pairings;
  std::vector<std::pair<int64_t, std::string>> first_errors;  // (game index, error), 3 at most
  double seconds = 0;
  bool interrupted = false;

  int64_t played() const;
  int64_t cut_off() const;
  int64_t errors() const;
};

// How one game of a pairing ended for A.
enum class PairingOutcome : uint8_t { NotPlayed, AWins, Draw, BWins, CutOff, Error };
// From the seats' results (Result as int) and which of the two sat where.
PairingOutcome pairing_outcome(const std::vector<int>& results, const std::vector<int>& seats);

// Plays the ladder; the same options give the same LadderRun whatever `threads` is (bar seconds).
// An agent that does not parse throws std::invalid_argument before any game.
LadderRun run_ladder(const std::shared_ptr<const GameDef>& game, const LadderOptions& options,
                     const std::function<void(int64_t done, int64_t total)>& progress = {});

}  // namespace rb
