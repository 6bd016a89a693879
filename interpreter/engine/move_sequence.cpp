#include "engine/move_sequence.h"

#include "core/suggest.h"
#include "core/whole_number.h"
#include "engine/move_observation.h"
#include "engine/move_text.h"
#include "engine/state_diff.h"
#include "engine/state_json.h"

namespace rb {
namespace {

// "2: move e5" names the player; otherwise the first player to decide.
std::pair<int, std::string> split_player(const std::string& text, const State& s) {
  const auto colon = text.find(':');
  int64_t player = 0;
  if (colon != std::string::npos && colon < 3 && parse_integer(std::string_view(text).substr(0, colon), player))
    return {int(player), text.substr(colon + 1)};
  return {s.first_to_move(), text};
}

// The nearest legal move, unless the error already suggests a name.
std::string with_hint(const std::string& error, Engine& engine, const State& before, int player, const std::string& text) {
  return error.find("did you mean") == std::string::npos ? nearest_legal_move_hint(engine, before, player, text) : "";
}

}  // namespace

std::string nearest_legal_move_hint(Engine& engine, const State& state, int player, const std::string& text) {
  if (state.terminal() || player < 1 || player > state.players() || !state.may_move(player)) return "";
  MoveList legal;
  engine.legal_moves(state, player, legal);
  std::vector<std::string> texts;
  for (const Move& m : legal) texts.push_back(move_to_text(engine.game(), m, player));
  std::string wanted = text;
  wanted.erase(0, wanted.find_first_not_of(' '));
  const std::string near = closest(wanted, texts);
  return near.empty() || near == wanted ? "" : "; did you mean '" + near + "'?";
}

std::string apply_move_texts(Engine& engine, State& state, Chance& chance, const std::vector<std::string>& moves,
                             size_t& applied, std::vector<std::string>* trace, int viewer) {
  const GameDef& g = engine.game();
  for (applied = 0; applied < moves.size(); ++applied) {
    auto [player, text] = split_player(moves[applied], state);
    std::string error;
    auto move = parse_move(g, text, player, error);
    const State before = state;
    if (move) error = engine.apply_checked(state, player, *move, &chance);
    if (!error.empty()) return "move '" + moves[applied] + "': " + error + with_hint(error, engine, before, player, text);
    if (!trace) continue;
    trace->push_back(std::to_string(player) + ": " + observe_move(g, before, state, player, *move, viewer));
    for (const auto& line : describe_changes(seen_by(g, before, viewer), seen_by(g, state, viewer))) trace->push_back("  " + line);
  }
  return "";
}

}  // namespace rb
