// Lint pass: graph spaces that nothing connects to, and small parts of a graph that no
// path joins to the main part, unless the space is tagged `apart` (a lawn chair, a supply).
// A board made of several parts of like size (a sheet of separate tables) is by design.
#include <queue>

#include "analysis/lint.h"

namespace rb {
namespace {

bool apart(const Board& b, int32_t s) { return b.has_tag(s, "apart"); }

// Each space's part (spaces joined along "adjacent"), -1 for apart or isolated ones.
std::vector<int> parts(const Board& b, const Relation& adj, int& count) {
  std::vector<int> part(b.size(), -1);
  count = 0;
  for (int32_t start = 0; start < b.size(); ++start) {
    if (part[start] >= 0 || apart(b, start) || adj.count(start) == 0) continue;
    std::queue<int32_t> todo;
    todo.push(start);
    part[start] = count;
    while (!todo.empty()) {
      const int32_t s = todo.front();
      todo.pop();
      for (const int32_t* n = adj.begin(s); n != adj.end(s); ++n)
        if (part[*n] < 0 && !apart(b, *n)) part[*n] = count, todo.push(*n);
    }
    ++count;
  }
  return part;
}

// The part holding more than half of the joined spaces, or -1 when none does.
int main_part(const std::vector<int>& part, int count) {
  std::vector<int> size(count, 0);
  int joined = 0;
  for (int p : part)
    if (p >= 0) ++size[p], ++joined;
  for (int p = 0; p < count; ++p)
    if (2 * size[p] > joined) return p;
  return -1;
}

void warn(const LintTarget& t, const Board& b, int32_t s, const std::string& what, Findings& out) {
  const Located at = find_in_game(t, "id: " + b.space_name(s), "boards:");
  out.push_back({at.file, at.at.line, at.at.column, Severity::Warning,
                 "space '" + b.space_name(s) + "' on board '" + b.name + "' " + what + "; tag it `apart` if it stands apart on purpose", "unreachable"});
}

void check_board(const LintTarget& t, const Board& b, Findings& out) {
  const Relation* adj = b.relation("adjacent");
  if (!adj || b.size() < 2) return;
  int count = 0;
  const std::vector<int> part = parts(b, *adj, count);
  const int main = main_part(part, count);
  for (int32_t s = 0; s < b.size(); ++s) {
    if (apart(b, s)) continue;
    if (adj->count(s) == 0) warn(t, b, s, "is connected to nothing", out);
    else if (main >= 0 && part[s] != main) warn(t, b, s, "cannot be reached from the rest of the board", out);
  }
}

}  // namespace

void check_connectivity(const LintTarget& t, Findings& out) {
  for (const Board& b : t.game->spaces.boards)
    if (b.kind == "graph") check_board(t, b, out);
}

}  // namespace rb
