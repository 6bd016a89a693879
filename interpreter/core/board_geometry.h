// Where each space of a board is drawn, in pixels: squares, the triangles of a quartered
// grid, and circles for graph nodes and track cells; the lines and arrows between graph
// nodes; where a space's hinted labels go. Built from the board's drawing positions alone,
// for any board; the drawing (present/) and lint's check of the hints (analysis/) share it.
#pragma once

#include <vector>

#include "core/board.h"

namespace rb {

struct SpaceShape {
  std::vector<Point> polygon;  // empty: a circle of `radius` around `centre`
  Point centre;
  double radius = 0;           // half the room a piece has here
};

struct BoardGeometry {
  std::vector<SpaceShape> spaces;       // by local space index
  std::vector<std::pair<int32_t, int32_t>> links;   // undirected edges, drawn once
  std::vector<std::pair<int32_t, int32_t>> arrows;  // directed edges
  std::vector<std::pair<int32_t, Point>> exits;     // an arrow from the space to this point
  double width = 0, height = 0;                     // the drawing's size, margins included
};

// Margin is room left around the board for coordinates and names.
BoardGeometry board_geometry(const Board& board, double margin = 22);

// A space's hinted labels (appearance.spaces' `label`), one under another: the k-th is
// centred at hint_label_at(shape, k) in a font of kHintFont pixels.
inline constexpr double kHintFont = 9;
Point hint_label_at(const SpaceShape& shape, int k);

// Whether a line of `chars` characters centred at `at`, `size` pixels high, stays inside the
// board's drawing (0..width, 0..height); a character is taken as 0.6 of the size wide.
bool text_fits(const BoardGeometry& geo, Point at, size_t chars, double size);

}  // namespace rb
