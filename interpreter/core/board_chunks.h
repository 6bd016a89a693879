// The masks of a board of more than 64 spaces: Layout::compute gives such a board (up to
// kChunkedBoardSpaces spaces) a block of masks per 64 of its spaces, laid out as a small
// board's one block (any component, then one per owner), so State's put and remove keep
// them and owner_on and sides_on read them alike. Chunk k holds the board's local spaces
// 64k .. 64k + 63, bit i its space 64k + i. Here they are read a chunk at a time, for
// listings and endings that go over the whole board.
#pragma once

#include <cstdint>

#include "core/game_def.h"
#include "core/state.h"

namespace rb {

constexpr int32_t kChunkedBoardSpaces = 1024;

inline int32_t chunk_count(int32_t board_size) { return (board_size + 63) / 64; }

// Whether the board keeps masks in chunks (a board of 1 .. 64 spaces has one chunk).
inline bool has_chunks(const GameDef& g, const State& s, int board) {
  return g.spaces.boards[size_t(board)].size() > 0 && s.layout().zone_block[size_t(g.spaces.board_offset[size_t(board)])] >= 0;
}

// The first word of chunk k's block of board `board` (has_chunks).
inline int32_t chunk_block(const GameDef& g, const State& s, int board, int k) {
  return s.layout().zone_block[size_t(g.spaces.board_offset[size_t(board)] + 64 * k)];
}

// A mask of the block at `block`: which 0 for any component, 1 + o for owner o's.
inline uint64_t chunk_mask(const State& s, int32_t block, int which) {
  const int32_t* w = s.words().data() + block + 2 * which;
  return uint64_t(uint32_t(w[0])) | uint64_t(uint32_t(w[1])) << 32;
}

// The spaces of the chunk holding one of owner's components (0 when no component has that owner).
inline uint64_t chunk_owner_mask(const State& s, int32_t block, int owner) {
  return owner < s.layout().mask_owners ? chunk_mask(s, block, 1 + owner) : 0;
}

// The spaces of chunk k of a board of `size` spaces, as bits.
inline uint64_t chunk_spaces(int32_t size, int k) {
  const int32_t left = size - 64 * k;
  return left >= 64 ? ~uint64_t(0) : (uint64_t(1) << left) - 1;
}

}  // namespace rb
