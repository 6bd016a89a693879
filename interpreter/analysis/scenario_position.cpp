#include "analysis/scenario_position.h"

#include <algorithm>
#include <map>
#include <sstream>

#include "core/suggest.h"
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

void edit_players(const GameDef& game, json& players, const json& edits) {
  for (const auto& [key, value] : edits.items()) {
    int64_t p = 0;
    if (!parse_integer(key, p) || p < 1 || p > int64_t(players.size())) throw std::runtime_error("state.players: there is no player " + key);
    for (const auto& [field, v] : value.items()) {
      if (field == "vars") players[p - 1]["vars"].update(variables_by_id(game, v, "state.players." + key + ".vars"));
      else players[p - 1][field] = v;
    }
  }
}

// The square board named `name`.
const Board& square_board(const GameDef& game, const std::string& name, const std::string& key) {
  const auto named = [&](const Board& b) { return b.name == name; };
  const auto first = std::find_if(game.spaces.boards.begin(), game.spaces.boards.end(), named);
  if (first == game.spaces.boards.end()) throw std::runtime_error(key + ": there is no board '" + name + "'");
  if (first->kind != "square") throw std::runtime_error(key + ": board '" + name + "' is a " + first->kind + ", not a square grid");
  if (std::count_if(game.spaces.boards.begin(), game.spaces.boards.end(), named) > 1)
    throw std::runtime_error(key + ": board '" + name + "' has a copy for each player; a drawing takes a board of one copy");
  return *first;
}

// The property a drawing names, declared.
void check_drawn_prop(const GameDef& game, const std::string& board, const std::string& prop, const std::string& key) {
  const auto& names = game.spaces.prop_names;
  if (std::find(names.begin(), names.end(), prop) != names.end()) return;
  const std::string near = closest(prop, names);
  throw std::runtime_error(key + ": '" + board + "' '" + prop + "': no such space property" +
                           (near.empty() ? "" : "; did you mean '" + near + "'?"));
}

std::vector<std::string> words_of(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// The rows of `text` that hold anything, top first, each as its values: words apart, or,
// in a row written as one word as long as the board is wide (two or more), a character
// each ("..1.2...").
std::vector<std::vector<std::string>> rows_of(const std::string& text, int width) {
  std::vector<std::vector<std::string>> rows;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    std::vector<std::string> words = words_of(line);
    if (words.size() == 1 && width > 1 && int(words[0].size()) == width) {
      const std::string packed = words[0];
      words.clear();
      for (char c : packed) words.emplace_back(1, c);
    }
    if (!words.empty()) rows.push_back(words);
  }
  return rows;
}

// KEY.BOARD.PROP: the board's rows, top first, a word a square: the property's value, "."
// for 0, "-" where the grid has a hole; into the spaces' JSON.
void read_rows(const GameDef& game, const Board& board, const std::string& prop, const std::string& text, const std::string& key,
               json& spaces) {
  const std::string where = key + ": '" + board.name + "' '" + prop + "': ";
  const auto rows = rows_of(text, board.width);
  if (int(rows.size()) != board.height)
    throw std::runtime_error(where + std::to_string(rows.size()) + " rows, where the board has " + std::to_string(board.height));
  std::map<std::pair<int, int>, int32_t> at;  // (x, y) -> the board's space
  for (int32_t i = 0; i < board.size(); ++i) at[{board.attribute("x", i), board.attribute("y", i)}] = i;
  const int32_t offset = game.spaces.board_offset[size_t(&board - game.spaces.boards.data())];
  for (int r = 0; r < board.height; ++r) {
    const std::string row = "row " + std::to_string(r + 1) + " from the top";
    if (int(rows[size_t(r)].size()) != board.width)
      throw std::runtime_error(where + row + " has " + std::to_string(rows[size_t(r)].size()) + " values, where the board is " +
                               std::to_string(board.width) + " wide (values apart, or a row of one character a square)");
    for (int c = 0; c < board.width; ++c) {
      const std::string& word = rows[size_t(r)][size_t(c)];
      const auto space = at.find({c + 1, board.height - r});
      if (space == at.end() || word == "-") {
        if (space == at.end() && word == "-") continue;
        throw std::runtime_error(where + row + ", column " + std::to_string(c + 1) +
                                 (word == "-" ? ": '-' where the board has a square" : ": '" + word + "' where the board has a hole (write -)"));
      }
      int64_t v = 0;
      if (word != "." && !parse_integer(word, v))
        throw std::runtime_error(where + row + ", column " + std::to_string(c + 1) + ": '" + word + "' is not a whole number or .");
      spaces[game.spaces.names[size_t(offset + space->second)]][prop] = v;
    }
  }
}

}  // namespace

json drawn_spaces(const GameDef& game, const json& rows, const std::string& key) {
  json spaces = json::object();
  if (!rows.is_object()) throw std::runtime_error(key + ": expected board: {property: its rows}");
  for (const auto& [board, props] : rows.items()) {
    if (!props.is_object()) throw std::runtime_error(key + ": '" + board + "': expected property: its rows, as text");
    for (const auto& [prop, text] : props.items()) {
      if (!text.is_string()) throw std::runtime_error(key + ": '" + board + "' '" + prop + "': expected the rows as text (|)");
      check_drawn_prop(game, board, prop, key);
      read_rows(game, square_board(game, board, key), prop, text.get<std::string>(), key, spaces);
    }
  }
  return spaces;
}

json variables_by_id(const GameDef& game, const json& values, const std::string& key) {
  json out = values;
  if (!values.is_object()) return out;  // the State's reader names what is wrong
  for (auto& [name, value] : out.items()) {
    if (!value.is_string()) continue;
    const std::string text = value.get<std::string>();
    if (const auto space = game.spaces.find(text)) value = *space + 1;
    else if (const auto c = game.kit.component_index.find(text); c != game.kit.component_index.end()) value = c->second + 1;
    else throw std::runtime_error(key + "." + name + ": '" + text + "' is not a number, nor a space or a component of the game");
  }
  return out;
}

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
  if (edits.contains("globals")) j["globals"].update(variables_by_id(game, edits["globals"], "state.globals"));
  if (edits.contains("rows")) {
    const json drawn = drawn_spaces(game, edits["rows"], "state.rows");  // kept: items() does not hold a temporary
    for (const auto& [space, props] : drawn.items())
      for (const auto& [prop, v] : props.items()) j["spaces"][space][prop] = v;
  }
  if (edits.contains("spaces")) j["spaces"].update(edits["spaces"], true);  // merged a space at a time: the properties not named stay
  if (edits.contains("players")) edit_players(game, j["players"], edits["players"]);
  for (const char* key : {"to_move", "terminal", "ply"})
    if (edits.contains(key)) j[key] = edits[key];
  return state_from_json(game, j);
}

}  // namespace rb
