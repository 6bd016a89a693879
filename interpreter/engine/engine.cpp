#include "engine/engine.h"

#include "engine/move_text.h"

#include "core/declared_effects.h"

#include <algorithm>

#include "core/suggest.h"

namespace rb {

Engine::Engine(std::shared_ptr<const GameDef> game, SandboxLimits limits)
    : game_(game), rules_(std::move(game), limits),
      has_moves_(rules_.has_moves()), has_apply_(rules_.has_apply()) {}

State Engine::new_game(uint64_t seed, Chance* chance) {
  State s;
  restart(s, seed, chance);
  return s;
}

void Engine::restart(State& s, uint64_t seed, Chance* chance) {
  const RngWords w = seed_rng(seed);
  if (start_) {
    rules_.check_between_games();
    s = *start_;
    std::copy(w.s, w.s + 4, s.rng());
    return;
  }
  s = State(*game_);
  std::copy(w.s, w.s + 4, s.rng());
  const uint64_t chance_calls = rules_.chance_calls();
  rules_.setup(s, chance ? *chance : no_chance_);
  if (!s.terminal() && s.to_move() == 0)
    throw RuleError(game_->source.rules_file + ": setup() did not say whose turn it is (call s:set_turn)");
  // No chance method called: the seed, forced outcomes and the transcript played no part.
  if (rules_.chance_calls() == chance_calls) start_ = s;
}

void Engine::legal_moves(const State& state, int player, MoveList& out) {
  out.clear();
  if (state.terminal() || player < 1 || player > state.players() || !state.may_move(player)) return;
  if (!game_->actions.patterns.empty()) add_pattern_moves(*game_, state, player, out);
  if (has_moves_) rules_.moves(state, player, out);
}

void Engine::apply_unchecked(State& state, int player, const Move& move, Chance* chance) {
  state.set_to_move(0);  // apply() must say who decides next; the check below holds it to that
  const bool declared = size_t(move.action) < game_->actions.declared.size() && game_->actions.declared[size_t(move.action)].declared();
  bool next_turn = false;
  if (declared) {
    apply_declared(*game_, state, player, move);
    next_turn = game_->actions.declared[size_t(move.action)].next_turn;
  }
  if (!state.terminal() && has_apply_ && !next_turn) {
    rules_.apply(state, player, move, chance ? *chance : no_chance_);
  } else if (!state.terminal()) {
    state.set_to_move(1u << (player < state.players() ? player : 0));  // no apply(): the next player in order (no division on the path from one ply to the next)
  }
  state.set_ply(state.ply() + 1);
  if (!state.terminal() && state.to_move() == 0)
    throw RuleError(game_->source.rules_file + ": apply() left nobody to move and did not end the game; call s:set_turn(next) "
                    "or end it with s:win, s:end_draw, s:end_ranked or s:end_team (in apply)");
}

std::string Engine::apply_checked(State& state, int player, const Move& move, Chance* chance) {
  if (state.terminal()) return "the game is over";
  if (player < 1 || player > state.players()) return "there is no player " + std::to_string(player);
  if (!state.may_move(player)) return "it is not player " + std::to_string(player) + "'s decision";
  legal_moves(state, player, scratch_);
  if (!scratch_.contains(move)) {
    std::string legal;
    for (const Move& m : scratch_) legal += (legal.empty() ? "" : ", ") + move_to_text(*game_, m, player);
    return "'" + move_to_text(*game_, move, player) + "' is not a legal move; legal moves: " + (legal.empty() ? "(none)" : legal);
  }
  apply_unchecked(state, player, move, chance);
  return "";
}

}  // namespace rb

namespace rb {

namespace {

// Legal moves nearest to `text`: the same action first, then by edit distance.
std::vector<std::string> nearest(const GameDef& g, const MoveList& legal, const Move& move, int player, size_t count) {
  const std::string text = move_to_text(g, move, player);
  std::vector<std::pair<int, std::string>> ranked;
  for (const Move& m : legal) {
    const std::string t = move_to_text(g, m, player);
    ranked.emplace_back(edit_distance(text, t) + (m.action == move.action ? 0 : 100), t);
  }
  std::sort(ranked.begin(), ranked.end());
  std::vector<std::string> out;
  for (size_t i = 0; i < ranked.size() && i < count; ++i) out.push_back(ranked[i].second);
  return out;
}

}  // namespace

std::string Engine::why_illegal(const State& state, int player, const Move& move) {
  if (state.terminal()) return "the game is over";
  if (player < 1 || player > state.players()) return "there is no player " + std::to_string(player);
  if (!state.may_move(player)) {
    const int who = state.first_to_move();
    return "it is not player " + std::to_string(player) + "'s decision" + (who ? " (player " + std::to_string(who) + " decides now)" : "");
  }
  legal_moves(state, player, scratch_);
  if (scratch_.contains(move)) return "";
  std::string reason = rules_.explain(state, player, move);
  if (reason.empty()) reason = "it is not among the legal moves";
  std::string near;
  for (const auto& t : nearest(*game_, scratch_, move, player, 5)) near += (near.empty() ? "" : ", ") + t;
  return reason + (near.empty() ? "; there are no legal moves" : "; nearest legal moves: " + near);
}

}  // namespace rb
