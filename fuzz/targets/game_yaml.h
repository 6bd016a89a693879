// Target: a game.yaml from the input, beside fixed, benign rules that only place every
// component and hand the turn to player 1, so the fuzzer explores YAML, not Lua. The
// game is loaded, started under a small sandbox budget and saved as JSON and back.
#pragma once

#include "../fuzz_support.h"

namespace rb::fuzz {

inline constexpr std::string_view kBenignRules = R"(local rb = require "rulebook"
local SPACES = rb.spaces()
local ALL = rb.components{}
function setup(s)
  for i, c in ipairs(ALL) do
    if #SPACES > 0 then s:put(c, SPACES[(i - 1) % #SPACES + 1]) end
  end
  s:set_turn(1)
end
function moves(s, p, list) end
function apply(s, p, action) s:set_turn(1) end
)";

// Returns "" when the game loads and starts, else the error it gets.
inline std::string feed_game_yaml(std::string_view input) {
  static const fs::path dir = [] {
    write_file(scratch() / "game_yaml" / "rules.lua", kBenignRules);
    return scratch() / "game_yaml";
  }();
  write_file(dir / "game.yaml", input);
  try {
    auto game = load_game(LoadRequest{dir, {}, {}});
    Engine engine(game, kSmallLimits);
    const State state = engine.new_game(1);
    check_json_round_trip(*game, state);
    for (int p = 1; p <= state.players(); ++p) observe(*game, state, p);
  } catch (const std::exception& e) {
    return e.what();  // an error value: what untrusted YAML should get
  }
  return "";
}

}  // namespace rb::fuzz
