#include "analysis/scenario_position.h"

#include "core/whole_number.h"
#include "engine/state_json.h"

namespace rb {
namespace {

using nlohmann::json;

std::string entry_name(const json& e) { return e.is_string() ? e.get<std::string>() : e.value("name", std::string()); }

// Drops the named components from every zone listing, so they can be placed anew.
void lift(json& zones, const std::vector<std::string>& names) {
  for (auto& [zone, list] : zones.items()) {
    json kept = json::array();
    for (const auto& e : list)
      if (std::find(names.begin(), names.end(), entry_name(e)) == names.end()) kept.push_back(e);
    list = kept;
  }
}

void edit_players(json& players, const json& edits) {
  for (const auto& [key, value] : edits.items()) {
    int64_t p = 0;
    if (!parse_integer(key, p) || p < 1 || p > int64_t(players.size())) throw std::runtime_error("state.players: there is no player " + key);
    for (const auto& [field, v] : value.items()) {
      if (field == "vars") players[p - 1]["vars"].update(v);
      else players[p - 1][field] = v;
    }
  }
}

}  // namespace

State edit_state(const GameDef& game, const State& state, const json& edits) {
  if (edits.is_null() || edits.empty()) return state;
  json j = state_to_json(game, state);
  if (edits.contains("zones")) {
    std::vector<std::string> moved;
    for (const auto& [zone, list] : edits["zones"].items())
      for (const auto& e : list) moved.push_back(entry_name(e));
    lift(j["zones"], moved);
    for (const auto& [zone, list] : edits["zones"].items()) j["zones"][zone] = list;
  }
  if (edits.contains("globals")) j["globals"].update(edits["globals"]);
  if (edits.contains("spaces")) j["spaces"].update(edits["spaces"]);
  if (edits.contains("players")) edit_players(j["players"], edits["players"]);
  for (const char* key : {"to_move", "terminal", "ply"})
    if (edits.contains(key)) j[key] = edits[key];
  return state_from_json(game, j);
}

}  // namespace rb
