// A filter's spaces as the bindings ask for them: once a read-only call for each filter,
// player and board of at most 64 spaces (FilterWords, lua/binding_cache.h).
#include "lua/runtime_impl.h"

namespace rb {

uint64_t filter_word_of(Impl& r, size_t b, const SpaceFilter& f) {
  if (r.writable) return board_word(*r.game, *r.state, r.player, int(b), f);
  FilterWords& words = r.scratch.words;
  for (int i = 0; i < words.used; ++i) {
    const FilterWords::Slot& slot = words.slots[size_t(i)];
    if (slot.filter == &f && slot.player == r.player && slot.board == int32_t(b)) return slot.word;
  }
  const uint64_t word = board_word(*r.game, *r.state, r.player, int(b), f);
  if (words.used < FilterWords::kSlots) words.slots[size_t(words.used++)] = {&f, r.player, int32_t(b), word};
  return word;
}

void filter_bits(Impl& r, size_t b, const SpaceFilter& f) {
  const int32_t size = r.game->spaces.boards[b].size();
  if (size > 0 && size <= 64) return r.scratch.bits.assign(1, filter_word_of(r, b, f));
  filter_board(*r.game, *r.state, r.player, int(b), f, r.scratch.bit_pool, r.scratch.bits);
}

}  // namespace rb
