#include "native_games.h"

#include "ataxx.h"
#include "breakthrough.h"
#include "connect_four.h"
#include "draughts.h"
#include "gomoku.h"
#include "hex.h"
#include "reversi.h"
#include "tictactoe.h"

namespace rb::native {

// Compiled in each game's .cpp, where its move generator is inlined into the playout.
extern template PlayoutResult random_playout<Ataxx>(uint64_t);
extern template PlayoutResult random_playout<Breakthrough>(uint64_t);
extern template PlayoutResult random_playout<ConnectFour>(uint64_t);
extern template PlayoutResult random_playout<Draughts>(uint64_t);
extern template PlayoutResult random_playout<Gomoku>(uint64_t);
extern template PlayoutResult random_playout<Hex>(uint64_t);
extern template PlayoutResult random_playout<Reversi>(uint64_t);
extern template PlayoutResult random_playout<TicTacToe>(uint64_t);

namespace {

template <class Game>
uint64_t perft_from_start(int depth) {
  return perft(Game{}, depth);
}

template <class Game>
constexpr NativeGame entry(std::string_view folder) {
  return NativeGame{folder, sizeof(Game), &random_playout<Game>, &perft_from_start<Game>};
}

constexpr NativeGame kGames[] = {
    entry<Ataxx>("ataxx"),
    entry<Breakthrough>("breakthrough"),
    entry<ConnectFour>("connect4"),
    entry<Draughts>("draughts"),
    entry<Gomoku>("gomoku"),
    entry<Hex>("hex"),
    entry<Reversi>("reversi"),
    entry<TicTacToe>("tictactoe"),
};

}  // namespace

std::span<const NativeGame> native_games() { return kGames; }

const NativeGame* find_native_game(std::string_view folder) {
  for (const NativeGame& g : kGames)
    if (g.folder == folder) return &g;
  return nullptr;
}

}  // namespace rb::native
