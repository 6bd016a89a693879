#include "analysis/ladder.h"

#include <algorithm>
#include <chrono>
#include <thread>

#include "analysis/playtest.h"
#include "analysis/tally.h"
#include "core/result.h"
#include "engine/engine.h"

namespace rb {

// With an even number of seats the alternate pattern has two seatings, A B A B ... and
// B A B A ...; turning it further would replay them on the same seed. With an odd number it
// has `players` turns, each played with A and B swapped too.
int seat_rotations(int players) { return players % 2 == 0 ? 2 : 2 * players; }

int64_t ladder_games_per_pairing(int64_t asked, int players) { return whole_rotations(asked, seat_rotations(players)); }

std::vector<std::pair<int, int>> ladder_pairings(int agents) {
  std::vector<std::pair<int, int>> out;
  for (int a = 0; a < agents; ++a)
    for (int b = a + 1; b < agents; ++b) out.emplace_back(a, b);
  return out;
}

std::vector<int> ladder_seats(int players, int64_t g) {
  const int64_t r = g % seat_rotations(players);
  const int shift = int(r % players), swap = int(r / players);
  std::vector<int> seats;
  for (int s = 0; s < players; ++s) seats.push_back(((s + shift) % players % 2) ^ swap);
  return seats;
}

uint64_t ladder_seed(uint64_t run_seed, int64_t g, int players) { return game_seed(run_seed, g / seat_rotations(players)); }

PairingOutcome pairing_outcome(const std::vector<int>& results, const std::vector<int>& seats) {
  bool won[2] = {false, false};
  for (size_t s = 0; s < results.size() && s < seats.size(); ++s) won[seats[s]] |= results[s] == int(Result::Win);
  if (won[0] && !won[1]) return PairingOutcome::AWins;
  if (won[1] && !won[0]) return PairingOutcome::BWins;
  return PairingOutcome::Draw;
}

namespace {

template <class Count>
int64_t sum_over(const std::vector<PairingResult>& pairings, Count count) {
  int64_t n = 0;
  for (const auto& p : pairings) n += count(p);
  return n;
}

}  // namespace

int64_t LadderRun::played() const { return sum_over(pairings, [](const PairingResult& p) { return p.played(); }); }
int64_t LadderRun::cut_off() const { return sum_over(pairings, [](const PairingResult& p) { return p.cut_off; }); }
int64_t LadderRun::errors() const { return sum_over(pairings, [](const PairingResult& p) { return p.errors; }); }

namespace {

LadderRun describe(const GameDef& game, const LadderOptions& o) {
  LadderRun run;
  run.game = game.name;
  run.players = game.setup.players;
  run.agents = o.agents;
  run.games_asked = o.games;
  run.games_per_pairing = ladder_games_per_pairing(o.games, game.setup.players);
  run.rotations = seat_rotations(game.setup.players);
  run.seed = o.seed;
  run.max_plies = o.max_plies > 0 ? o.max_plies : (game.setup.max_plies > 0 ? game.setup.max_plies : 1 << 30);
  run.opening = o.opening;
  for (const auto& [a, b] : ladder_pairings(int(o.agents.size()))) run.pairings.push_back({a, b});
  return run;
}

// The games of the run in the order they start: round g of every pairing, then round g + 1,
// so that a run stopped early has played every pairing about as often.
struct Slot {
  const PairingResult* pairing;
  int64_t g;
};

struct Played {
  PairingOutcome outcome = PairingOutcome::NotPlayed;
  std::string error;
  uint64_t line = 0;  // the moves played (GameRecord::line)
};

Played play_slot(Engine& engine, const LadderRun& run, const std::vector<AgentSpec>& agents, const Slot& slot) {
  const std::vector<int> seats = ladder_seats(run.players, slot.g);
  std::vector<AgentSpec> specs;
  for (int who : seats) specs.push_back(agents[size_t(who ? slot.pairing->b : slot.pairing->a)]);
  const GameRecord r = play_game(engine, ladder_seed(run.seed, slot.g, run.players), run.max_plies, specs, nullptr, run.opening);
  if (!r.error.empty()) return {PairingOutcome::Error, r.error};
  if (r.cut_off) return {PairingOutcome::CutOff, "", r.line};
  return {pairing_outcome(r.results, seats), "", r.line};
}

void count(PairingResult& p, PairingOutcome outcome) {
  p.a_wins += outcome == PairingOutcome::AWins, p.draws += outcome == PairingOutcome::Draw;
  p.b_wins += outcome == PairingOutcome::BWins, p.cut_off += outcome == PairingOutcome::CutOff;
  p.errors += outcome == PairingOutcome::Error;
}

// Keeps the first three distinct errors by game index: the same whatever the threads were.
void note_errors(std::vector<std::pair<int64_t, std::string>>& kept, const std::vector<std::pair<int64_t, std::string>>& more) {
  std::vector<std::pair<int64_t, std::string>> all = kept;
  all.insert(all.end(), more.begin(), more.end());
  std::sort(all.begin(), all.end());
  kept.clear();
  for (const auto& e : all)
    if (kept.size() < 3 && std::none_of(kept.begin(), kept.end(), [&](const auto& k) { return k.second == e.second; })) kept.push_back(e);
}

// What one thread played: sums and sets, which add up the same in any order.
struct ThreadShare {
  std::vector<PairingResult> pairings;
  std::vector<std::pair<int64_t, std::string>> errors;
  std::vector<std::vector<uint64_t>> lines;  // per pairing, of its games g < kLineSample

