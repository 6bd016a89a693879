// Target: a saved State as JSON (`--state FILE`). The input's "game" picks Forage or
// Potluck. A State that loads must save and load back equal; then every player's
// observation and legal moves are taken from it, as the tools would.
#pragma once

#include "../fuzz_support.h"

namespace rb::fuzz {

// Returns "" when the State loads, else the error naming the bad field.
inline std::string feed_state_json(std::string_view input) {
  const nlohmann::json j = nlohmann::json::parse(input, nullptr, false);
  if (j.is_discarded() || !j.is_object()) return "not a JSON object";
  Shipped& g = shipped(j.contains("game") && j["game"] == "potluck" ? "potluck" : "forage");
  State state;
  try {
    state = state_from_json(*g.game, j);
  } catch (const std::exception& e) {
    return e.what();  // an error value naming the bad field
  }
  check_json_round_trip(*g.game, state);
  MoveList moves;
  for (int p = 1; p <= state.players(); ++p) {
    observe(*g.game, state, p);
    try {
      g.engine->legal_moves(state, p, moves);
    } catch (const std::exception&) {
      // a rules error on a strange position is fine; a crash is not
    }
  }
  return "";
}

}  // namespace rb::fuzz
