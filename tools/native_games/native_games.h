// The registry of native baselines: which reference game under games/ each hand-written
// program plays, so that `rulebook bench` pairs a benched game with its program by the
// name of the game's folder.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "perft_and_playout.h"

namespace rb::native {

struct NativeGame {
  std::string_view folder;                  // games/<folder>/game.yaml, default parameters
  size_t state_bytes = 0;                   // the size of the program's whole game state
  PlayoutResult (*playout)(uint64_t seed);  // one random playout from the start
  uint64_t (*perft)(int depth);             // leaf nodes `depth` plies below the start
};

// Every native game, in the order of their folders' names.
std::span<const NativeGame> native_games();
// The program that plays games/<folder>, or nullptr when there is none.
const NativeGame* find_native_game(std::string_view folder);

}  // namespace rb::native
