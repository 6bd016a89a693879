// Lint pass: a space property drawn as a player's colour (`appearance: properties: NAME:
// {show: player}`) whose values reach past the game's players. The drawing gives a value
// above them a colour of no player (present/svg_board.cpp) and draws none for a value
// below 1, so a third kind of thing kept in the same property (an arrow, a wall) looks like
// a player's piece.
#include <algorithm>

#include "analysis/lint.h"

namespace rb {

void check_player_colours(const LintTarget& t, Findings& out) {
  if (!t.game) return;
  const GameDef& g = *t.game;
  const auto& names = g.spaces.prop_names;
  for (const auto& [name, look] : g.appearance.properties) {
    const auto it = std::find(names.begin(), names.end(), name);
    if (look.show != "player" || it == names.end()) continue;
    const auto [least, most] = g.spaces.prop_ranges[size_t(it - names.begin())];
    const int players = g.setup.max_players;
    if (least >= 0 && most <= players) continue;
    const Located at = find_in_game(t, name, "appearance:");
    const std::string range = std::to_string(least) + " to " + std::to_string(most);
    out.push_back({at.file, at.at.line, at.at.column, Severity::Warning,
                   "space property '" + name + "' is drawn as a player's colour (show: player) but may hold " + range + ", past the game's " +
                       std::to_string(players) + " player(s): a value above " + std::to_string(players) +
                       " is drawn in a colour no player has; keep its min and max within 0 to " + std::to_string(players) + ", or draw it with `labels`",
                   "player-colours"});
  }
}

}  // namespace rb
