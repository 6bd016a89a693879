#include "analysis/playtest.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <climits>
#include <cmath>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <thread>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "agents/agent.h"
#include "core/board_chunks.h"
#include "engine/engine.h"
#include "engine/game_log.h"
#include "engine/game_session.h"
#include "engine/move_text.h"

namespace rb {

uint64_t game_seed(uint64_t run_seed, int64_t index) {
  const RngWords w = seed_rng(run_seed * 0x9E3779B97F4A7C15ull + uint64_t(index));
  return (uint64_t(w.s[0]) << 32) | w.s[1];
}

std::pair<int64_t, int64_t> shard_range(int64_t games, int shard, int shards) {
  // In 128 bits: 2^40 games times a shard number past 2^23 would overflow 64.
  const __int128 g = games;
  return {int64_t(g * (shard - 1) / shards), int64_t(g * shard / shards)};
}

namespace {

// Bit i set where a[i] != b[i], for i < n <= 64: four values at a time with SSE2 (every
// x86-64 has it), else one at a time.
uint64_t differing_bits(const int32_t* a, const int32_t* b, int32_t n) {
  uint64_t bits = 0;
  int32_t i = 0;
#ifdef __SSE2__
  for (; i + 4 <= n; i += 4) {
    const __m128i same = _mm_cmpeq_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(a + i)), _mm_loadu_si128(reinterpret_cast<const __m128i*>(b + i)));
    bits |= uint64_t(~_mm_movemask_ps(_mm_castsi128_ps(same)) & 0xF) << i;
  }
#endif
  for (; i < n; ++i) bits |= uint64_t(a[i] != b[i]) << i;
  return bits;
}

// Turns, rounds, board coverage and the race of scores, watched ply by ply.
struct GameWatch {
  GameWatch(GameRecord& record, const std::vector<int32_t>& initial) : rec(record), initial_props(initial) {}

  GameRecord& rec;
  const std::vector<int32_t>& initial_props;  // GameDef's spaces.prop_initial: a changed property reaches its space
  int last_mover = 0, leader = 0, estimate_leader = 0;
  uint32_t moved_this_round = 0;
  // A board's spaces 64 at a time: a word of bits says which are not reached yet.
  struct Chunk {
    int32_t first, size;  // its first space and how many (1 .. 64)
    int32_t block;        // its masks in the State (core/board_chunks.h), or -1 when the board keeps none
    uint64_t left;        // its spaces not reached yet
  };
  std::vector<Chunk> chunks;

