#include "core/move.h"

#include <algorithm>
#include <bit>

#include "core/bit_count.h"

namespace rb {


bool MoveList::contains(const Move& m) const {
  for (const Move& x : *this)
    if (x == m) return true;
  return false;
}

Move MoveList::at(int i) const {
  int from = 0;
  for (const Pending& p : batches_) {
    if (i < p.after - from) return moves_[from + i];
    i -= p.after - from;
    if (i < p.batch.count) return batch_move(p.batch, i);
    i -= p.batch.count;
    from = p.after;
  }
  return moves_[from + i];
}

void MoveList::append(const MoveList& other) {
  int from = 0;
  const auto copy = [&](int to) {
    std::copy(other.moves_.begin() + from, other.moves_.begin() + to, room(to - from));
    extend(to - from);
    from = to;
  };
  for (const Pending& p : other.batches_) {
    copy(p.after);
    add_batch(p.batch);
  }
  copy(other.size_);
}

// The batches written out where they lie among the moves, into the spare buffer, which
// then becomes the list's: neither buffer shrinks, so once both are large enough this
// allocates nothing.
void MoveList::write_batches() const {
  const size_t total = size_t(size_ + batched_);
  if (spare_.size() < total) spare_.resize(total * 2 + 16);
  Move* out = spare_.data();
  int from = 0;
  for (const Pending& p : batches_) {
    out = std::copy(moves_.begin() + from, moves_.begin() + p.after, out);
    for (uint64_t bits = p.batch.bits; bits; bits &= bits - 1) *out++ = move_of_bit(p.batch, std::countr_zero(bits));
    from = p.after;
  }
  std::copy(moves_.begin() + from, moves_.begin() + size_, out);
  moves_.swap(spare_);
  size_ = int(total), batched_ = 0;
  batches_.clear();
}

}  // namespace rb
