// Building a scenario's position: the game, the starting State with its edits, the moves.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/chance.h"
#include "engine/engine.h"

namespace rb {

// A case's setting after its file's defaults are merged in.
struct ScenarioSetting {
  std::filesystem::path game;
  std::vector<std::filesystem::path> variants;
  std::map<std::string, std::string> params;
  uint64_t seed = 1;
  nlohmann::json state;               // edits, as State JSON fragments
  std::vector<std::string> chance, moves;
};

// Replaces the listed zones' contents (moving components out of other zones) and merges
// globals, players, rows, spaces and to_move into the State.
State edit_state(const GameDef& game, const State& state, const nlohmann::json& edits);

// Variables as a scenario writes them ({name: value}), each value a number or the name of
// a space or a component, which stands for its id as the rules see it (rb.space's): a
// global that remembers a square is written `jumper: e5`. std::runtime_error, starting
// with `key`, for a name the game does not have.
nlohmann::json variables_by_id(const GameDef& game, const nlohmann::json& values, const std::string& key);

// What a drawing of square boards, {board: {property: rows}} (rows: text, top row first, a
// value a square, "." for 0, "-" for a hole), says of each space: {space: {property: value}}.
// std::runtime_error, starting with `key`, for a drawing that does not fit its board.
nlohmann::json drawn_spaces(const GameDef& game, const nlohmann::json& rows, const std::string& key);

}  // namespace rb