  void note(size_t pairing, int64_t g, const Played& p) {
    count(pairings[pairing], p.outcome);
    if (p.outcome != PairingOutcome::Error && g < kLineSample) lines[pairing].push_back(p.line);
  }

  void merge_into(LadderRun& run, std::vector<std::vector<uint64_t>>& all_lines) const {
    for (size_t i = 0; i < pairings.size(); ++i) {
      PairingResult& p = run.pairings[i];
      p.a_wins += pairings[i].a_wins, p.draws += pairings[i].draws, p.b_wins += pairings[i].b_wins;
      p.cut_off += pairings[i].cut_off, p.errors += pairings[i].errors;
      all_lines[i].insert(all_lines[i].end(), lines[i].begin(), lines[i].end());
    }
    note_errors(run.first_errors, errors);
  }
};

void count_lines(LadderRun& run, std::vector<std::vector<uint64_t>>& lines) {
  for (size_t i = 0; i < run.pairings.size(); ++i) {
    std::sort(lines[i].begin(), lines[i].end());
    run.pairings[i].lines_sampled = int64_t(lines[i].size());
    run.pairings[i].lines_distinct = std::unique(lines[i].begin(), lines[i].end()) - lines[i].begin();
  }
}

}  // namespace

LadderRun run_ladder(const std::shared_ptr<const GameDef>& game, const LadderOptions& o,
                     const std::function<void(int64_t, int64_t)>& progress) {
  LadderRun run = describe(*game, o);
  const int64_t pairs = int64_t(run.pairings.size()), total = pairs * run.games_per_pairing;
  std::vector<ThreadShare> shares(size_t(std::max(1, o.threads)), ThreadShare{run.pairings, {}, std::vector<std::vector<uint64_t>>(run.pairings.size())});
  const std::vector<AgentSpec> agents = parse_seats(run.agents);
  std::atomic<int64_t> next{0}, done{0};
  const auto start = std::chrono::steady_clock::now();
  auto worker = [&](ThreadShare& share) {
    std::unique_ptr<Engine> engine;
    std::string load_error;
    try {
      engine = std::make_unique<Engine>(game);
    } catch (const std::exception& e) {
      load_error = e.what();
    }
    for (int64_t k; !(o.stop && o.stop->load()) && (k = next++) < total;) {
      const Slot slot{&run.pairings[size_t(k % pairs)], k / pairs};
      const Played p = engine ? play_slot(*engine, run, agents, slot) : Played{PairingOutcome::Error, load_error};
      share.note(size_t(k % pairs), slot.g, p);
      if (!p.error.empty()) note_errors(share.errors, {{k, p.error}});
      if (progress) progress(++done, total);
    }
  };
  std::vector<std::thread> pool;
  for (size_t t = 1; t < shares.size(); ++t) pool.emplace_back(worker, std::ref(shares[t]));
  worker(shares[0]);
  for (auto& t : pool) t.join();
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::vector<std::vector<uint64_t>> lines(run.pairings.size());
  for (const auto& share : shares) share.merge_into(run, lines);
  count_lines(run, lines);
  run.interrupted = run.played() < total || (o.stop && o.stop->load());
  return run;
}

}  // namespace rb