  // Spaces are numbered board after board.
  void start(const GameDef& g, const State& s) {
    rec.occupied.assign(s.layout().spaces, 0);
    for (size_t b = 0; b < g.spaces.boards.size(); ++b) {
      const int32_t offset = g.spaces.board_offset[b], size = g.spaces.boards[b].size();
      const bool masks = has_chunks(g, s, int(b));
      for (int k = 0; k < chunk_count(size); ++k)
        chunks.push_back({offset + 64 * k, std::min(64, size - 64 * k), masks ? chunk_block(g, s, int(b), k) : -1, chunk_spaces(size, k)});
    }
    rec.max_behind.assign(size_t(s.players()), 0);
    rec.estimate_behind.assign(size_t(s.players()), 0);
    after_ply(s);
  }
  // A new turn by a player who already had one in this round starts the next round.
  void mover(int p) {
    if (p == last_mover) return;
    ++rec.turns;
    if (rec.rounds == 0 || (moved_this_round & (1u << (p - 1)))) ++rec.rounds, moved_this_round = 0;
    moved_this_round |= 1u << (p - 1);
    last_mover = p;
  }
  // A space is reached once it holds a piece or one of its properties leaves its initial
  // value (a game that keeps its pieces as numbers on the spaces, as Reversi does). Every
  // ply, so a chunk is read a word at a time: its masks, its properties four spaces at once.
  void after_ply(const State& s) {
    for (Chunk& c : chunks) {
      if (!c.left) continue;
      const uint64_t now = reached(s, c) & c.left;
      for (uint64_t x = now; x; x &= x - 1) rec.occupied[size_t(c.first + std::countr_zero(x))] = 1;
      c.left &= ~now;
    }
    scores(s);
  }
  // The chunk's spaces holding a piece (its masks, else space by space for those not
  // reached yet) or a property off its initial value.
  uint64_t reached(const State& s, const Chunk& c) const {
    uint64_t bits = 0;
    if (c.block >= 0) {
      bits = chunk_mask(s, c.block, 0);
    } else {
      for (uint64_t x = c.left; x; x &= x - 1)
        if (s.count(c.first + std::countr_zero(x)) > 0) bits |= x & (~x + 1);
    }
    const size_t spaces = rec.occupied.size();
    for (int p = 0; p < s.layout().space_props && (c.left & ~bits); ++p)
      bits |= differing_bits(s.prop_row(p) + c.first, initial_props.data() + size_t(p) * spaces + size_t(c.first), c.size);
    return bits;
  }
  void scores(const State& s) {
    const int n = s.players();
    int top = INT32_MIN, first = 0, at_top = 0;
    for (int p = 1; p <= n; ++p) {
      const int v = s.score(p);
      rec.scores_moved |= v != s.score(1);
      if (v > top) top = v, first = p, at_top = 1;
      else if (v == top) ++at_top;
    }
    for (int p = 1; p <= n && n > 1; ++p) rec.max_behind[size_t(p - 1)] = std::max(rec.max_behind[size_t(p - 1)], best_other(s, p) - s.score(p));
    if (at_top != 1) return;
    rec.lead_changes += leader != 0 && leader != first;
    leader = first;
  }
  // A search agent's standing of every player, in thousandths (integers: the tally adds them
  // exactly whatever the threads); the lead and the gaps as scores() finds them.
  void estimates(const std::vector<double>& standing) {
    if (standing.size() < 2) return;
    std::vector<int> v;
    for (double x : standing) v.push_back(int(std::lround(1000 * x)));
    rec.estimated = true;
    for (size_t p = 0; p < v.size(); ++p) rec.estimate_behind[p] = std::max(rec.estimate_behind[p], best_other(v, p) - v[p]);
    const auto top = std::max_element(v.begin(), v.end());
    if (std::count(v.begin(), v.end(), *top) != 1) return;
    const int first = int(top - v.begin()) + 1;
    rec.estimate_lead_changes += estimate_leader != 0 && estimate_leader != first;
    estimate_leader = first;
  }
  static int best_other(const std::vector<int>& v, size_t p) {
    int best = INT32_MIN;
    for (size_t q = 0; q < v.size(); ++q)
      if (q != p) best = std::max(best, v[q]);
    return best;
  }
  static int best_other(const State& s, int p) {
    int best = INT32_MIN;
    for (int q = 1; q <= s.players(); ++q)
      if (q != p) best = std::max(best, int(s.score(q)));
    return best;
  }
};

std::string reproduction(const Engine& engine, uint64_t seed, const std::vector<std::pair<int, Move>>& played) {
  std::string out = "\n  to reproduce: rulebook moves " + engine.game().source.files.back().string() + " --seed " + std::to_string(seed) + " --moves \"";
  for (size_t i = 0; i < played.size(); ++i)
    out += (i ? "; " : "") + std::to_string(played[i].first) + ": " + move_to_text(engine.game(), played[i].second, played[i].first);
  out += "\"";
  for (const auto& param : engine.game().setup.params)
    if (param.value != param.default_value) out += " --param " + param.name + "=" + param.value;
  return out;
}

// The line of play so far with one more move (FNV-1a over the player and the move).
uint64_t line_step(uint64_t line, int player, const Move& m) {
  uint64_t h = line ? line : 14695981039346656037ull;
  for (int64_t v : {int64_t(player), int64_t(m.action), int64_t(m.args[0]), int64_t(m.args[1]), int64_t(m.args[2])})
    h = (h ^ uint64_t(v)) * 1099511628211ull;
  return h;
}

}  // namespace

