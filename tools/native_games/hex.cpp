#include "hex.h"

namespace rb::native {
namespace {

constexpr int kN = Hex::kSize;

int root(Hex& h, int x) {
  while (h.parent[x] != x) x = h.parent[x] = h.parent[h.parent[x]];
  return x;
}

void join(Hex& h, int a, int b) { h.parent[root(h, a)] = uint8_t(root(h, b)); }

// Puts a stone of `side` on `cell` and joins it to its own neighbours and edges.
void place(Hex& h, int cell, int side) {
  constexpr int kNear[6][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}};
  h.empty[cell / 64] &= ~(1ull << (cell % 64));
  h.stone[cell] = uint8_t(side + 1);
  const int c = cell % kN, r = cell / kN;
  for (const auto& d : kNear) {
    const int nc = c + d[0], nr = r + d[1];
    if (nc >= 0 && nc < kN && nr >= 0 && nr < kN && h.stone[nc + kN * nr] == side + 1) join(h, cell, nc + kN * nr);
  }
  const int along = side == 0 ? r : c;  // red joins the rows, blue the columns
  if (along == 0) join(h, cell, Hex::kEdge + 2 * side);
  if (along == kN - 1) join(h, cell, Hex::kEdge + 2 * side + 1);
}

// The swap: red's one stone taken off, a blue one on its mirror image.
void swap_first_stone(Hex& h) {
  int cell = 0;
  while (h.stone[cell] == 0) ++cell;
  const int mirror = cell / kN + kN * (cell % kN);
  h.stone[cell] = 0;
  h.empty[cell / 64] |= 1ull << (cell % 64);
  for (int i = 0; i < Hex::kCells + 4; ++i) h.parent[i] = uint8_t(i);  // it was the only stone
  place(h, mirror, 1);
}

}  // namespace

Hex::Hex() {
  for (int i = 0; i < kCells + 4; ++i) parent[i] = uint8_t(i);
}

int legal_moves(const Hex& h, uint8_t* out) {
  if (h.winner >= 0) return 0;
  int n = 0;
  for (int w = 0; w < 2; ++w)
    for (uint64_t bits = h.empty[w]; bits; bits &= bits - 1) out[n++] = uint8_t(64 * w + __builtin_ctzll(bits));
  if (h.plies == 1) out[n++] = Hex::kSwap;
  return n;
}

void play(Hex& h, uint8_t move) {
  ++h.plies;
  if (move == Hex::kSwap) {
    swap_first_stone(h);
  } else {
    place(h, move, h.side);
    if (root(h, Hex::kEdge + 2 * h.side) == root(h, Hex::kEdge + 2 * h.side + 1)) h.winner = h.side;
  }
  h.side ^= 1;
}

// The playout the registry (native_games.cpp) hands to bench, compiled where play inlines.
template PlayoutResult random_playout<Hex>(uint64_t);

}  // namespace rb::native
