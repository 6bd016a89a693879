#include "present/svg_pieces.h"

#include <algorithm>

namespace rb {
namespace {

std::string fill_style(const ResolvedLook& look) {
  std::string style = "fill=\"" + xml_escape(look.colour) + "\" stroke=\"#333\" stroke-width=\"1.5\"";
  if (look.face_down) style += " stroke-dasharray=\"4 2\" fill-opacity=\"0.6\"";
  return style;
}

void draw_label(SvgWriter& svg, const ResolvedLook& look, Point at, double size) {
  if (look.label.empty()) return;
  const double font = std::max(8.0, std::min({size * 0.42, 18.0, size * 1.5 / std::max<size_t>(1, look.label.size())}));
  svg.text(at, look.label, font, "font-weight=\"bold\" fill=\"#111\" stroke=\"#fff\" stroke-width=\"2.5\" paint-order=\"stroke\"");
}

void draw_shape(SvgWriter& svg, const ResolvedLook& look, Point at, double size) {
  const std::string style = fill_style(look);
  const double h = size / 2;
  if (look.shape == "card") {
    svg.rect(at.x - h * 0.72, at.y - h, size * 0.72, size, style, size * 0.08);
  } else if (look.shape == "square" || look.shape == "die") {
    svg.rect(at.x - h * 0.85, at.y - h * 0.85, size * 0.85, size * 0.85, style, look.shape == "die" ? size * 0.15 : 0);
  } else if (look.shape == "token") {
    svg.circle(at, h * 0.7, style);
  } else {
    svg.circle(at, h * 0.9, style);
    if (look.shape == "disc") svg.circle(at, h * 0.65, "fill=\"none\" stroke=\"#333\" stroke-opacity=\"0.5\"");
  }
}

}  // namespace

void draw_component(SvgWriter& svg, const ResolvedLook& look, Point at, double size) {
  if (look.hidden) {
    ResolvedLook back = look;
    back.colour = "#8d8d8d";
    draw_shape(svg, back, at, size);
    svg.text(at, "?", size * 0.45, "fill=\"#eee\"");
    return;
  }
  draw_shape(svg, look, at, size);
  draw_label(svg, look, at, size);
}

void draw_stack(SvgWriter& svg, const GameDef& game, const nlohmann::json& entries, Point at, double radius) {
  const size_t n = entries.size();
  if (n == 0) return;
  if (n <= 3) {  // side by side, shrinking as they multiply
    const double size = radius * (n == 1 ? 1.7 : n == 2 ? 1.1 : 0.8);
    for (size_t i = 0; i < n; ++i) {
      const double dx = (double(i) - (n - 1) / 2.0) * size * 0.95;
      draw_component(svg, component_look(game, entries[i]), {at.x + dx, at.y}, size);
    }
    return;
  }
  const double size = radius * 1.5;  // a pile: the top one, the rest behind, and the count
  const ResolvedLook top = component_look(game, entries[0]);
  ResolvedLook under = component_look(game, entries[1]);
  draw_component(svg, under, {at.x + 3, at.y + 3}, size);
  draw_component(svg, top, at, size);
  const Point badge{at.x + radius * 0.75, at.y - radius * 0.75};
  svg.circle(badge, 9, "fill=\"#222\"");
  svg.text(badge, std::to_string(n), 10, "fill=\"#fff\"");
}

}  // namespace rb
