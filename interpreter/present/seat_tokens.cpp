#include "present/seat_tokens.h"

#include <random>
#include <stdexcept>

#include "core/whole_number.h"

namespace rb {

std::string random_token() {
  static const char kHex[] = "0123456789abcdef";
  std::random_device source;
  std::string out;
  for (int word = 0; word < 4; ++word) {
    uint32_t bits = source();
    for (int digit = 0; digit < 8; ++digit, bits >>= 4) out += kHex[bits & 15];
  }
  return out;
}

std::string SeatTokens::claim(int seat) {
  if (held(seat)) return "";
  return tokens_[seat] = random_token();
}

bool SeatTokens::admits(int seat, const std::string& token) const {
  auto it = tokens_.find(seat);
  if (it == tokens_.end() || token.size() != it->second.size()) return false;
  unsigned char differ = 0;
  for (size_t i = 0; i < token.size(); ++i) differ |= static_cast<unsigned char>(token[i] ^ it->second[i]);
  return differ == 0;
}

nlohmann::json SeatTokens::to_json() const {
  nlohmann::json out = nlohmann::json::object();
  for (const auto& [seat, token] : tokens_) out[std::to_string(seat)] = token;
  return out;
}

SeatTokens SeatTokens::from_json(const nlohmann::json& j) {
  SeatTokens out;
  if (!j.is_object()) throw std::runtime_error("the seats file is not a map of seats to tokens");
  for (const auto& [seat, token] : j.items()) {
    if (!token.is_string() || token.get<std::string>().size() != 32) throw std::runtime_error("seat " + seat + ": not a token");
    int n = 0;
    if (!parse_seat(seat, n)) throw std::runtime_error("seat '" + seat + "': not a seat number from 1 to " + std::to_string(kMaxSeatNumber));
    out.tokens_[n] = token.get<std::string>();
  }
  return out;
}

}  // namespace rb
