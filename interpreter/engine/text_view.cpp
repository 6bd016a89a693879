#include "engine/text_view.h"

#include <iomanip>
#include <sstream>

namespace rb {
namespace {

using nlohmann::json;

std::string entry_name(const json& e) {
  if (e.is_string()) return e.get<std::string>();
  if (e.contains("name")) return e["name"].get<std::string>();
  return "?" + e.value("hidden", std::string("hidden"));
}

// A component's label on a grid: its owner and its value, or its kind's initial.
std::string short_label(const GameDef& g, const json& e) {
  auto it = g.component_index.find(entry_name(e));
  if (it == g.component_index.end()) return "?";
  const ComponentDef& c = g.components[it->second];
  std::string label = c.owner ? std::to_string(c.owner) : "";
  auto v = c.texts.find("value");
  label += v != c.texts.end() ? v->second.substr(0, 2) : std::string(1, char(std::toupper(c.kind[0])));
  return label;
}

std::string cell(const GameDef& g, const json& zones, const std::string& space) {
  if (!zones.contains(space)) return ".";
  std::string out;
  for (const auto& e : zones[space]) out += (out.empty() ? "" : "/") + short_label(g, e);
  return out;
}

// Chess-style column names: a..z, then aa, ab ...
std::string column_letters(int col) {
  std::string out;
  for (; col > 0; col = (col - 1) / 26) out.insert(out.begin(), char('a' + (col - 1) % 26));
  return out;
}

void draw_grid(std::ostringstream& out, const GameDef& g, int b, const json& zones) {
  const Board& board = g.boards[b];
  for (int row = board.height; row >= 1; --row) {
    out << std::setw(3) << row << " ";
    for (int col = 1; col <= board.width; ++col) {
      int32_t found = kNone;
      for (int32_t s = 0; s < board.size() && found == kNone; ++s)
        if (board.attribute("x", s) == col && board.attribute("y", s) == row) found = s;
      out << std::setw(7) << (found == kNone ? "#" : cell(g, zones, g.space_names[g.board_offset[b] + found]));
    }
    out << "\n";
  }
  out << "    ";
  for (int col = 1; col <= board.width; ++col) out << std::setw(7) << column_letters(col);
  out << "\n(a label is the owner's number, then the value or the kind's initial; '/' stacks, '#' a hole)\n";
}

}  // namespace

std::string text_view(const GameDef& g, const json& obs) {
  std::ostringstream out;
  const json& zones = obs["zones"];
  for (size_t b = 0; b < g.boards.size(); ++b)
    if (g.boards[b].kind == "square") draw_grid(out, g, int(b), zones);
  for (const auto& [zone, list] : zones.items()) {
    auto z = g.zone_index.find(zone);
    const bool on_grid = z != g.zone_index.end() && g.zones[z->second].space != kNone &&
                         g.boards[g.local_space(g.zones[z->second].space).first].kind == "square";
    if (on_grid) continue;
    out << zone << ":";
    for (const auto& e : list) out << " " << entry_name(e);
    out << "\n";
  }
  out << "globals: " << obs["globals"].dump() << "\n";
  for (size_t p = 0; p < obs["players"].size(); ++p) out << "player " << p + 1 << ": " << obs["players"][p].dump() << "\n";
  return out.str();
}

}  // namespace rb
