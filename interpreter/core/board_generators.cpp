// Board generators: square and quartered grids, tracks and explicit graphs, each checking
// its spec and building every relation table once.
#include "core/board_generators.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <numbers>
#include <unordered_map>
#include <utility>

namespace rb {
namespace {

using Edges = std::vector<std::pair<int32_t, int32_t>>;

void check_grid(const std::string& kind, int width, int height) {
  std::string size = std::to_string(width) + "x" + std::to_string(height);
  if (width < 1 || height < 1)
    throw BoardError(kind + " board needs width and height of at least 1, got " + size);
  // checked before anything is built, so a huge spec fails with a message, not out of memory
  if (static_cast<long long>(width) * height > kMaxSpaces)
    throw BoardError(kind + " board " + size + " is too large: a game has at most " + std::to_string(kMaxSpaces) + " spaces");
}

std::string join(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

// ---- square -------------------------------------------------------------------------

struct Direction {
  const char* name;
  int dx, dy;
};
constexpr Direction kDirections[] = {{"n", 0, 1},  {"e", 1, 0},   {"s", 0, -1},   {"w", -1, 0},
                                     {"ne", 1, 1}, {"se", 1, -1}, {"sw", -1, -1}, {"nw", -1, 1}};

// Column 1 is a, 26 is z, 27 is aa: bijective base 26.
std::string column_name(int column) {
  std::string name;
  for (; column > 0; column = (column - 1) / 26)
    name.insert(name.begin(), static_cast<char>('a' + (column - 1) % 26));
  return name;
}

// Moves one coordinate (1..n) by d; 0 when it leaves an unwrapped edge.
int step_coord(int v, int d, int n, bool wrap) {
  v += d;
  if (v >= 1 && v <= n) return v;
  return wrap ? (v + n - 1) % n + 1 : 0;
}

// Marks the cells (row-major from a1) named as holes.
std::vector<bool> square_holes(const SquareSpec& spec) {
  std::unordered_map<std::string, int> cell_of;
  for (int row = 1; row <= spec.height; ++row)
    for (int col = 1; col <= spec.width; ++col)
      cell_of[column_name(col) + std::to_string(row)] = (row - 1) * spec.width + col - 1;
  std::vector<bool> hole(spec.width * spec.height, false);
  for (const std::string& name : spec.holes) {
    auto it = cell_of.find(name);
    if (it == cell_of.end())
      throw BoardError("unknown hole '" + name + "'; expected a square from a1 to " +
                       column_name(spec.width) + std::to_string(spec.height));
    hole[it->second] = true;
  }
  return hole;
}

// Adds the non-hole squares; returns the space of each cell, or kNone for a hole.
std::vector<int32_t> add_squares(Board& board, const SquareSpec& spec) {
  std::vector<bool> hole = square_holes(spec);
  std::vector<int32_t> space_of(hole.size(), kNone);
  for (int row = 1; row <= spec.height; ++row)
    for (int col = 1; col <= spec.width; ++col) {
      int cell = (row - 1) * spec.width + col - 1;
      if (hole[cell]) continue;
      Point at{static_cast<double>(col - 1), static_cast<double>(spec.height - row)};
      space_of[cell] = board.add_space(column_name(col) + std::to_string(row), at);
      board.set_attribute("x", space_of[cell], col);
      board.set_attribute("y", space_of[cell], row);
    }
  return space_of;
}

Edges square_edges(const SquareSpec& spec, const std::vector<int32_t>& space_of, Direction d) {
  Edges edges;
  for (int row = 1; row <= spec.height; ++row)
    for (int col = 1; col <= spec.width; ++col) {
      int32_t from = space_of[(row - 1) * spec.width + col - 1];
      int c = step_coord(col, d.dx, spec.width, spec.wrap_x);
      int r = step_coord(row, d.dy, spec.height, spec.wrap_y);
      if (from == kNone || c == 0 || r == 0) continue;
      int32_t to = space_of[(r - 1) * spec.width + c - 1];
      if (to != kNone) edges.emplace_back(from, to);
    }
  return edges;
}

// ---- quartered ----------------------------------------------------------------------

constexpr char kSides[] = "NESW";
// Outer corners of the N, E, S, W triangles, in half-units relative to (2 col, 2 row).
constexpr int kCorner[4][2][2] = {
    {{-2, 0}, {0, 0}}, {{0, 0}, {0, -2}}, {{0, -2}, {-2, -2}}, {{-2, -2}, {-2, 0}}};

// `row` names the triangle; `up` is its row counted from the bottom edge, which fixes where
// it lies (the same as row unless rows are numbered from the top).
struct Triangle {
  int row, col, side, up;
  std::pair<int, int> corner(int k) const {
    return {2 * col + kCorner[side][k][0], 2 * up + kCorner[side][k][1]};
  }
  bool same_square(const Triangle& o) const { return row == o.row && col == o.col; }
};

std::string square_label(int row, int col) {
  return "r" + std::to_string(row) + "c" + std::to_string(col);
}

// Maps "r2c3" to its four triangle indices and "r2c3W" to one (index = 4 * cell + side).
std::unordered_map<std::string, std::vector<int>> quarter_names(int width, int height) {
  std::unordered_map<std::string, std::vector<int>> names;
  for (int row = 1; row <= height; ++row)
    for (int col = 1; col <= width; ++col) {
      int base = 4 * ((row - 1) * width + col - 1);
      names[square_label(row, col)] = {base, base + 1, base + 2, base + 3};
      for (int side = 0; side < 4; ++side)
        names[square_label(row, col) + kSides[side]] = {base + side};
    }
  return names;
}

std::vector<bool> kept_triangles(const QuarteredSpec& spec) {
  auto names = quarter_names(spec.width, spec.height);
  std::string last = square_label(spec.height, spec.width);
  auto lookup = [&](const std::string& name, const char* what) -> const std::vector<int>& {
    auto it = names.find(name);
    if (it == names.end())
      throw BoardError(std::string("unknown ") + what + " '" + name +
                       "'; expected a square r1c1 to " + last +
                       ", or one of its triangles such as " + last + "N");
    return it->second;
  };
  std::vector<bool> kept(4 * spec.width * spec.height, spec.only.empty());
  for (const std::string& name : spec.only)
    for (int t : lookup(name, "entry in only")) kept[t] = true;
  for (const std::string& name : spec.holes)
    for (int t : lookup(name, "hole")) kept[t] = false;
  return kept;
}

// Centroid of the triangle with y growing downward, so row `height` is at the top.
Point centroid(const Triangle& t, int height) {
  double x = t.col - 0.5, y = height - t.up + 0.5;  // the square's centre
  for (int k = 0; k < 2; ++k) {
    auto [cx, cy] = t.corner(k);
    x += cx / 2.0;
    y += height - cy / 2.0;
  }
  return {x / 3, y / 3};
}

std::vector<Triangle> add_triangles(Board& board, const QuarteredSpec& spec) {
  std::vector<bool> kept = kept_triangles(spec);
  std::vector<Triangle> tris;
  for (int t = 0; t < static_cast<int>(kept.size()); ++t) {
    if (!kept[t]) continue;
    const int row = t / 4 / spec.width + 1;
    Triangle tri{row, t / 4 % spec.width + 1, t % 4, spec.rows_from_top ? spec.height - row + 1 : row};
    int32_t s = board.add_space(square_label(tri.row, tri.col) + kSides[tri.side],
                                centroid(tri, spec.height));
    board.set_attribute("row", s, tri.row);
    board.set_attribute("col", s, tri.col);
    board.set_attribute("side", s, tri.side);
    tris.push_back(tri);
  }
  return tris;
}

Edges opposite_edges(const Board& board, const std::vector<Triangle>& tris) {
  Edges edges;
  for (int32_t s = 0; s < static_cast<int32_t>(tris.size()); ++s) {
    const Triangle& t = tris[s];
    auto other = board.find(square_label(t.row, t.col) + kSides[(t.side + 2) % 4]);
    if (other) edges.emplace_back(s, *other);
  }
  return edges;
}

// Vertices two triangles share: outer corners in common, plus the centre within a square.
int shared_vertices(const Triangle& a, const Triangle& b) {
  int shared = a.same_square(b) ? 1 : 0;
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j) shared += a.corner(i) == b.corner(j) ? 1 : 0;
  return shared;
}

// Side neighbours share two vertices, corner neighbours one outer corner only.
void touching_edges(const std::vector<Triangle>& tris, Edges& side, Edges& corner) {
  std::map<std::pair<int, int>, std::vector<int32_t>> at_point;
  for (int32_t s = 0; s < static_cast<int32_t>(tris.size()); ++s)
    for (int k = 0; k < 2; ++k) at_point[tris[s].corner(k)].push_back(s);
  for (int32_t s = 0; s < static_cast<int32_t>(tris.size()); ++s) {
    std::vector<int32_t> near = at_point[tris[s].corner(0)];
    const auto& more = at_point[tris[s].corner(1)];
    near.insert(near.end(), more.begin(), more.end());
    std::sort(near.begin(), near.end());
    near.erase(std::unique(near.begin(), near.end()), near.end());
    for (int32_t u : near) {
      if (u == s) continue;
      (shared_vertices(tris[s], tris[u]) == 2 ? side : corner).emplace_back(s, u);
    }
  }
}

// ---- graph --------------------------------------------------------------------------

int32_t node_space(const Board& board, const std::string& id, const std::string& where) {
  if (auto space = board.find(id)) return *space;
  throw BoardError("unknown node '" + id + "' in " + where +
                   "; valid ids: " + join(board.space_names()));
}

// Drawing positions for a graph that gives none: a circle about one unit between nodes.
std::vector<GraphNode> placed_nodes(std::vector<GraphNode> nodes) {
  for (const GraphNode& node : nodes)
    if (node.placed || node.position.x != 0 || node.position.y != 0) return nodes;
  const int n = static_cast<int>(nodes.size());
  const double radius = std::max(1.0, n / (2 * std::numbers::pi));
  for (int i = 0; i < n; ++i) {
    const double angle = 2 * std::numbers::pi * i / n;
    nodes[i].position = {radius * (1 + std::sin(angle)), radius * (1 - std::cos(angle))};
  }
  return nodes;
}

void add_nodes(Board& board, const std::vector<GraphNode>& spec_nodes) {
  for (const GraphNode& node : placed_nodes(spec_nodes)) {
    if (board.find(node.id))
      throw BoardError("duplicate node id '" + node.id +
                       "'; ids so far: " + join(board.space_names()));
    int32_t s = board.add_space(node.id, node.position);
    for (const auto& [attr, value] : node.attributes) board.set_attribute(attr, s, value);
    for (const std::string& tag : node.tags) board.add_tag(tag, s);
  }
}

struct GraphEdges {
  Edges out, in, adjacent;
  std::vector<std::pair<std::string, Edges>> labelled;  // in order of first use

