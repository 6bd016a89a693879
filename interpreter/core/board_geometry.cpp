#include "core/board_geometry.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace rb {
namespace {

constexpr double kCell = 56;      // pixels per grid cell
constexpr double kNodeGap = 92;   // pixels between the closest two graph nodes

// The square whose top-left corner is the space's position (square boards).
SpaceShape square_at(Point p) {
  const double x = p.x * kCell, y = p.y * kCell;
  return {{{x, y}, {x + kCell, y}, {x + kCell, y + kCell}, {x, y + kCell}}, {x + kCell / 2, y + kCell / 2}, kCell * 0.42};
}

// A quartered space's position is its triangle's centroid; side 0..3 = N, E, S, W.
SpaceShape triangle_at(Point centroid, int side) {
  const double X = std::floor(centroid.x), Y = std::floor(centroid.y);
  const Point corners[4] = {{X, Y}, {X + 1, Y}, {X + 1, Y + 1}, {X, Y + 1}};
  const Point a = corners[side % 4], b = corners[(side + 1) % 4];
  auto px = [](Point q) { return Point{q.x * kCell, q.y * kCell}; };
  return {{px({X + 0.5, Y + 0.5}), px(a), px(b)}, px(centroid), kCell * 0.2};
}

// Smallest distance between two positions (1 when there is only one).
double closest_gap(const Board& b) {
  double best = 0;
  for (int32_t i = 0; i < b.size(); ++i)
    for (int32_t j = i + 1; j < b.size(); ++j) {
      const double d = std::hypot(b.position(i).x - b.position(j).x, b.position(i).y - b.position(j).y);
      if (d > 1e-9 && (best == 0 || d < best)) best = d;
    }
  return best == 0 ? 1 : best;
}

std::vector<SpaceShape> node_shapes(const Board& b) {
  const double unit = kNodeGap / closest_gap(b);
  const double radius = std::min(36.0, kNodeGap * 0.4);
  std::vector<SpaceShape> out;
  for (int32_t s = 0; s < b.size(); ++s)
    out.push_back({{}, {b.position(s).x * unit, b.position(s).y * unit}, radius});
  return out;
}

// Edges of a graph from its "out" relation: a pair present both ways is one undirected link.
void graph_edges(const Board& b, BoardGeometry& g) {
  const Relation* out = b.relation(b.kind == "track" ? "next" : "out");
  if (!out) return;
  std::set<std::pair<int32_t, int32_t>> seen;
  for (int32_t s = 0; s < b.size(); ++s)
    for (const int32_t* t = out->begin(s); t != out->end(s); ++t) seen.insert({s, *t});
  for (const auto& [from, to] : seen) {
    if (!seen.count({to, from})) g.arrows.push_back({from, to});
    else if (from < to) g.links.push_back({from, to});
  }
}

// Exits point away from the middle of the board.
void exit_arrows(const Board& b, BoardGeometry& g) {
  Point mid{0, 0};
  for (const auto& s : g.spaces) mid = {mid.x + s.centre.x / g.spaces.size(), mid.y + s.centre.y / g.spaces.size()};
  for (const ExitEdge& e : b.exits()) {
    const Point c = g.spaces[e.from].centre;
    double dx = c.x - mid.x, dy = c.y - mid.y;
    const double len = std::hypot(dx, dy);
    if (len < 1e-9) dx = 0, dy = -1;
    else dx /= len, dy /= len;
    const double reach = g.spaces[e.from].radius * 2.2;
    g.exits.push_back({e.from, {c.x + dx * reach, c.y + dy * reach}});
  }
}

// Shifts every point so the drawing starts at the margin, and sets its size.
void fit(BoardGeometry& g, double margin) {
  double lo_x = 1e18, lo_y = 1e18, hi_x = -1e18, hi_y = -1e18;
  auto grow = [&](Point p, double r) {
    lo_x = std::min(lo_x, p.x - r), lo_y = std::min(lo_y, p.y - r);
    hi_x = std::max(hi_x, p.x + r), hi_y = std::max(hi_y, p.y + r);
  };
  for (const auto& s : g.spaces) {
    if (s.polygon.empty()) grow(s.centre, s.radius + 14);  // room for the name below
    for (const Point& p : s.polygon) grow(p, 0);
  }
  for (const auto& [from, to] : g.exits) grow(to, 4);
  if (g.spaces.empty()) lo_x = lo_y = hi_x = hi_y = 0;
  auto shift = [&](Point& p) { p = {p.x - lo_x + margin, p.y - lo_y + margin}; };
  for (auto& s : g.spaces) {
    shift(s.centre);
    for (Point& p : s.polygon) shift(p);
  }
  for (auto& e : g.exits) shift(e.second);
  g.width = hi_x - lo_x + 2 * margin;
  g.height = hi_y - lo_y + 2 * margin;
}

}  // namespace

BoardGeometry board_geometry(const Board& b, double margin) {
  BoardGeometry g;
  if (b.kind == "square") {
    for (int32_t s = 0; s < b.size(); ++s) g.spaces.push_back(square_at(b.position(s)));
  } else if (b.kind == "quartered") {
    for (int32_t s = 0; s < b.size(); ++s) g.spaces.push_back(triangle_at(b.position(s), b.attribute("side", s)));
  } else {
    g.spaces = node_shapes(b);
    graph_edges(b, g);
    if (b.kind == "graph") exit_arrows(b, g);
  }
  fit(g, margin);
  return g;
}

Point hint_label_at(const SpaceShape& shape, int k) {
  return {shape.centre.x, shape.centre.y - shape.radius * 0.6 + 10 * k};
}

bool text_fits(const BoardGeometry& geo, Point at, size_t chars, double size) {
  const double half = double(chars) * size * 0.6 / 2;
  return at.x - half >= 0 && at.x + half <= geo.width && at.y - size * 2 / 3 >= 0 && at.y + size / 3 <= geo.height;
}

}  // namespace rb
