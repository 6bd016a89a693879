// A native baseline held to its interpreted game move for move: a random game is played in
// the native program, each of its moves is written as the move text the engine reads, and
// the engine must list as many legal moves, accept the move, and end the game as the
// native program does, with the same result.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "core/rng.h"
#include "engine/engine.h"
#include "engine/move_text.h"
#include "load/game_loader.h"

namespace rb::native {

template <class Game, class MoveText>
void expect_lockstep(const std::string& folder, uint64_t seed, MoveText text_of) {
  Engine engine(load_game(LoadRequest{std::string(RULEBOOK_SOURCE_DIR) + "/games/" + folder, {}, {}}));
  State state = engine.new_game(1);
  Game game;
  RngWords rng = seed_rng(seed);
  typename Game::Move moves[Game::kMaxMoves];
  MoveList legal;
  for (int ply = 0;; ++ply) {
    const int player = state.first_to_move(), n = legal_moves(game, moves);
    if (player > 0) engine.legal_moves(state, player, legal);
    ASSERT_EQ(player > 0 ? legal.size() : 0, n) << "seed " << seed << ", ply " << ply;
    if (n == 0) break;
    const typename Game::Move chosen = moves[rng_below(rng.s, uint32_t(n))];
    const std::string text = text_of(chosen);
    std::string error;
    const auto move = parse_move(engine.game(), text, player, error);
    ASSERT_TRUE(move) << text << ": " << error;
    ASSERT_EQ(engine.apply_checked(state, player, *move), "") << "seed " << seed << ", ply " << ply << ": " << text;
    play(game, chosen);
  }
  ASSERT_TRUE(state.terminal()) << "seed " << seed;
  for (int side = 0; side < 2; ++side) {
    const Result expected = game.winner < 0 ? Result::Draw : game.winner == side ? Result::Win : Result::Loss;
    EXPECT_EQ(state.result(side + 1), expected) << "seed " << seed << ", player " << side + 1;
  }
}

}  // namespace rb::native
