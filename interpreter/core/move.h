// Moves: typed records declared by the game (an action name and typed arguments), stored
// in 16 bytes, and the lists the rules fill with them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/bit_count.h"

namespace rb {

enum class ArgType : uint8_t { Space, Piece, Number, Choice };

struct ArgDef {
  std::string name;
  ArgType type = ArgType::Number;
  int64_t min = 0, max = 0;              // Number
  std::vector<std::string> choices;      // Choice
};

struct ActionDef {
  std::string name;
  std::vector<ArgDef> args;
  std::string description;
  bool rare = false;  // legal only in positions random games seldom reach: lint does not report it never legal
};

inline constexpr int kMaxArgs = 3;

// An action index and its arguments: a global space, a component, a number, or a
// choice's index. Plain data, compared and hashed as such.
struct Move {
  int32_t action = -1;
  int32_t args[kMaxArgs] = {0, 0, 0};
  bool operator==(const Move& o) const {
    return action == o.action && args[0] == o.args[0] && args[1] == o.args[1] && args[2] == o.args[2];
  }
  bool operator!=(const Move& o) const { return !(*this == o); }
};

// Moves of one action given as a mask of spaces: bit t is a placement onto space
// t + offset (`place`), or a step from space t - delta + offset to t + offset; `count` is
// the number of bits set.
struct MaskBatch {
  uint64_t bits = 0;
  int32_t action = -1, offset = 0, delta = 0;
  int16_t count = 0;
  bool place = false;
};

// The move of a batch's bit t; move number i (from 0, below its count), lowest bit first.
inline Move move_of_bit(const MaskBatch& b, int32_t t) {
  return Move{b.action, {b.place ? t + b.offset : t - b.delta + b.offset, b.place ? 0 : t + b.offset, 0}};
}
inline Move batch_move(const MaskBatch& b, int i) { return move_of_bit(b, select_set_bit(b.bits, i)); }

// A reusable buffer of moves; cleared, never shrunk, so a playout allocates it once. Moves
// may also come as batches (add_batch), kept as masks until the list is read in order:
// size() counts them and at(i) takes one by its number without writing the others out, so
// a random pick from hundreds of moves costs no more than listing a few. Since reading
// writes them out, a list shared by threads is written out first (write_out), before they
// start; otherwise each thread has its own.
class MoveList {
 public:
  void clear() { size_ = 0, batched_ = 0, batches_.clear(); }
  int size() const { return size_ + batched_; }
  bool empty() const { return size() == 0; }
  // Reading in order writes the batches out first.
  const Move& operator[](int i) const { return write_out(), moves_[i]; }
  Move at(int i) const;  // move number i, batches read where they lie
  // The move added last (the list is not empty).
  Move& last() {
    if (!batches_.empty() && batches_.back().after == size_) write_out();
    return moves_[size_ - 1];
  }
  void add_batch(const MaskBatch& b) {  // after the moves so far; b.count set, an empty batch adds nothing
    if (b.count == 0) return;
    batches_.push_back({b, size_});
    batched_ += b.count;
  }
  void append(const MoveList& other);  // other's moves after these, batches still batches
  void push(const Move& m) {
    if (size_ == static_cast<int>(moves_.size())) moves_.resize(moves_.size() * 2 + 16);
    moves_[size_++] = m;
  }
  // Room for `n` more moves, written in place past the end and then kept with extend():
  // a batch is written without a branch per move and never copied through a buffer.
  Move* room(int n) {
    if (size_ + n > static_cast<int>(moves_.size())) moves_.resize(static_cast<size_t>(size_ + n) * 2 + 16);
    return moves_.data() + size_;
  }
  void extend(int n) { size_ += n; }
  bool contains(const Move& m) const;
  // The batches written out where they lie; after it, reading in order changes nothing.
  void write_out() const {
    if (!batches_.empty()) write_batches();
  }
  bool has_batches() const { return !batches_.empty(); }
  const Move* begin() const { return write_out(), moves_.data(); }
  const Move* end() const { return write_out(), moves_.data() + size_; }

 private:
  struct Pending {
    MaskBatch batch;
    int after;  // the moves written before it
  };
  void write_batches() const;

  // Written out on reading, which a const list allows: the same moves, only their form changes.
  mutable std::vector<Move> moves_, spare_;
  mutable std::vector<Pending> batches_;
  mutable int size_ = 0, batched_ = 0;
};

}  // namespace rb
