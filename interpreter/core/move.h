// Moves: typed records declared by the game (an action name and typed arguments), stored
// in 16 bytes, and the lists the rules fill with them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

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

// A reusable buffer of moves; cleared, never shrunk, so a playout allocates it once.
class MoveList {
 public:
  void clear() { size_ = 0; }
  int size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const Move& operator[](int i) const { return moves_[i]; }
  Move& last() { return moves_[size_ - 1]; }  // the move added last (the list is not empty)
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
  const Move* begin() const { return moves_.data(); }
  const Move* end() const { return moves_.data() + size_; }

 private:
  std::vector<Move> moves_;
  int size_ = 0;
};

}  // namespace rb
