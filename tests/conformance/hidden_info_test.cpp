// Hidden information, attacked: pairs of States that differ only in what a player may
// not see must look the same to that player: the same observation, the same legal moves
// and the same bot decision. Pairs come from random playouts of every game and variant:
//  - the State's generator reseeded (future chance is hidden from everyone);
//  - another player's secret choice in a simultaneous decision made differently.
#include <gtest/gtest.h>

#include <bit>
#include <filesystem>
#include <map>

#include "agents/agent.h"
#include "agents/random_agent.h"
#include "engine/engine.h"
#include "engine/move_text.h"
#include "engine/state_diff.h"
#include "engine/state_json.h"
#include "load/game_discovery.h"
#include "load/game_loader.h"
#include "../support/sanitized_build.h"
#include "../support/shipped_games.h"

namespace rb {
namespace {

// Three playouts of each variant; one in the sanitizer build (support/sanitized_build.h).
constexpr int kPlayouts = test::per_build(3, 1), kEvery = 3, kMaxPositions = 60;

std::vector<Move> legal_of(Engine& engine, const State& s, int p) {
  MoveList list;
  engine.legal_moves(s, p, list);
  return {list.begin(), list.end()};
}

std::string listed(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += "\n  " + l;
  return out;
}

struct PairChecker {
  Engine& engine;
  const GameDef& g = engine.game();
  int pairs = 0;

  // `a` and `b` must look the same to player p; `what` says how the pair was made.
  void expect_same_for(const State& a, const State& b, int p, const std::string& what) {
    ++pairs;
    const auto oa = observe(g, a, p), ob = observe(g, b, p);
    if (oa != ob) ADD_FAILURE() << what << ": player " << p << " sees a difference:" << listed(describe_changes(oa, ob));
    const auto la = legal_of(engine, a, p), lb = legal_of(engine, b, p);
    EXPECT_TRUE(la == lb) << what << ": player " << p << "'s legal moves differ";
    if (la != lb || la.empty()) return;
    for (const auto& name : agent_names()) {
      if (name == "script" && !engine.has_bot()) continue;  // a game without its own bot
      if (!find_agent_info(name)->preset.empty()) continue;  // a preset is one of the others, tuned
      const bool search = name == "mcts" || name == "ismcts";
      expect_same_decision(a, b, p, search ? name + ":iterations=8,playout=40" : name, what);  // small: every game
    }
  }

  void expect_same_decision(const State& a, const State& b, int p, const std::string& name, const std::string& what) {
    MoveList list;
    engine.legal_moves(a, p, list);
    auto bot_a = make_agent(name, 99), bot_b = make_agent(name, 99);
    const Move ma = bot_a->choose(engine, a, p, list), mb = bot_b->choose(engine, b, p, list);
    EXPECT_TRUE(ma == mb) << what << ": agent " << name << " for player " << p << " chose " << move_to_text(g, ma, p)
                          << " on one State and " << move_to_text(g, mb, p) << " on the other";
  }

  void check_reseeded_rng(const State& s, const std::string& at) {
    State t = s;
    for (int i = 0; i < 4; ++i) t.rng()[i] ^= 0x9e3779b9u * uint32_t(i + 1);
    for (int p = 1; p <= s.players(); ++p) expect_same_for(s, t, p, at + ", generator reseeded");
  }

  // Each of q's moves that leaves the same players deciding must look the same to the others.
  void check_secret_choices(const State& s, const std::string& at) {
    if (std::popcount(s.to_move()) < 2) return;
    for (int q = 1; q <= s.players(); ++q) {
      if (!s.may_move(q)) continue;
      std::map<uint32_t, State> first_by_turn;
      for (const Move& m : legal_of(engine, s, q)) {
        State after = s;
        engine.apply_unchecked(after, q, m);
        auto [it, fresh] = first_by_turn.emplace(after.to_move(), after);
        if (fresh) continue;
        for (int p = 1; p <= s.players(); ++p)
          if (p != q) expect_same_for(it->second, after, p, at + ", player " + std::to_string(q) + " chose " + move_to_text(g, m, q));
      }
    }
  }
};

class HiddenInfo : public testing::TestWithParam<std::string> {};

TEST_P(HiddenInfo, WhatAPlayerMayNotSeeChangesNothingTheyGet) {
  auto game = load_game(LoadRequest{GetParam(), {}, {}});
  Engine engine(game);
  PairChecker check{engine};
  for (int i = 0; i < kPlayouts; ++i) {
    RandomAgent agent(uint64_t(i + 1));
    State s = engine.new_game(uint64_t(1000 + i));
    MoveList legal;
    for (int n = 0; n < kMaxPositions * kEvery && !s.terminal() && s.ply() < game->setup.max_plies; ++n) {
      const std::string at = "seed " + std::to_string(1000 + i) + " ply " + std::to_string(s.ply());
      if (n % kEvery == 0) check.check_reseeded_rng(s, at), check.check_secret_choices(s, at);
      if (testing::Test::HasFailure()) return;
      const int p = s.first_to_move();
      engine.legal_moves(s, p, legal);
      if (legal.empty()) break;
      engine.apply_unchecked(s, p, agent.choose(legal));
    }
  }
  EXPECT_GT(check.pairs, 0);
}

INSTANTIATE_TEST_SUITE_P(Games, HiddenInfo, testing::ValuesIn(shipped_games()), shipped_game_name);

}  // namespace
}  // namespace rb
