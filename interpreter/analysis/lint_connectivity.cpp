// Lint pass: graph spaces that nothing connects to, and parts of a graph no path joins to
// the rest, unless the space is tagged `apart` (a lawn chair, a supply).
#include <queue>

#include "analysis/lint.h"

namespace rb {
namespace {

bool apart(const Board& b, int32_t s) { return b.has_tag(s, "apart"); }

// Spaces reached from the first connected space along "adjacent".
std::vector<bool> reached(const Board& b, const Relation& adj) {
  std::vector<bool> seen(b.size(), false);
  int32_t start = 0;
  while (start < b.size() && (apart(b, start) || adj.count(start) == 0)) ++start;
  if (start == b.size()) return seen;
  std::queue<int32_t> todo;
  todo.push(start);
  seen[start] = true;
  while (!todo.empty()) {
    const int32_t s = todo.front();
    todo.pop();
    for (const int32_t* n = adj.begin(s); n != adj.end(s); ++n)
      if (!seen[*n]) seen[*n] = true, todo.push(*n);
  }
  return seen;
}

void check_board(const LintTarget& t, const Board& b, Findings& out) {
  const Relation* adj = b.relation("adjacent");
  if (!adj || b.size() < 2) return;
  const std::vector<bool> seen = reached(b, *adj);
  for (int32_t s = 0; s < b.size(); ++s) {
    if (seen[s] || apart(b, s)) continue;
    const bool isolated = adj->count(s) == 0;
    const Position at = find_text(t.file, "id: " + b.space_name(s), "boards:");
    out.push_back({t.file.string(), at.line, at.column, Severity::Warning,
                   "space '" + b.space_name(s) + "' on board '" + b.name + "' " +
                       (isolated ? "is connected to nothing" : "cannot be reached from the rest of the board") +
                       "; tag it `apart` if it stands apart on purpose", "unreachable"});
  }
}

}  // namespace

void check_connectivity(const LintTarget& t, Findings& out) {
  for (const Board& b : t.game->boards)
    if (b.kind == "graph") check_board(t, b, out);
}

}  // namespace rb
