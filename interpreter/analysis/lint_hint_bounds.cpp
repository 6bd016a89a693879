// Lint pass: a space label of `appearance.spaces` that would draw outside its board's
// drawing (a long label on a space at the edge, or more labels than the space holds). The
// drawing cuts it at the board's edge (svg_render.cpp); this says where to fix it.
#include <set>

#include "analysis/lint.h"
#include "core/board_geometry.h"
#include "core/space_hints.h"

namespace rb {
namespace {

size_t characters(const std::string& utf8) {
  size_t n = 0;
  for (unsigned char c : utf8) n += (c & 0xC0) != 0x80;
  return n;
}

// The first space of board `b` where hint `h`'s label would leave the drawing, or -1.
int32_t off_board_at(const GameDef& g, size_t b, const BoardGeometry& geo, size_t h) {
  const Board& board = g.spaces.boards[b];
  for (int32_t s = 0; s < board.size(); ++s) {
    const std::string global = g.spaces.names[g.spaces.board_offset[b] + s];
    int k = 0;  // the labels drawn above this one at the space
    for (size_t i = 0; i < h; ++i) k += !g.appearance.spaces[i].label.empty() && hint_chooses(g.appearance.spaces[i], board, s, global);
    const SpaceLook& hint = g.appearance.spaces[h];
    if (!hint_chooses(hint, board, s, global)) continue;
    if (!text_fits(geo, hint_label_at(geo.spaces[s], k), characters(hint_label(hint.label, board, s)), kHintFont)) return s;
  }
  return -1;
}

void report(const LintTarget& t, const Board& board, const SpaceLook& hint, int32_t s, Findings& out) {
  const Located at = find_in_game(t, hint.label, "appearance:");
  out.push_back({at.file, at.at.line, at.at.column, Severity::Warning,
                 "the label '" + hint_label(hint.label, board, s) + "' at space '" + board.space_name(s) + "' of board '" + board.name +
                     "' would draw outside the board, where it is cut off; shorten it or choose fewer spaces",
                 "hint-off-board"});
}

}  // namespace

void check_hint_bounds(const LintTarget& t, Findings& out) {
  if (!t.game) return;
  const GameDef& g = *t.game;
  std::set<std::string> seen;  // a per-player board is drawn alike for every player
  for (size_t b = 0; b < g.spaces.boards.size(); ++b) {
    if (!seen.insert(g.spaces.boards[b].name).second) continue;
    const BoardGeometry geo = board_geometry(g.spaces.boards[b]);
    for (size_t h = 0; h < g.appearance.spaces.size(); ++h) {
      if (g.appearance.spaces[h].label.empty()) continue;
      const int32_t s = off_board_at(g, b, geo, h);
      if (s >= 0) report(t, g.spaces.boards[b], g.appearance.spaces[h], s, out);
    }
  }
}

}  // namespace rb
