#include "engine/move_sequence.h"

#include "engine/move_text.h"
#include "engine/state_diff.h"
#include "engine/state_json.h"

namespace rb {
namespace {

// "2: move e5" names the player; otherwise the first player to decide.
std::pair<int, std::string> split_player(const std::string& text, const State& s) {
  const auto colon = text.find(':');
  if (colon != std::string::npos && colon < 3) {
    try {
      return {std::stoi(text.substr(0, colon)), text.substr(colon + 1)};
    } catch (...) {
    }
  }
  return {s.first_to_move(), text};
}

}  // namespace

std::string apply_move_texts(Engine& engine, State& state, Chance& chance, const std::vector<std::string>& moves,
                             size_t& applied, std::vector<std::string>* trace) {
  for (applied = 0; applied < moves.size(); ++applied) {
    auto [player, text] = split_player(moves[applied], state);
    std::string error;
    auto move = parse_move(engine.game(), text, player, error);
    const nlohmann::json before = trace ? state_to_json(engine.game(), state) : nlohmann::json();
    if (move) error = engine.apply_checked(state, player, *move, &chance);
    if (!error.empty()) return "move '" + moves[applied] + "': " + error;
    if (!trace) continue;
    trace->push_back(std::to_string(player) + ": " + text);
    for (const auto& line : describe_changes(before, state_to_json(engine.game(), state))) trace->push_back("  " + line);
  }
  return "";
}

}  // namespace rb
