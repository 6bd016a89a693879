// Which browser holds which seat of a served game: each human seat claimed gets a random
// token (128 bits from std::random_device, as hex), and a view, move or undo as that seat
// must show it. Kept beside the game's save, so a restarted server still knows its seats.
#pragma once

#include <map>
#include <string>

#include <nlohmann/json.hpp>

namespace rb {

class SeatTokens {
 public:
  // A new token for `seat`; "" when the seat is already held.
  std::string claim(int seat);
  bool held(int seat) const { return tokens_.count(seat) > 0; }
  // Whether `token` is the one `seat` was given (compared in constant time).
  bool admits(int seat, const std::string& token) const;
  nlohmann::json to_json() const;
  // Raises std::runtime_error for JSON that is not a map of seats to tokens.
  static SeatTokens from_json(const nlohmann::json& j);

 private:
  std::map<int, std::string> tokens_;
};

// 32 hex digits from the system's random source.
std::string random_token();

}  // namespace rb
