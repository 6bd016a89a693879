// Board generators: square grids, quartered grids (squares cut into four triangles),
// tracks, and explicit graphs. Each returns a finished Board with every relation built.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "core/board.h"

namespace rb {

// Raised for a spec that cannot make a board (zero width, an unknown hole name ...).
struct BoardError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Squares named chess-style: column letter(s) then row number, a1 = column 1, row 1
// (columns past z continue aa, ab, ...). Attributes x (column, from 1) and y (row, from 1).
// Relations: n (row + 1), e (column + 1), s, w, and with 8 directions ne, se, sw, nw;
// "adjacent" is the union of the directions. Wrapping joins opposite edges.
struct SquareSpec {
  std::string name = "board";
  int width = 8, height = 8;
  int directions = 8;              // 4 or 8
  bool wrap_x = false, wrap_y = false;
  std::vector<std::string> holes;  // names of squares left out
  // More relations, each a step of (dx columns, dy rows), such as a knight's move or
  // Ataxx's jump two squares away; a name of its own, not one of the eight directions.
  struct Step {
    std::string name;
    int dx = 0, dy = 0;
  };
  std::vector<Step> steps;
};
Board make_square(const SquareSpec& spec);

// Each square (row r, column c; rows from 1 at the bottom, or at the top with
// rows_from_top; columns from 1 at the left)
// is cut by its diagonals into triangles N, E, S, W, named r2c3W. Relations:
// "opposite" (N<->S, E<->W of the same square), "side" (shares an edge), "corner"
// (shares a corner of the square but no side; the square's centre does not count).
// `only` keeps a subset: when non-empty, just these squares/triangles exist, given as
// "r6c1" (all four) or "r6c1N" (one triangle).
struct QuarteredSpec {
  std::string name = "board";
  int width = 4, height = 7;
  std::vector<std::string> only;
  std::vector<std::string> holes;  // triangles or whole squares left out
  bool rows_from_top = false;       // row 1 at the top edge (N then faces row 1, row - 1)
};
Board make_quartered(const QuarteredSpec& spec);

// A line or ring of cells with relations "next" and "prev".
struct TrackSpec {
  std::string name = "track";
  std::vector<std::string> cells;  // names in order
  bool ring = false;
};
Board make_track(const TrackSpec& spec);

// Explicit graph. Directed edges give relations "out" (from -> to) and "in" (to -> from);
// undirected edges count both ways in both. "adjacent" ignores direction. Each edge label
// is a relation of its own (directed edges one way, undirected both ways). An edge with
// exit = true leaves the board: it has no `to` and is recorded in Board::exits().
// When no node of a graph has a position (placed, or not at 0,0), the nodes are laid out
// on a circle in their order.
struct GraphNode {
  std::string id;
  Point position;
  std::vector<std::pair<std::string, int32_t>> attributes;
  std::vector<std::string> tags;
  bool placed = false;  // the position was given, even 0,0
};
struct GraphEdge {
  std::string from, to, label;
  bool directed = false;
  bool exit = false;
};
struct GraphSpec {
  std::string name = "board";
  std::vector<GraphNode> nodes;
  std::vector<GraphEdge> edges;
};
Board make_graph(const GraphSpec& spec);

}  // namespace rb
