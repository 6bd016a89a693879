// Target: move text as a player types it. The first byte picks the game (Forage or
// Potluck) and the player (-1 to 6, so also ones who do not exist), the second one of
// eight positions a few plies apart; the rest is the text. A move that reads must read
// back the same from its canonical text; then the engine judges it.
#pragma once

#include <array>
#include <vector>

#include "../fuzz_support.h"
#include "engine/move_text.h"

namespace rb::fuzz {

inline constexpr int kPositions = 8;

// Positions 0..7 plies into a game from seed 1, each ply the middle legal move.
inline const std::vector<State>& positions(Shipped& g) {
  static std::map<const GameDef*, std::vector<State>> cache;
  auto& out = cache[g.game.get()];
  if (!out.empty()) return out;
  State s = g.engine->new_game(1);
  MoveList moves;
  for (int k = 0; k < kPositions; ++k) {
    out.push_back(s);
    const int p = s.first_to_move();
    g.engine->legal_moves(s, p, moves);
    if (!moves.empty()) g.engine->apply_unchecked(s, p, moves[moves.size() / 2]);
  }
  return out;
}

// Returns what the text gets: its reading error, why the engine refuses the move, or "".
inline std::string feed_move_text(std::string_view input) {
  if (input.size() < 2) return "too short";
  static const std::array<const char*, 2> kGames = {"forage", "potluck"};
  Shipped& g = shipped(kGames[uint8_t(input[0]) & 1]);
  const int player = int((uint8_t(input[0]) >> 1) & 7) - 1;
  State state = positions(g)[uint8_t(input[1]) % kPositions];
  const std::string text(input.substr(2));
  std::string error;
  const auto move = parse_move(*g.game, text, player, error);
  if (!move) return error;
  const std::string canonical = move_to_text(*g.game, *move, player);
  const auto again = parse_move(*g.game, canonical, player, error);
  if (!again || *again != *move) finding("'" + text + "' reads, but its text '" + canonical + "' does not read back the same");
  try {
    const std::string why = g.engine->why_illegal(state, player, *move);
    const std::string refused = g.engine->apply_checked(state, player, *move);
    return why.empty() ? refused : why;
  } catch (const std::exception& e) {
    return e.what();  // a rules error: the rules' to answer for, not the text's
  }
}

}  // namespace rb::fuzz
