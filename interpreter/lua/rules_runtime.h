// The rules of one game running in one sandboxed Lua state. One per thread: it is
// reused for every State of that thread, and holds no game state of its own.
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/chance.h"
#include "core/game_def.h"
#include "core/move.h"
#include "core/state.h"

namespace rb {

// A Lua error, a runaway script or a broken contract, with file:line and entry point.
struct RuleError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct SandboxLimits {
  int64_t milliseconds = 2000;  // CPU time of the calling thread per call into the rules (and for loading them)
  size_t memory = 256u << 20;   // bytes for the whole Lua state
};

// Where the rules spent their time while profiling: the time between samples taken every
// few Lua instructions, by the line running at the sample (calls into the runtime count
// for the line that made them).
struct RulesProfile {
  struct Line {
    std::string file;             // the rules file or module
    int line = 0;                 // the line
    int function_line = 0;        // the line its function is defined on (0: the main chunk)
    double seconds = 0;
    int64_t bytes = 0;            // Lua memory allocated on it (tables, closures, strings)
  };
  std::vector<Line> lines;        // every line sampled or allocating, most time first
  struct Call {
    std::string name;             // "s:prop", "list:slides_from", "rb.step", "ipairs", "a for loop's next step"
    double seconds = 0;           // inside it (also in its line's time), less the rules' Lua it called back
    int64_t calls = 0;
  };
  std::vector<Call> calls;        // the C functions the rules called, most time first
  double call_floor_seconds = 0;  // of each call's time, the profiler's own (an empty function's)
  double seconds = 0;             // from start to end of the profile, less the profiler's own time
  double in_rules = 0;            // of which inside calls into the rules
};

class RulesRuntime {
 public:
  RulesRuntime(std::shared_ptr<const GameDef> game, SandboxLimits limits = {});
  ~RulesRuntime();
  RulesRuntime(const RulesRuntime&) = delete;
  RulesRuntime& operator=(const RulesRuntime&) = delete;

  const GameDef& game() const { return *game_; }
  void setup(State& state, Chance& chance);
  // What setup() checks before it runs: the rule state the last games kept in Lua (the
  // locals every game, the tables at spaced intervals), a RuleError when there was any. For
  // a caller that starts a game from a position setup() made before, without calling it.
  void check_between_games();
  // Calls into the rules so far (setup, moves, apply and the agents' entry points).
  uint64_t calls() const;
  // Calls of a chance method (s:roll, s:random, s:shuffle, s:draw, math.random) so far,
  // whether the outcome was forced or drawn.
  uint64_t chance_calls() const;
  void moves(const State& state, int player, MoveList& out);
  void apply(State& state, int player, const Move& move, Chance& chance);
  // The rules' own reason a move is not legal: the optional explain(s, player, action, ...)
  // entry point; "" when the game has none or it gives none.
  std::string explain(const State& state, int player, const Move& move);
  // The optional invariant(s) entry point: "" when it holds (or the game has none), else
  // the rules' message saying what is broken.
  std::string check_invariant(const State& state);
  bool has_invariant() const;
  // Whether the rules define moves(); optional when the game declares movement patterns.
  bool has_moves() const;
  // Whether the rules define apply(); optional when every action declares its effects.
  bool has_apply() const;
  // The optional evaluate(s, player) entry point: how good `state` is for `player`, from
  // 0 (lost) to 1 (won); search agents score a cut-off playout with it. A game may define
  // evaluate_all(s) instead (or as well): every player's value in one call, a list indexed
  // by player, for games that work out everyone's standing to judge anyone's. Each of
  // these two answers from whichever the rules define, evaluate_all first for every player,
  // evaluate first for one.
  bool has_evaluate() const;  // either is defined
  bool has_evaluate_all() const;
  double evaluate(const State& state, int player);
  void evaluate_all(const State& state, std::vector<double>& out);
  // Where the rules define both: "" when they agree on `state`, else which player's values
  // differ and how, positioned at evaluate_all (lint asks on random positions).
  std::string evaluate_disagreement(const State& state);
  // The optional prior(s, player, action, a1, a2, a3) entry point: how promising a legal
  // move looks before any search, from 0 (only when nothing else is left) up to kMaxPrior;
  // agents draw rollout moves in proportion to it and try likely moves first.
  // A game may define prior_all(s, player, list) instead (or as well): one call for a
  // whole list of moves, returning a list of their priors in order (list:count() and
  // list:move(i) read it), for games that judge several moves from what they share. Each
  // answers from whichever the rules define, prior_all first for a list, prior first for one.
  static constexpr double kMaxPrior = 1e6;
  bool has_prior() const;  // either is defined
  bool has_prior_all() const;
  double prior(const State& state, int player, const Move& move);
  void prior_all(const State& state, int player, const MoveList& moves, std::vector<double>& out);
  // Where the rules define both: "" when prior() agrees with `all`, what prior_all() said of
  // `moves`, else which move's priors differ and how, positioned at prior_all (lint asks on
  // random positions).
  std::string prior_disagreement(const State& state, int player, const MoveList& moves, const std::vector<double>& all);
  // The optional bot(s, player, moves) entry point, the game's own scripted agent: the
  // index (from 0) of its choice among `moves`, given as move texts.
  bool has_bot() const;
  int bot(const State& state, int player, const std::vector<std::string>& moves);

  // Rule state kept in Lua: a module-level local or an entry of a module-level table that
  // a game changed. Each is put back as loaded, and the first is named ("" when none).
  // setup() checks the locals every game and the tables at spaced intervals; a run that
  // plays many games calls this at its end.
  std::string changed_by_games();

  // Profiling, for designers tuning their rules: from start_profile() on, the Lua VM
  // stops every few instructions to note the running line, and at every call and return
  // to time each C function the rules call (slower while it runs); take_profile() stops
  // it and says where the time went.
  void start_profile();
  RulesProfile take_profile();
  // Bytes the Lua state has allocated so far: tables, closures and strings the rules made
  // (garbage to collect, when made on every move).
  uint64_t lua_bytes_allocated() const;
  // Lists of moves() answered from what s:has_moves listed in the same position
  // (lua/moves_memo.h), rather than by calling moves() again.
  uint64_t moves_recalled() const;

  // The names rules may use: rb.* fields, State methods, move list methods (for lint).
  struct ApiNames {
    std::vector<std::string> module, state, list;
  };
  static ApiNames api_names(const GameDef& game);

  struct Impl;  // defined in lua/runtime_impl.h, for the bindings

 private:
  std::shared_ptr<const GameDef> game_;
  std::unique_ptr<Impl> impl_;
};

}  // namespace rb