GameRecord play_game(Engine& engine, uint64_t seed, int max_plies, const std::vector<AgentSpec>& seats,
                     GameSession* recorded, int opening) {
  GameRecord rec;
  GameWatch watch{rec, engine.game().spaces.prop_initial};
  const AgentSpec random{"random", {}};
  std::vector<std::unique_ptr<Agent>> agents;
  for (int p = 0; p < engine.game().setup.players; ++p)
    agents.push_back(make_agent(seats.empty() ? random : seats[p % seats.size()], seed ^ (0x5DEECE66Dull * uint64_t(p + 1))));
  const std::unique_ptr<Agent> opener = opening > 0 ? make_agent(random, seed ^ 0x9E3779B97F4A7C15ull) : nullptr;
  MoveList legal;
  std::vector<std::pair<int, Move>> played;  // to say how to reproduce an error
  try {
    State s = recorded ? recorded->now() : engine.new_game(seed);
    watch.start(engine.game(), s);
    while (!s.terminal() && s.ply() < max_plies) {
      const int p = s.first_to_move();
      engine.legal_moves(s, p, legal);
      if (legal.empty()) throw RuleError("player " + std::to_string(p) + " has no legal move but the game is not over (ply " + std::to_string(s.ply()) + ")");
      rec.branching.push_back(legal.size());
      watch.mover(p);
      Agent& agent = s.ply() < opening ? *opener : *agents[p - 1];
      played.emplace_back(p, agent.choose(engine, s, p, legal));
      watch.estimates(agent.standing());
      rec.actions.emplace_back(p, played.back().second.action);
      rec.line = line_step(rec.line, p, played.back().second);
      if (recorded) recorded->play_chosen(p, played.back().second), s = recorded->now();
      else engine.apply_unchecked(s, p, played.back().second);
      watch.after_ply(s);
    }
    rec.end_reason = s.end_reason();
    rec.cut_off = !s.terminal() || s.cut_off();  // by the engine's cap, or by a cap the rules declare
    rec.plies = s.ply();
    for (int p = 1; p <= s.players(); ++p) rec.results.push_back(int(s.result(p))), rec.scores.push_back(s.score(p));
  } catch (const std::exception& e) {
    rec.error = std::string(e.what()) + reproduction(engine, seed, played);
  }
  return rec;
}

namespace {

PlaytestStats describe(const GameDef& game, const PlaytestOptions& o) {
  PlaytestStats st;
  st.game = game.name;
  st.players = game.setup.players;
  st.cooperative = game.setup.cooperative;
  st.games = o.games;
  st.seed = o.seed;
  st.opening = o.opening;
  st.shard = o.shard, st.shards = o.shards;
  for (int p = 0; p < st.players; ++p) st.agents.push_back(o.seats.empty() ? "random" : o.seats[p % o.seats.size()]);
  st.rotate = o.rotate;
  st.space_names = game.spaces.names;
  st.tally.seats.resize(size_t(st.players));
  st.tally.seat(st.agents);
  st.tally.space_games.assign(game.spaces.names.size(), 0);
  return st;
}

// Game i played through a GameSession, its record written as DIR/game_<i>.jsonl (the moves
// so far when a rule error stops it); a log that cannot be written is the game's error.
GameRecord play_recorded(const std::shared_ptr<Engine>& engine, uint64_t seed, int64_t i, int cap,
                         const std::vector<AgentSpec>& seats, const PlaytestOptions& o) {
  RecordedGame header = log_header(engine->game(), seed);
  std::optional<GameSession> session;
  try {
    session.emplace(engine, header);
  } catch (const std::exception&) {  // the setup failed: play_game says how, with how to reproduce it
  }
  GameRecord r = play_game(*engine, seed, cap, seats, session ? &*session : nullptr, o.opening);
  try {
    save_game_log((std::filesystem::path(o.record_dir) / ("game_" + std::to_string(i) + ".jsonl")).string(),
                  session ? session->record() : header);
  } catch (const std::exception& e) {
    if (r.error.empty()) r.error = e.what();
  }
  return r;
}

// The seats' agents of each rotation k (game i plays rotation i mod distinct_seatings with
// --rotate, rotation 0 without): seat p gets the agent of seat (p + k) mod players.
std::vector<std::vector<AgentSpec>> rotations(const PlaytestStats& st, const PlaytestOptions& o) {
  const std::vector<AgentSpec> seats = parse_seats(st.agents);
  std::vector<std::vector<AgentSpec>> out(o.rotate ? size_t(distinct_seatings(st.agents)) : 1);
  for (size_t k = 0; k < out.size(); ++k)
    for (size_t p = 0; p < seats.size(); ++p) out[k].push_back(seats[(p + k) % seats.size()]);
  return out;
}

std::vector<std::string> action_names(const GameDef& game) {
  std::vector<std::string> names;
  for (const auto& a : game.actions.list) names.push_back(a.name);
  return names;
}

}  // namespace

