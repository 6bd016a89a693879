#include "present/line_diff.h"

#include <algorithm>

namespace rb {
namespace {

// One step of the edit script: -1 removes from[x], +1 inserts to[y], 0 keeps both.
struct Edit {
  int kind;
  size_t x, y;
};

// Myers' greedy search over diagonals; trace[d] keeps the furthest x on each diagonal
// k = x - y in [-d, d] after d edits, for the walk back. Empty when past `most`.
std::vector<std::vector<long>> search(const int* a, long n, const int* b, long m, size_t most) {
  std::vector<std::vector<long>> trace;
  std::vector<long> v(1, 0);  // the furthest x on diagonal k, for k in [-d, d], before step d
  for (long d = 0; d <= n + m && size_t(d) <= most; ++d) {
    std::vector<long> next(size_t(2 * d + 1));
    for (long k = -d; k <= d; k += 2) {
      const auto at = [&](long kk) { return v[size_t(kk + d - 1)]; };  // v spans [-(d-1), d-1]
      long x = d == 0 ? 0 : (k == -d || (k != d && at(k - 1) < at(k + 1))) ? at(k + 1) : at(k - 1) + 1;
      long y = x - k;
      while (x < n && y < m && a[x] == b[y]) ++x, ++y;
      next[size_t(k + d)] = x;
      if (x >= n && y >= m) {
        trace.push_back(std::move(next));
        return trace;
      }
    }
    trace.push_back(next);
    v = std::move(next);
  }
  return {};
}

// The edits found, from the start of both lists to their ends.
std::vector<Edit> walk_back(const std::vector<std::vector<long>>& trace, long n, long m) {
  std::vector<Edit> edits;
  long x = n, y = m;
  for (long d = long(trace.size()) - 1; d > 0; --d) {
    const std::vector<long>& prev = trace[size_t(d - 1)];
    const long k = x - y;
    const auto at = [&](long kk) { return prev[size_t(kk + d - 1)]; };
    const bool down = k == -d || (k != d && at(k - 1) < at(k + 1));
    const long pk = down ? k + 1 : k - 1, px = at(pk), py = px - pk;
    while (x > (down ? px : px + 1) && y > (down ? py + 1 : py)) edits.push_back({0, size_t(--x), size_t(--y)});
    if (down) edits.push_back({1, size_t(x), size_t(--y)});
    else edits.push_back({-1, size_t(--x), size_t(y)});
  }
  while (x > 0 && y > 0) edits.push_back({0, size_t(--x), size_t(--y)});
  std::reverse(edits.begin(), edits.end());
  return edits;
}

// Runs of removals and insertions between kept lines, each one splice at its place in `to`.
std::vector<Splice> group(const std::vector<Edit>& edits, const int* to, size_t offset) {
  std::vector<Splice> out;
  size_t y = 0;
  bool open = false;
  for (const Edit& e : edits) {
    if (e.kind == 0) {
      open = false, y = e.y + 1;
      continue;
    }
    if (!open) out.push_back({offset + y, 0, {}}), open = true;
    if (e.kind < 0) ++out.back().remove;
    else out.back().insert.push_back(to[e.y]), y = e.y + 1;
  }
  return out;
}

}  // namespace

std::vector<Splice> line_diff(const std::vector<int>& from, const std::vector<int>& to, size_t most_edits) {
  size_t head = 0, tail = 0;
  while (head < from.size() && head < to.size() && from[head] == to[head]) ++head;
  while (tail < from.size() - head && tail < to.size() - head && from[from.size() - 1 - tail] == to[to.size() - 1 - tail]) ++tail;
  const long n = long(from.size() - head - tail), m = long(to.size() - head - tail);
  if (n == 0 && m == 0) return {};
  const auto trace = search(from.data() + head, n, to.data() + head, m, most_edits);
  if (trace.empty()) return {{head, size_t(n), std::vector<int>(to.begin() + long(head), to.end() - long(tail))}};
  return group(walk_back(trace, n, m), to.data() + head, head);
}

std::vector<int> apply_splices(std::vector<int> list, const std::vector<Splice>& splices) {
  for (const Splice& s : splices) {
    list.erase(list.begin() + long(s.at), list.begin() + long(s.at + s.remove));
    list.insert(list.begin() + long(s.at), s.insert.begin(), s.insert.end());
  }
  return list;
}

}  // namespace rb
