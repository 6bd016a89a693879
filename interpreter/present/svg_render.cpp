#include "present/svg_render.h"

#include <algorithm>

#include "core/board_geometry.h"
#include "present/svg_board.h"
#include "present/svg_pieces.h"

namespace rb {
namespace {

using nlohmann::json;

constexpr double kPanelWidth = 380, kSheetTitle = 22, kGap = 16, kZoneRow = 34;

const char* kDefs =
    "<marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\">"
    "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"#5b6670\"/></marker>"
    "<marker id=\"exit\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"6\" markerHeight=\"6\" orient=\"auto\">"
    "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"#b03a2e\"/></marker>";

std::string players_text(const json& list) {
  std::string out;
  for (const auto& p : list) out += (out.empty() ? "" : ", ") + std::to_string(p.get<int>());
  return out;
}

std::string status_line(const GameDef& g, const json& obs) {
  std::string out = "ply " + std::to_string(obs["ply"].get<int>());
  if (!obs["terminal"].get<bool>()) return out + " · to move: player " + players_text(obs["to_move"]);
  out += " · game over:";
  for (size_t p = 0; p < obs["players"].size(); ++p)
    out += " " + std::to_string(p + 1) + " " + obs["players"][p]["result"].get<std::string>() + " (" +
           std::to_string(obs["players"][p]["score"].get<int>()) + ")";
  return out;
}

// "board", or "sheet · player 2" for a per-player copy.
std::string sheet_title(const GameDef& g, int b) {
  const int owner = g.kit.zones[g.spaces.board_offset[b]].owner;
  return g.spaces.boards[b].name + (owner ? " · player " + std::to_string(owner) : "");
}

std::string vars_text(const GameDef& g, const json& vars) {
  std::string out;
  for (const auto& [name, value] : vars.items())
    if (g.appearance.lists(name)) out += (out.empty() ? "" : "  ") + name + " " + std::to_string(value.get<long long>());
  return out;
}

struct Panel {
  SvgWriter& svg;
  double x, y = 0;
  // Long lines wrap at spaces to stay inside the panel.
  void line(const std::string& text, double size = 12, const std::string& style = "fill=\"#222\"") {
    const size_t fits = size_t(kPanelWidth / (size * 0.62));
    std::string rest = text;
    while (!rest.empty()) {
      size_t cut = rest.size() <= fits ? rest.size() : rest.rfind(' ', fits);
      if (cut == std::string::npos || cut == 0) cut = std::min(fits, rest.size());
      y += size + 6;
      svg.text_left({x, y - size / 2}, rest.substr(0, cut), size, style);
      rest.erase(0, std::min(rest.size(), cut + 1));
    }
  }
};

// Off-board zones: their name, then their components in a row (at most 12 shown).
void draw_zones(Panel& panel, const GameDef& g, const json& zones) {
  for (const auto& [name, list] : zones.items()) {
    auto z = g.kit.zone_index.find(name);
    if (z == g.kit.zone_index.end() || g.kit.zones[z->second].space != kNone) continue;
    const int owner = g.kit.zones[z->second].owner;
    panel.line(name + " (" + std::to_string(list.size()) + ")", 12, "fill=\"" + std::string(owner ? player_colour(g, owner) : "#222") + "\" font-weight=\"bold\"");
    const size_t shown = std::min<size_t>(list.size(), 12);
    for (size_t i = 0; i < shown; ++i) draw_component(panel.svg, component_look(g, list[i]), {panel.x + 14 + double(i) * 29, panel.y + kZoneRow / 2}, 26);
    if (list.size() > shown) panel.svg.text_left({panel.x + 14 + 12 * 29, panel.y + kZoneRow / 2}, "+" + std::to_string(list.size() - shown), 11);
    panel.y += kZoneRow;
  }
}

void draw_panel(Panel& panel, const GameDef& g, const json& obs) {
  draw_zones(panel, g, obs["zones"]);
  if (obs.contains("out_of_play")) {
    json gone = obs["out_of_play"];
    panel.line("out of play (" + std::to_string(gone.size()) + ")", 12);
    for (size_t i = 0; i < std::min<size_t>(gone.size(), 12); ++i) draw_component(panel.svg, component_look(g, gone[i]), {panel.x + 14 + double(i) * 29, panel.y + kZoneRow / 2}, 26);
    panel.y += kZoneRow;
  }
  const std::string globals = vars_text(g, obs["globals"]);
  if (!globals.empty()) panel.line(globals, 11);
  for (size_t p = 0; p < obs["players"].size(); ++p) {
    const json& player = obs["players"][p];
    panel.line("player " + std::to_string(p + 1) + ": score " + std::to_string(player["score"].get<int>()) + "  " + vars_text(g, player["vars"]), 11,
               "fill=\"" + player_colour(g, int(p) + 1) + "\" font-weight=\"bold\"");
  }
}

}  // namespace

std::string render_svg(const GameDef& g, const json& obs, const RenderOptions& options) {
  SvgWriter svg;
  // The title lines and each area (a board, a player's sheet, the panel) as groups a page
  // may lay out again to fit its window, or hide (data-head, data-area).
  svg.open_group("data-head=\"\"");
  svg.text_left({12, 16}, g.title, 18, "font-weight=\"bold\" fill=\"#222\"");
  svg.text_left({12, 38}, status_line(g, obs) + (options.caption.empty() ? "" : " · " + options.caption), 12, "fill=\"#444\"");
  svg.close_group();
  double y = 54, width = 0;
  for (size_t b = 0; b < g.spaces.boards.size(); ++b) {
    const BoardGeometry geo = board_geometry(g.spaces.boards[b]);
    svg.open_group("data-area=\"" + xml_escape(sheet_title(g, int(b))) + "\"");
    svg.text_left({12, y + 10}, sheet_title(g, int(b)), 13, "fill=\"#555\" font-weight=\"bold\"");
    svg.open_group(svg.clip_to(0, y + kSheetTitle, geo.width, geo.height));  // nothing draws off the board
    draw_board(svg, g, int(b), geo, obs, {0, y + kSheetTitle}, options.marked);
    svg.close_group();
    svg.close_group();
    y += kSheetTitle + geo.height + kGap;
    width = std::max(width, geo.width);
  }
  Panel panel{svg, width + 20, 50};
  svg.open_group("data-area=\"supplies and scores\"");
  draw_panel(panel, g, obs);
  svg.close_group();
  return svg.document(width + 20 + kPanelWidth, std::max(y, panel.y + 20), kDefs);
}

}  // namespace rb
