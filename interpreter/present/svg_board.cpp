#include "present/svg_board.h"

#include <algorithm>
#include <cmath>

#include "core/space_hints.h"
#include "present/svg_pieces.h"

namespace rb {
namespace {

using nlohmann::json;

struct BoardContext {
  const GameDef& game;
  int b;
  const Board& board;
  const BoardGeometry& geo;
  const json& obs;
  Point origin;
  std::string local_name(int32_t s) const { return board.space_name(s); }
  std::string global_name(int32_t s) const { return game.spaces.names[game.spaces.board_offset[b] + s]; }
  Point at(Point p) const { return {p.x + origin.x, p.y + origin.y}; }
};

bool chosen(const BoardContext& c, const SpaceLook& look, int32_t s) { return hint_chooses(look, c.board, s, c.global_name(s)); }

// A property's value: the observation lists only those that differ from the start.
int32_t property_value(const BoardContext& c, size_t p, int32_t s) {
  const std::string name = c.global_name(s);
  const json& spaces = c.obs["spaces"];
  if (spaces.contains(name) && spaces[name].contains(c.game.spaces.prop_names[p])) return spaces[name][c.game.spaces.prop_names[p]].get<int32_t>();
  return c.game.spaces.prop_initial[p * c.game.spaces.names.size() + c.game.spaces.board_offset[c.b] + s];
}

std::string space_fill(const BoardContext& c, int32_t s) {
  for (auto it = c.game.appearance.spaces.rbegin(); it != c.game.appearance.spaces.rend(); ++it)
    if (!it->colour.empty() && chosen(c, *it, s)) return it->colour;
  for (size_t p = 0; p < c.game.spaces.prop_names.size(); ++p) {
    auto look = c.game.appearance.properties.find(c.game.spaces.prop_names[p]);
    if (look != c.game.appearance.properties.end() && look->second.show == "fill" && property_value(c, p, s) != 0)
      return look->second.colour.empty() ? "#9ecae1" : look->second.colour;
  }
  auto look = c.game.appearance.boards.find(c.board.name);
  const BoardLook hint = look == c.game.appearance.boards.end() ? BoardLook{} : look->second;
  const bool dark = c.board.kind == "square" && (c.board.attribute("x", s) + c.board.attribute("y", s)) % 2 == 0;
  if (dark) return !hint.alternate.empty() ? hint.alternate : !hint.colour.empty() ? hint.colour : "#d9c9a3";
  if (!hint.colour.empty()) return hint.colour;
  return c.board.kind == "square" ? "#efe5cc" : c.board.kind == "quartered" ? "#e6dcc4" : "#eef2f5";
}

void draw_links(SvgWriter& svg, const BoardContext& c) {
  auto edge = [&](int32_t a, int32_t b, Point& from, Point& to) {
    const SpaceShape &p = c.geo.spaces[a], &q = c.geo.spaces[b];
    const double dx = q.centre.x - p.centre.x, dy = q.centre.y - p.centre.y, len = std::max(1.0, std::hypot(dx, dy));
    from = c.at({p.centre.x + dx / len * p.radius, p.centre.y + dy / len * p.radius});
    to = c.at({q.centre.x - dx / len * (q.radius + 2), q.centre.y - dy / len * (q.radius + 2)});
  };
  Point a, b;
  for (const auto& [x, y] : c.geo.links) edge(x, y, a, b), svg.line(a, b, "stroke=\"#7a8691\" stroke-width=\"2\"");
  for (const auto& [x, y] : c.geo.arrows) edge(x, y, a, b), svg.line(a, b, "stroke=\"#5b6670\" stroke-width=\"2\" marker-end=\"url(#arrow)\"");
  for (const auto& [from, to] : c.geo.exits)
    svg.line(c.at(c.geo.spaces[from].centre), c.at(to), "stroke=\"#b03a2e\" stroke-width=\"2.5\" stroke-dasharray=\"6 3\" marker-end=\"url(#exit)\"");
}

void draw_space(SvgWriter& svg, const BoardContext& c, int32_t s, bool marked) {
  const SpaceShape& shape = c.geo.spaces[s];
  const std::string style = "class=\"space\" data-space=\"" + xml_escape(c.global_name(s)) + "\" fill=\"" + xml_escape(space_fill(c, s)) +
                            "\" stroke=\"" + (marked ? "#e67e22\" stroke-width=\"4\"" : "#6d6252\" stroke-width=\"1\"");
  if (shape.polygon.empty()) svg.circle(c.at(shape.centre), shape.radius, style);
  else {
    std::vector<Point> pts;
    for (const Point& p : shape.polygon) pts.push_back(c.at(p));
    svg.polygon(pts, style);
  }
}

// The space's name (graphs, tracks, or when asked), its hinted label, and its properties.
void draw_space_text(SvgWriter& svg, const BoardContext& c, int32_t s) {
  const SpaceShape& shape = c.geo.spaces[s];
  const Point centre = c.at(shape.centre);
  auto look = c.game.appearance.boards.find(c.board.name);
  const bool names = c.board.kind == "graph" || c.board.kind == "track" || (look != c.game.appearance.boards.end() && look->second.names);
  if (names) {
    const Point below = shape.polygon.empty() ? Point{centre.x, centre.y + shape.radius + 8} : Point{centre.x, centre.y + shape.radius * 0.95};
    svg.text(below, c.local_name(s), 10, "fill=\"#333\" stroke=\"#fbfaf6\" stroke-width=\"3\" paint-order=\"stroke\"");
  }
  int k = 0;  // hinted labels, one under another
  for (const auto& hint : c.game.appearance.spaces)
    if (!hint.label.empty() && chosen(c, hint, s))
      svg.text(c.at(hint_label_at(shape, k++)), hint_label(hint.label, c.board, s), kHintFont, "fill=\"#333\" font-style=\"italic\"");
}

void draw_tokens(SvgWriter& svg, Point centre, double radius, int32_t n, const std::string& colour) {
  const int shown = std::min(n, 6);
  for (int i = 0; i < shown; ++i) {
    const double dx = (i % 3 - 1) * radius * 0.45, dy = (i / 3) * radius * 0.45 + radius * 0.45;
    svg.circle({centre.x + dx, centre.y + dy}, radius * 0.17, "fill=\"" + xml_escape(colour) + "\" stroke=\"#333\"");
  }
  if (n > 6) svg.text({centre.x + radius * 0.8, centre.y + radius * 0.6}, "+" + std::to_string(n - 6), 9);
}

// Properties as labels (stacked under the centre) or tokens; without a hint, non-zero values.
void draw_properties(SvgWriter& svg, const BoardContext& c, int32_t s) {
  const SpaceShape& shape = c.geo.spaces[s];
  const Point centre = c.at(shape.centre);
  double line = centre.y + shape.radius * 0.55;
  for (size_t p = 0; p < c.game.spaces.prop_names.size(); ++p) {
    const std::string& name = c.game.spaces.prop_names[p];
    const int32_t v = property_value(c, p, s);
    auto look = c.game.appearance.properties.find(name);
    if (look == c.game.appearance.properties.end()) {
      if (v != 0) svg.text({centre.x, line}, name + " " + std::to_string(v), 8, "fill=\"#222\""), line -= 9;
      continue;
    }
    const PropertyLook& hint = look->second;
    if (hint.show == "tokens" && v > 0) draw_tokens(svg, centre, shape.radius, v, hint.colour.empty() ? "#e0b02a" : hint.colour);
    if (hint.show == "player" && v > 0)
      svg.circle(centre, shape.radius * 0.7, "fill=\"" + xml_escape(player_colour(c.game, v)) + "\" stroke=\"#333\"");
    if (hint.show != "label" || (v == 0 && hint.labels.empty())) continue;
    std::string text = v >= 0 && size_t(v) < hint.labels.size() ? hint.labels[v] : hint.label.empty() ? (v ? std::to_string(v) : "") : hint.label;
    for (size_t at; (at = text.find("{value}")) != std::string::npos;) text.replace(at, 7, std::to_string(v));
    if (text.empty()) continue;
    svg.text({centre.x, line}, text, hint.colour.empty() ? 10 : 13, "font-weight=\"bold\" fill=\"" + xml_escape(hint.colour.empty() ? "#222" : hint.colour) + "\"");
    line -= 12;
  }
}

// Column letters under and row numbers beside a square board.
void draw_coordinates(SvgWriter& svg, const BoardContext& c) {
  for (int32_t s = 0; s < c.board.size(); ++s) {
    const SpaceShape& shape = c.geo.spaces[s];
    const std::string name = c.local_name(s);
    if (c.board.attribute("y", s) == 1) svg.text(c.at({shape.centre.x, shape.polygon[2].y + 10}), name.substr(0, name.find_first_of("0123456789")), 10, "fill=\"#666\"");
    if (c.board.attribute("x", s) == 1) svg.text(c.at({shape.polygon[0].x - 10, shape.centre.y}), std::to_string(c.board.attribute("y", s)), 10, "fill=\"#666\"");
  }
}

}  // namespace

void draw_board(SvgWriter& svg, const GameDef& game, int b, const BoardGeometry& geo, const json& obs, Point origin,
                const std::set<std::string>& marked) {
  const BoardContext c{game, b, game.spaces.boards[b], geo, obs, origin};
  draw_links(svg, c);
  for (int32_t s = 0; s < c.board.size(); ++s) draw_space(svg, c, s, marked.count(c.global_name(s)) > 0);
  if (c.board.kind == "square") draw_coordinates(svg, c);
  for (int32_t s = 0; s < c.board.size(); ++s) {
    draw_space_text(svg, c, s);
    draw_properties(svg, c, s);
    const std::string zone = c.global_name(s);
    if (obs["zones"].contains(zone)) draw_stack(svg, game, obs["zones"][zone], c.at(geo.spaces[s].centre), geo.spaces[s].radius);
  }
}

}  // namespace rb