  Edges& label(const std::string& name) {
    for (auto& [n, edges] : labelled)
      if (n == name) return edges;
    if (name == "out" || name == "in" || name == "adjacent")
      throw BoardError("edge label '" + name +
                       "' clashes with a built-in relation (out, in, adjacent)");
    return labelled.emplace_back(name, Edges{}).second;
  }
  void add(int32_t from, int32_t to, const GraphEdge& e) {
    out.emplace_back(from, to);
    in.emplace_back(to, from);
    adjacent.emplace_back(from, to);
    adjacent.emplace_back(to, from);
    if (!e.label.empty()) label(e.label).emplace_back(from, to);
    if (e.directed) return;
    out.emplace_back(to, from);
    in.emplace_back(from, to);
    if (!e.label.empty()) label(e.label).emplace_back(to, from);
  }
};

}  // namespace

Board make_square(const SquareSpec& spec) {
  check_grid("square", spec.width, spec.height);
  if (spec.directions != 4 && spec.directions != 8)
    throw BoardError("square board directions must be 4 or 8, got " +
                     std::to_string(spec.directions));
  Board board;
  board.name = spec.name;
  board.kind = "square";
  board.shape = "square";
  board.width = spec.width;
  board.height = spec.height;
  std::vector<int32_t> space_of = add_squares(board, spec);
  Edges adjacent;
  for (int d = 0; d < spec.directions; ++d) {
    Edges edges = square_edges(spec, space_of, kDirections[d]);
    adjacent.insert(adjacent.end(), edges.begin(), edges.end());
    board.add_relation(kDirections[d].name, edges);
  }
  board.add_relation("adjacent", adjacent);
  for (const SquareSpec::Step& step : spec.steps) {
    if (board.relation(step.name)) throw BoardError("square board step '" + step.name + "' is already a relation of the board");
    if (step.dx == 0 && step.dy == 0) throw BoardError("square board step '" + step.name + "' goes nowhere (0, 0)");
    board.add_relation(step.name, square_edges(spec, space_of, Direction{step.name.c_str(), step.dx, step.dy}));
  }
  return board;
}

Board make_quartered(const QuarteredSpec& spec) {
  check_grid("quartered", spec.width, spec.height);
  Board board;
  board.name = spec.name;
  board.kind = "quartered";
  board.shape = "triangle";
  board.width = spec.width;
  board.height = spec.height;
  std::vector<Triangle> tris = add_triangles(board, spec);
  Edges side, corner;
  touching_edges(tris, side, corner);
  board.add_relation("opposite", opposite_edges(board, tris));
  board.add_relation("side", side);
  board.add_relation("corner", corner);
  return board;
}

Board make_track(const TrackSpec& spec) {
  if (spec.cells.empty()) throw BoardError("track '" + spec.name + "' has no cells");
  Board board;
  board.name = spec.name;
  board.kind = "track";
  board.shape = "cell";
  int n = static_cast<int>(spec.cells.size());
  double radius =
      std::max(1.0, n / (2 * std::numbers::pi));  // neighbouring ring cells about 1 apart
  Edges next, prev;
  for (int i = 0; i < n; ++i) {
    if (board.find(spec.cells[i])) throw BoardError("duplicate track cell '" + spec.cells[i] + "'");
    double angle = 2 * std::numbers::pi * i / n;  // clockwise from the top, y growing downward
    Point at = spec.ring ? Point{radius * (1 + std::sin(angle)), radius * (1 - std::cos(angle))}
                         : Point{static_cast<double>(i), 0};
    board.set_attribute("index", board.add_space(spec.cells[i], at), i + 1);
    if (i + 1 < n || spec.ring) next.emplace_back(i, (i + 1) % n);
    if (i > 0 || spec.ring) prev.emplace_back(i, (i + n - 1) % n);
  }
  board.add_relation("next", next);
  board.add_relation("prev", prev);
  return board;
}

Board make_graph(const GraphSpec& spec) {
  Board board;
  board.name = spec.name;
  board.kind = "graph";
  board.shape = "circle";
  add_nodes(board, spec.nodes);
  GraphEdges g;
  for (const GraphEdge& e : spec.edges) {
    int32_t from = node_space(board, e.from, "an edge's from");
    if (e.exit) {
      board.add_exit(from, e.label);
      continue;
    }
    g.add(from, node_space(board, e.to, "an edge's to (from '" + e.from + "')"), e);
  }
  board.add_relation("out", g.out);
  board.add_relation("in", g.in);
  board.add_relation("adjacent", g.adjacent);
  for (const auto& [label, edges] : g.labelled) board.add_relation(label, edges);
  return board;
}

}  // namespace rb