int64_t distinct_seatings(const std::vector<std::string>& seats) {
  const size_t n = seats.size();
  for (size_t k = 1; k < n; ++k) {
    if (n % k != 0) continue;
    bool repeats = true;
    for (size_t p = 0; p < n && repeats; ++p) repeats = seats[p] == seats[(p + k) % n];
    if (repeats) return int64_t(k);
  }
  return int64_t(std::max<size_t>(n, 1));
}

PlaytestStats run_playtest(const std::shared_ptr<const GameDef>& game, const PlaytestOptions& o,
                           const std::function<void(int64_t, int64_t)>& progress) {
  PlaytestStats st = describe(*game, o);
  const auto range = shard_range(o.games, o.shard, o.shards);  // plain names: lambdas below capture them
  const int64_t first = range.first, last = range.second;
  const int cap = o.max_plies > 0 ? o.max_plies : (game->setup.max_plies > 0 ? game->setup.max_plies : int(kMaxRunPlies));
  st.max_plies = cap;
  const std::vector<std::string> names = action_names(*game);
  const std::vector<std::vector<AgentSpec>> seatings = rotations(st, o);
  std::atomic<int64_t> next{first}, done{0};
  std::vector<RunTally> tallies(size_t(std::max(1, o.threads)), st.tally);
  const auto start = std::chrono::steady_clock::now();
  // A game whose rules do not load fails every game it plays, never the process.
  auto worker = [&](RunTally& tally) {
    std::shared_ptr<Engine> engine;
    std::string load_error;
    try {
      engine = std::make_shared<Engine>(game);
    } catch (const std::exception& e) {
      load_error = e.what();
    }
    // Each game is tallied once the next has started, so that the last can carry what the
    // end-of-run check finds: rule state that the games kept in Lua.
    std::optional<GameRecord> held;
    for (int64_t i; !(o.stop && o.stop->load()) && (i = next++) < last;) {
      GameRecord r;
      // Rotated, each seed is played once in every distinct seating (games i .. i + rotations - 1 share it).
      const int64_t rotations = int64_t(seatings.size());
      const int k = int(i % rotations);
      const uint64_t seed = game_seed(o.seed, i / rotations);
      if (!engine) r.error = load_error;
      else if (o.record_dir.empty()) r = play_game(*engine, seed, cap, seatings[size_t(k)], nullptr, o.opening);
      else r = play_recorded(engine, seed, i, cap, seatings[size_t(k)], o);
      r.index = i, r.rotation = k;
      if (held) tally.add(*held, names, game->setup.cooperative);
      held = std::move(r);
      if (progress) progress(++done, last - first);
    }
    if (!held) return;
    const std::string changed = engine ? engine->changed_by_games() : "";
    if (!changed.empty())
      held->error += (held->error.empty() ? "" : "; and ") + changed + "; rule state belongs in the State: declare a variable";
    tally.add(*held, names, game->setup.cooperative);
  };
  std::vector<std::thread> pool;
  for (size_t t = 1; t < tallies.size(); ++t) pool.emplace_back(worker, std::ref(tallies[t]));
  worker(tallies[0]);
  for (auto& t : pool) t.join();
  st.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  for (size_t t = 1; t < tallies.size(); ++t) tallies[0].merge(tallies[t]);
  st.tally = std::move(tallies[0]);
  st.interrupted = st.tally.games < last - first || (o.stop && o.stop->load());  // even a stop before any game
  return st;
}

}  // namespace rb
