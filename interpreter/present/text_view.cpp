#include "present/text_view.h"

#include <algorithm>
#include <iomanip>
#include <sstream>

#include "present/component_look.h"

namespace rb {
namespace {

using nlohmann::json;

// A component as text: its owner's number, then its label from the appearance hints.
std::string short_label(const GameDef& g, const json& e) {
  const ResolvedLook look = component_look(g, e);
  if (look.hidden) return "?";
  auto it = g.kit.component_index.find(entry_component(e));
  const int owner = it == g.kit.component_index.end() ? 0 : g.kit.components[it->second].owner;
  return (owner ? std::to_string(owner) : "") + look.label + (look.face_down ? "'" : "");
}

std::string contents(const GameDef& g, const json& zones, const std::string& space) {
  if (!zones.contains(space)) return "";
  std::string out;
  for (const auto& e : zones[space]) out += (out.empty() ? "" : "/") + short_label(g, e);
  return out;
}

int32_t property_value(const GameDef& g, const json& obs, size_t p, int32_t space) {
  const std::string& name = g.spaces.names[space];
  const json& spaces = obs["spaces"];
  if (spaces.contains(name) && spaces[name].contains(g.spaces.prop_names[p])) return spaces[name][g.spaces.prop_names[p]].get<int32_t>();
  return g.spaces.prop_initial[p * g.spaces.names.size() + space];
}

// A space's properties as the hints show them ("porridge 3", "C"); unhinted ones when not 0.
std::string properties_text(const GameDef& g, const json& obs, int32_t space) {
  std::string out;
  for (size_t p = 0; p < g.spaces.prop_names.size(); ++p) {
    const std::string& name = g.spaces.prop_names[p];
    const int32_t v = property_value(g, obs, p, space);
    auto look = g.appearance.properties.find(name);
    std::string text = v ? name + " " + std::to_string(v) : "";
    if (look != g.appearance.properties.end()) {
      const PropertyLook& hint = look->second;
      if (hint.show == "none") text = "";
      else if (hint.show == "fill") text = v ? name : "";
      else if (hint.show == "player") text = v ? std::to_string(v) : "";
      else if (v >= 0 && size_t(v) < hint.labels.size()) text = hint.labels[v];
    }
    if (!text.empty()) out += (out.empty() ? "" : ", ") + text;
  }
  return out;
}

std::string cell(const GameDef& g, const json& obs, int32_t space) {
  const std::string on = contents(g, obs["zones"], g.spaces.names[space]);
  const std::string props = properties_text(g, obs, space);
  if (on.empty() && props.empty()) return ".";
  return on + (on.empty() || props.empty() ? "" : ":") + props;
}

// Chess-style column names: a..z, then aa, ab ...
std::string column_letters(int col) {
  std::string out;
  for (; col > 0; col = (col - 1) / 26) out.insert(out.begin(), char('a' + (col - 1) % 26));
  return out;
}

void draw_grid(std::ostringstream& out, const GameDef& g, int b, const json& obs) {
  const Board& board = g.spaces.boards[b];
  std::vector<int32_t> at(size_t(board.width) * board.height, kNone);
  for (int32_t s = 0; s < board.size(); ++s) at[size_t(board.attribute("y", s) - 1) * board.width + board.attribute("x", s) - 1] = s;
  for (int row = board.height; row >= 1; --row) {
    out << std::setw(3) << row << " ";
    for (int col = 1; col <= board.width; ++col) {
      const int32_t s = at[size_t(row - 1) * board.width + col - 1];
      out << std::setw(7) << (s == kNone ? "#" : cell(g, obs, g.spaces.board_offset[b] + s));
    }
    out << "\n";
  }
  out << "    ";
  for (int col = 1; col <= board.width; ++col) out << std::setw(7) << column_letters(col);
  out << "\n";
}

std::string centred(const std::string& text, size_t width) {
  if (text.size() >= width) return text.substr(0, width);
  const size_t left = (width - text.size()) / 2;
  return std::string(left, ' ') + text + std::string(width - text.size() - left, ' ');
}

// A quartered grid as squares of three lines: N on top, W and E beside, S below.
void draw_quartered(std::ostringstream& out, const GameDef& g, int b, const json& obs) {
  const Board& board = g.spaces.boards[b];
  constexpr size_t kWide = 13;
  std::vector<std::string> text(size_t(board.width) * board.height * 4, "#");
  std::vector<int> row_name(board.height, 0);
  for (int32_t s = 0; s < board.size(); ++s) {
    const int top = int(board.position(s).y), col = board.attribute("col", s) - 1;  // top: the square's row from the top edge
    text[(size_t(top) * board.width + col) * 4 + board.attribute("side", s)] = cell(g, obs, g.spaces.board_offset[b] + s);
    row_name[top] = board.attribute("row", s);
  }
  std::string rule = "    +";
  for (int c = 0; c < board.width; ++c) rule += std::string(kWide, '-') + "+";
  out << "    ";
  for (int c = 1; c <= board.width; ++c) out << " " << centred("c" + std::to_string(c), kWide);
  out << "\n" << rule << "\n";
  for (int top = 0; top < board.height; ++top) {
    for (int line = 0; line < 3; ++line) {
      const std::string label = line == 1 && row_name[top] ? "r" + std::to_string(row_name[top]) : "";
      out << std::left << std::setw(4) << label << std::right << "|";
      for (int c = 0; c < board.width; ++c) {
        const std::string* sq = &text[(size_t(top) * board.width + c) * 4];  // N E S W
        if (line == 0) out << centred(sq[0], kWide);
        if (line == 1) out << centred(sq[3], kWide / 2) << " " << centred(sq[1], kWide / 2);
        if (line == 2) out << centred(sq[2], kWide);
        out << "|";
      }
      out << "\n";
    }
    out << rule << "\n";
  }
}

// Graphs and tracks list every location.
void draw_list(std::ostringstream& out, const GameDef& g, int b, const json& obs) {
  const Board& board = g.spaces.boards[b];
  for (int32_t s = 0; s < board.size(); ++s)
    out << "  " << std::left << std::setw(16) << board.space_name(s) << std::right << " " << cell(g, obs, g.spaces.board_offset[b] + s) << "\n";
}

// "board", or "sheet (player 2)" for a per-player copy.
std::string sheet_heading(const GameDef& g, int b) {
  const int owner = g.kit.zones[g.spaces.board_offset[b]].owner;
  return g.spaces.boards[b].name + (owner ? " (player " + std::to_string(owner) + ")" : "");
}

// The variables the game lists, as name=value.
std::string vars_line(const GameDef& g, const json& vars) {
  std::string out;
  for (const auto& [name, value] : vars.items())
    if (g.appearance.lists(name)) out += (out.empty() ? "" : " ") + name + "=" + std::to_string(value.get<long long>());
  return out;
}

}  // namespace

std::string text_view(const GameDef& g, const json& obs) {
  std::ostringstream out;
  for (size_t b = 0; b < g.spaces.boards.size(); ++b) {
    out << sheet_heading(g, int(b)) << ":\n";
    if (g.spaces.boards[b].kind == "square") draw_grid(out, g, int(b), obs);
    else if (g.spaces.boards[b].kind == "quartered") draw_quartered(out, g, int(b), obs);
    else draw_list(out, g, int(b), obs);
  }
  out << "(a piece is its owner's number and its label; '/' stacks, ':' then the space's own marks, ''' face down, '?' hidden, '#' a hole)\n";
  for (const auto& [zone, list] : obs["zones"].items()) {
    auto z = g.kit.zone_index.find(zone);
    if (z != g.kit.zone_index.end() && g.kit.zones[z->second].space != kNone) continue;
    out << zone << ":";
    for (const auto& e : list) {
      const std::string name = entry_component(e);
      out << " " << (name.empty() ? "?" + (e.is_object() ? e.value("hidden", std::string()) : std::string()) : name);
    }
    out << "\n";
  }
  out << "globals: " << vars_line(g, obs["globals"]) << "\n";
  for (size_t p = 0; p < obs["players"].size(); ++p)
    out << "player " << p + 1 << ": score " << obs["players"][p]["score"] << " " << vars_line(g, obs["players"][p]["vars"]) << "\n";
  return out.str();
}

}  // namespace rb
